import { readFileSync } from 'node:fs'
import { isValidElement, type ReactNode } from 'react'
import type { HydrationOptions } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onRenderClient } from '../../pages/+onRenderClient'
import { renderWithVikeReact, vikeReactState, vikeReactVersion } from '../../lib/vikeReactInternals'

// The site's onRenderClient, run in Node: React's hydrateRoot is replaced by a root that records
// what it is given; vike-react is the installed one, and renders later pages into that root.
const hydrated: { tree?: ReactNode; options?: HydrationOptions; rendered: ReactNode[] } = { rendered: [] }
vi.mock('react-dom/client', () => ({
  hydrateRoot: (_container: unknown, tree: ReactNode, options: HydrationOptions) => {
    Object.assign(hydrated, { tree, options })
    return { render: (element: ReactNode) => hydrated.rendered.push(element), unmount: () => {} }
  },
}))

const installed = (JSON.parse(readFileSync(new URL('../../node_modules/vike-react/package.json', import.meta.url), 'utf8')) as { version: string }).version
const named = (what: string) => `vike-react ${installed} (lib/vikeReactInternals.tsx, checked against ${vikeReactVersion}): ${what}`

const Page = () => null
const Layout = ({ children }: { children?: ReactNode }) => children

/** A page's context as Vike gives it to onRenderClient: no head settings, vike-react's Loading (no layout). */
const pageContext = (isHydration: boolean, config: object = {}) =>
  ({ isHydration, Page, config: { Layout: [Layout], Loading: { component: Page }, ...config } }) as unknown as PageContextClient

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

/** The first render (a hydration), run to its end. */
async function hydrate(config: object) {
  const render = onRenderClient(pageContext(true, config))
  await vi.waitFor(() => expect(hydrated.tree).toBeDefined())
  onRenderedOf(hydrated.tree)?.()
  await render
}

/** A later page's render, up to vike-react's render into the root the first render made. */
async function renderLaterPage(config: object) {
  const outcome = onRenderClient(pageContext(false, config))
  outcome.catch(() => undefined)
  await vi.waitFor(() => expect(hydrated.rendered.length, named('a later page was not rendered into the root kept in its global object')).toBe(1))
  return { outcome, element: hydrated.rendered[0] }
}

beforeEach(() => {
  Object.assign(hydrated, { tree: undefined, options: undefined, rendered: [] })
  // Both renders look up the container (#root); the prerendered one has content.
  vi.stubGlobal('document', { getElementById: () => ({ innerHTML: '<main></main>', hasChildNodes: () => true }) })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("vike-react's private parts (lib/vikeReactInternals.tsx), against the installed vike-react", () => {
  it('is the version they were checked against', () => {
    expect(installed, named('a new version: check each assumption of the module header, then update vikeReactVersion')).toBe(vikeReactVersion)
  })

  it('has its onRenderClient where the module imports it from', () => {
    expect(typeof renderWithVikeReact, named('vike-react/__internal/integration/onRenderClient exports no onRenderClient')).toBe('function')
  })

  it.each([
    ['under StrictMode', {}],
    ['without StrictMode', { reactStrictMode: false }],
  ])('renders a later page into the hydrated root, in the hydrated tree’s shape (%s)', async (_, config) => {
    await hydrate(config)
    const { outcome, element } = await renderLaterPage(config)
    expect(componentsOf(element), named(`a later page comes as ${namesOf(element)}, the hydrated tree is ${namesOf(hydrated.tree)}`)).toEqual(
      componentsOf(hydrated.tree),
    )
    // Its render ends once React has committed it, as vike-react's own wrapper made it.
    const onRendered = onRenderedOf(element)
    expect(onRendered, named("a later page's element no longer carries the callback that ends its render (renderPromiseResolve)")).toBeTypeOf('function')
    onRendered?.()
    await expect(outcome).resolves.toBeUndefined()
  })

  it('lets an error that breaks the hydrated root reject the render of a later page under way', async () => {
    await hydrate({})
    const { outcome } = await renderLaterPage({})
    const callback = vikeReactState().onUncaughtErrorLocal
    hydrated.options?.onUncaughtError?.(new Error('a later page failed'), { componentStack: '' })
    expect(callback, named('no error callback (onUncaughtErrorLocal) in its global object while it renders a page')).toBeTypeOf('function')
    await expect(outcome, named('its error callback no longer rejects the render under way')).rejects.toThrow('a later page failed')
  })
})
