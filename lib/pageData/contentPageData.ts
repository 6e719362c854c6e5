import type { ContentPage, LegalPage } from '../content/types'
import { applyPageHead } from './pageHead'

/** Data of a hero-and-sections page, with its head set from the route table. */
export function loadContentPage(page: ContentPage) {
  const route = applyPageHead(page.path)
  return { hero: page.hero, sections: page.sections, breadcrumb: route.breadcrumb ?? null }
}
export type ContentPageData = ReturnType<typeof loadContentPage>

// Formatted here, at build time: the first Intl.DateTimeFormat of a page loads the browser's locale
// data, a long task on a phone that hydration would otherwise pay on every legal page.
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })

export function loadLegalPage(page: LegalPage) {
  applyPageHead(page.path)
  const { title, intro, lastUpdated, sections } = page
  return { title, intro, lastUpdated: { iso: lastUpdated, label: longDate.format(new Date(lastUpdated)) }, sections }
}
export type LegalPageData = ReturnType<typeof loadLegalPage>
