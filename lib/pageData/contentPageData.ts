import type { ContentPage, LegalPage } from '../content/types'
import { frenchDay } from '../content/frenchDates'
import { applyPageHead } from './pageHead'

/** Data of a hero-and-sections page, with its head set from the route table. */
export function loadContentPage(page: ContentPage) {
  const route = applyPageHead(page.path)
  return { hero: page.hero, sections: page.sections, breadcrumb: route.breadcrumb ?? null }
}
export type ContentPageData = ReturnType<typeof loadContentPage>

// The date is formatted here, at build time: the first Intl.DateTimeFormat of a page loads the
// browser's locale data, a long task on a phone that hydration would otherwise pay on every legal page.
export function loadLegalPage(page: LegalPage) {
  applyPageHead(page.path)
  const { title, intro, lastUpdated, sections } = page
  return { title, intro, lastUpdated: { iso: lastUpdated, label: frenchDay(lastUpdated) }, sections }
}
export type LegalPageData = ReturnType<typeof loadLegalPage>
