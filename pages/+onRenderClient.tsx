import { createElement, startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { onRenderClient as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderClient'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'

// https://vike.dev/onRenderClient — vike-react's own, except for the first render: it hydrates
// inside a transition, so React hydrates in slices of a few milliseconds and yields to the browser
// between them, instead of in one long task on a phone (Next.js hydrates the same way:
// https://react.dev/reference/react/startTransition). Client-side navigations stay vike-react's.

type Hook = (pageContext: PageContextClient) => unknown

// vike-react keeps its root here (vike-react/dist/utils/getGlobalObject.js, the key is its file's
// name) and renders every later page into it. Pinned versions; the browser tests navigate.
const vikeReactState = () => {
  const all = ((globalThis as { _vike_react?: Record<string, { root?: Root }> })._vike_react ??= {})
  return (all['onRenderClient.tsx'] ??= {})
}

function Rendered({ onRendered, children }: { onRendered: () => void; children: ReactNode }) {
  useEffect(onRendered, [onRendered])
  return children
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
  if (config.reactStrictMode !== false) page = <StrictMode>{page}</StrictMode>
  startTransition(() => {
    // As vike-react does: an error that breaks the render rejects it, so Vike's error handling runs.
    vikeReactState().root = hydrateRoot(container, page, {
      onUncaughtError(error) {
        console.error(error)
        failed(error)
      },
    })
  })
  await firstRender
  for (const hook of config.onAfterRenderClient ?? []) await hook(pageContext)
}
