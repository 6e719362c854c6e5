import { preloadPrerenderedLazy } from '../components/ui/prerenderedLazy'
import { loadCalendarAsBuilt } from '../features/opening-hours/calendarAsBuilt'
import { loadReviewProfileAsBuilt } from '../features/reviews/reviewProfileAsBuilt'

// https://vike.dev/onBeforeRenderHtml — runs on the server before renderToString, which cannot
// wait for lazy chunks: load them so their sections are in the prerendered HTML. The weekly hours, the
// owner's opening exceptions and the review figure are read here too (once per build), for the head's JSON-LD.
export async function onBeforeRenderHtml() {
  await Promise.all([preloadPrerenderedLazy(), loadCalendarAsBuilt(), loadReviewProfileAsBuilt()])
}
