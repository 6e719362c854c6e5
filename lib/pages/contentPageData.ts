import type { ContentPage, LegalPage } from '../content/types'
import { applyPageHead } from './pageHead'

/** Data of a hero-and-sections page, with its head set from the route table. */
export function loadContentPage(page: ContentPage) {
  const route = applyPageHead(page.path)
  return { hero: page.hero, sections: page.sections, breadcrumb: route.breadcrumb ?? null }
}
export type ContentPageData = ReturnType<typeof loadContentPage>

export function loadLegalPage(page: LegalPage) {
  applyPageHead(page.path)
  const { title, intro, lastUpdated, sections } = page
  return { title, intro, lastUpdated, sections }
}
export type LegalPageData = ReturnType<typeof loadLegalPage>
