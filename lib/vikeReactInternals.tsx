// Everything pages/+onRenderClient.tsx relies on in vike-react beyond its documented settings and
// hooks, in one place; tests/unit/vikeReactInternals.test.tsx checks each assumption against the
// installed vike-react, through +onRenderClient.tsx itself.
//
// The first render hydrates inside a transition (+onRenderClient.tsx says why), which vike-react
// has no setting for: its `react` setting passes options to hydrateRoot, not the priority of the
// update, and it calls hydrateRoot after awaiting the onBeforeRenderClient hooks, out of reach of a
// startTransition around it. Later pages stay vike-react's (it updates the head, useConfig's title
// and description included, and hands render errors to Vike), rendered into the root the first
// render made. For that the site uses what vike-react does not document:
// - its onRenderClient, from its package's `__internal` entry;
// - the object where it keeps its root and the error callback of the render under way (a global
//   key, `_vike_react`, then its file's name: vike-react/dist/utils/getGlobalObject.js);
// - the element it renders a page as (vike-react/dist/integration/getPageElement.js), given the
//   hydrated tree's shape;
// - VikeReactProviderPageContext, the context usePageContext() reads (exported, undocumented).
import { isValidElement, StrictMode, useEffect, type ReactNode } from 'react'
import type { Root } from 'react-dom/client'

export { onRenderClient as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderClient'
export { VikeReactProviderPageContext } from 'vike-react/usePageContext'

/** The vike-react version these assumptions were checked against (package.json pins it). */
export const vikeReactVersion = '0.6.30'

interface VikeReactState {
  /** The root vike-react renders every page into once it has one. */
  root?: Root
  /** Rejects the render of the page vike-react is rendering, so Vike's error handling runs. */
  onUncaughtErrorLocal?: (error: unknown) => void
}

/** vike-react's own state for its onRenderClient. */
export const vikeReactState = () => {
  const all = ((globalThis as { _vike_react?: Record<string, VikeReactState> })._vike_react ??= {})
  return (all['onRenderClient.tsx'] ??= {})
}

/** Calls `onRendered` once React has committed its children: the hydrated tree's top. */
export function Rendered({ onRendered, children }: { onRendered: () => void; children: ReactNode }) {
  useEffect(onRendered, [onRendered])
  return children
}

/** StrictMode as vike-react applies it, on its reactStrictMode setting. */
export const withStrictMode = (page: ReactNode, strict: boolean) => (strict ? <StrictMode>{page}</StrictMode> : page)

// vike-react renders a later page as <StrictMode><its own effect wrapper>{page}</…></StrictMode>.
// That wrapper is not `Rendered`, and React replaces a subtree whose component changes: the first
// client-side navigation would build the header and the footer anew, losing their state and the
// focus of the link pressed. Its pages are given the hydrated tree's shape instead; one it does not
// recognise is rendered as it comes.
export function inHydratedShape(element: ReactNode, strict: boolean): ReactNode {
  const wrapper = strict && isValidElement<{ children?: ReactNode }>(element) ? element.props.children : element
  if (!isValidElement<{ renderPromiseResolve?: () => void; children?: ReactNode }>(wrapper)) return element
  const { renderPromiseResolve, children } = wrapper.props
  return typeof renderPromiseResolve === 'function' ? withStrictMode(<Rendered onRendered={renderPromiseResolve}>{children}</Rendered>, strict) : element
}
