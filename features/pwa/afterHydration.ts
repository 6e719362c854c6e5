// What every page does once the browser is idle after hydration (pages/+onHydrationEnd.ts), in one
// chunk that is not part of any first load: the service worker's registration, the reveal of the
// sections below the fold, and the web fonts for the next page. Should this chunk fail to load, the
// page simply shows every section.
import { prepareFontsForNextPage } from '../../lib/fonts/fontsForNextPage'
import { registerServiceWorker } from './registerServiceWorker'
import { revealOnScroll } from '../../lib/reveal/revealOnScroll'

export function afterHydration() {
  revealOnScroll()
  void prepareFontsForNextPage().catch(() => undefined)
  return registerServiceWorker()
}
