import { createElement, startTransition, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { inHydratedShape, Rendered, renderWithVikeReact, VikeReactProviderPageContext, vikeReactState, withStrictMode } from '../lib/vikeReactInternals'

// https://vike.dev/onRenderClient — vike-react's own, except for the first render: it hydrates
// inside a transition, so React hydrates in slices of a few milliseconds and yields to the browser
// between them, instead of in one long task on a phone (Next.js hydrates the same way:
// https://react.dev/reference/react/startTransition). Client-side navigations stay vike-react's,
// rendered into the hydrated tree; what that takes of vike-react, and why, is in
// ./vikeReactInternals.tsx.

type Hook = (pageContext: PageContextClient) => unknown

export async function onRenderClient(pageContext: PageContextClient) {
  const container = document.getElementById('root')
  if (!pageContext.isHydration || !container?.hasChildNodes()) {
    await renderWithVikeReact(pageContext)
    // The head tags vike-react leaves as the first page set them (lib/seo/followHead.ts).
    if (!pageContext.isHydration)
      void import('../lib/seo/followHead').then(
        (head) => head.followHead(pageContext),
        () => undefined,
      )
    return
  }

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
