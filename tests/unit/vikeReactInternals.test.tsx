import { readFileSync } from 'node:fs'
import { isValidElement, type ReactNode } from 'react'
import type { Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydratedTree, rejectVikeReactRender, renderWithVikeReact, shareRoot, vikeReactVersion } from '../../pages/vikeReactInternals'

const installed = (JSON.parse(readFileSync(new URL('../../node_modules/vike-react/package.json', import.meta.url), 'utf8')) as { version: string }).version
const named = (what: string) => `vike-react ${installed} (pages/vikeReactInternals.tsx, checked against ${vikeReactVersion}): ${what}`

const Page = () => null
const Layout = ({ children }: { children?: ReactNode }) => children

/** A later page's context, as Vike gives it to onRenderClient: no head settings, vike-react's Loading (no layout). */
const laterPage = (config: object = {}) =>
  ({ isHydration: false, Page, config: { Layout: [Layout], Loading: { component: Page }, ...config } }) as unknown as PageContextClient

/** The components from the top of a tree down its only children. */
function componentsOf(node: ReactNode): unknown[] {
  const types = []
  while (isValidElement<{ children?: ReactNode }>(node)) {
    types.push(node.type)
    node = node.props.children
  }
  return types
}

const nameOf = (type: unknown) => (typeof type === 'symbol' ? type.description : (type as { name?: string }).name)
const namesOf = (node: ReactNode) => componentsOf(node).map(nameOf).join(' > ')

/** The `onRendered` of the first element that has one. */
function onRenderedOf(node: ReactNode): (() => void) | undefined {
  while (isValidElement<{ children?: ReactNode; onRendered?: () => void }>(node)) {
    if (node.props.onRendered) return node.props.onRendered
    node = node.props.children
  }
}

/** Starts vike-react's render of a later page into a root of the test's, and returns what it rendered. */
async function renderLaterPage(pageContext: PageContextClient, strict: boolean, onRender: (element: ReactNode) => void = () => {}) {
  const rendered: ReactNode[] = []
  const root = { render: (element: ReactNode) => (rendered.push(element), onRender(element)), unmount: () => {} } as unknown as Root
  shareRoot(root, strict)
  // vike-react looks up the container (#root) before rendering into the root it keeps.
  vi.stubGlobal('document', { getElementById: () => ({ innerHTML: '<main></main>' }) })
  const outcome = renderWithVikeReact(pageContext)
  outcome.catch(() => undefined)
  await vi.waitFor(() => expect(rendered.length, named('a later page was not rendered into the root shareRoot() keeps in its global object')).toBe(1))
  return { outcome, element: rendered[0] }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("vike-react's private parts (pages/vikeReactInternals.tsx), against the installed vike-react", () => {
  it('is the version they were checked against', () => {
    expect(installed, named('a new version: check each assumption of the module header, then update vikeReactVersion')).toBe(vikeReactVersion)
  })

  it('has its onRenderClient where the module imports it from', () => {
    expect(typeof renderWithVikeReact, named('vike-react/__internal/integration/onRenderClient exports no onRenderClient')).toBe('function')
  })

  it.each([true, false])('renders a later page into the hydrated root, in the hydrated tree’s shape (StrictMode %s)', async (strict) => {
    const pageContext = laterPage(strict ? {} : { reactStrictMode: false })
    const { outcome, element } = await renderLaterPage(pageContext, strict)
    const hydrated = hydratedTree(<Layout>{<Page />}</Layout>, pageContext, strict, () => {})
    expect(componentsOf(element), named(`a later page comes as ${namesOf(element)}, the hydrated tree is ${namesOf(hydrated)}`)).toEqual(componentsOf(hydrated))
    // Its render ends once React has committed it, as vike-react's own wrapper made it.
    const onRendered = onRenderedOf(element)
    expect(onRendered, named("a later page's element no longer carries the callback that ends its render (renderPromiseResolve)")).toBeTypeOf('function')
    onRendered?.()
    await expect(outcome).resolves.toBeUndefined()
  })

  it('lets an error of the first render reject the render of a later page under way', async () => {
    let reached = false
    const { outcome } = await renderLaterPage(laterPage(), true, () => (reached = rejectVikeReactRender(new Error('a later page failed'))))
    expect(reached, named('no error callback (onUncaughtErrorLocal) in its global object while it renders a page')).toBe(true)
    await expect(outcome, named('its error callback no longer rejects the render under way')).rejects.toThrow('a later page failed')
  })
})
