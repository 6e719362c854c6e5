import { createElement, isValidElement, startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { onRenderClient as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderClient'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'

// https://vike.dev/onRenderClient — vike-react's own, except for the first render: it hydrates
// inside a transition, so React hydrates in slices of a few milliseconds and yields to the browser
// between them, instead of in one long task on a phone (Next.js hydrates the same way:
// https://react.dev/reference/react/startTransition). Client-side navigations stay vike-react's,
// rendered into the hydrated tree (inHydratedShape, below).

type Hook = (pageContext: PageContextClient) => unknown

interface VikeReactState {
  root?: Root
  /** Rejects the render of the page vike-react is rendering, so Vike's error handling runs. */
  onUncaughtErrorLocal?: (error: unknown) => void
}

// vike-react keeps its root here (vike-react/dist/utils/getGlobalObject.js, the key is its file's
// name) and renders every later page into it. Pinned versions; the browser tests navigate.
const vikeReactState = () => {
  const all = ((globalThis as { _vike_react?: Record<string, VikeReactState> })._vike_react ??= {})
  return (all['onRenderClient.tsx'] ??= {})
}

function Rendered({ onRendered, children }: { onRendered: () => void; children: ReactNode }) {
  useEffect(onRendered, [onRendered])
  return children
}

const withStrictMode = (page: ReactNode, strict: boolean) => (strict ? <StrictMode>{page}</StrictMode> : page)

// vike-react renders a later page as <StrictMode><its own effect wrapper>{page}</…></StrictMode>
// (vike-react/dist/integration/getPageElement.js; StrictMode on the same setting as here). That
// wrapper is not `Rendered`, and React replaces a subtree whose component changes: the first
// client-side navigation would build the header and the footer anew, losing their state and the
// focus of the link pressed. Its pages are given the hydrated tree's shape instead; one it does not
// recognise is rendered as it comes.
function inHydratedShape(element: ReactNode, strict: boolean): ReactNode {
  const wrapper = strict && isValidElement<{ children?: ReactNode }>(element) ? element.props.children : element
  if (!isValidElement<{ renderPromiseResolve?: () => void; children?: ReactNode }>(wrapper)) return element
  const { renderPromiseResolve, children } = wrapper.props
  return typeof renderPromiseResolve === 'function' ? withStrictMode(<Rendered onRendered={renderPromiseResolve}>{children}</Rendered>, strict) : element
}

export async function onRenderClient(pageContext: PageContextClient) {
  const container = document.getElementById('root')
  if (!pageContext.isHydration || !container?.hasChildNodes()) return renderWithVikeReact(pageContext)

  const config = pageContext.config as {
    onBeforeRenderClient?: Hook[]
    onAfterRenderClient?: Hook[]
    Layout?: ComponentType<{ children: ReactNode }>[]
    Wrapper?: ComponentType<{ children: ReactNode }>[]
    reactStrictMode?: boolean
  }
  for (const hook of config.onBeforeRenderClient ?? []) await hook(pageContext)
  const { Page } = pageContext
  let page: ReactNode = Page ? createElement(Page) : null
  for (const Wrap of [...(config.Layout ?? []), ...(config.Wrapper ?? [])]) page = createElement(Wrap, null, page)
  let rendered = () => {}
  let failed: (error: unknown) => void = () => {}
  const firstRender = new Promise<void>((resolve, reject) => ((rendered = resolve), (failed = reject)))
  page = (
    <Rendered onRendered={rendered}>
      <VikeReactProviderPageContext pageContext={pageContext}>{page}</VikeReactProviderPageContext>
    </Rendered>
  )
  const strict = config.reactStrictMode !== false
  page = withStrictMode(page, strict)
  const state = vikeReactState()
  startTransition(() => {
    // As vike-react does: an error that breaks the render rejects it (this one, or the later page's
    // vike-react is rendering), so Vike's error handling runs.
    const root = hydrateRoot(container, page, {
      onUncaughtError(error) {
        console.error(error)
        failed(error)
        state.onUncaughtErrorLocal?.(error)
      },
    })
    state.root = { render: (element) => root.render(inHydratedShape(element, strict)), unmount: () => root.unmount() }
  })
  await firstRender
  for (const hook of config.onAfterRenderClient ?? []) await hook(pageContext)
}
