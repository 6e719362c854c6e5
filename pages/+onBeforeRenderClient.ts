import type { PageContextClient } from 'vike/types'
import { loadFonts } from '../lib/fonts/loadFonts'

// The HTML is prerendered and complete: let the browser paint it before React hydrates it, so the
// first paint waits neither for the scripts nor for the fonts. (A frame, then a task: the paint
// happens in between.)
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) return
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  loadFonts()
}
