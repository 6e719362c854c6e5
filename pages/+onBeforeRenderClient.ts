import type { PageContextClient } from 'vike/types'

// The HTML is prerendered and complete: let the browser paint it before React hydrates it, so the
// first paint does not wait for the scripts. (A frame, then a task: the paint happens in between.)
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) return
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
