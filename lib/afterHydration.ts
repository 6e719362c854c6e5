// What every page does once the browser is idle after hydration (pages/+onHydrationEnd.ts), in one
// chunk that is not part of any first load: the service worker's registration, and the reveal of
// the sections below the fold. Should this chunk fail to load, the page simply shows every section.
import { registerServiceWorker } from './pwa/registerServiceWorker'
import { revealOnScroll } from './reveal/revealOnScroll'

export function afterHydration() {
  revealOnScroll()
  return registerServiceWorker()
}
