import type { PageContextServer } from 'vike/types'
import { catalogueEntry } from '../../lib/content/catalogue'
import { home } from '../../lib/content/pageContent/home'
import { servicePage } from '../../lib/content/services'
import { applyPageHead } from '../../lib/pageData/pageHead'
import { loadReviewProfileAsBuilt } from '../../features/reviews/reviewProfileAsBuilt'
import { withReviewProfile } from '../../features/reviews/withReviewProfile'

// https://vike.dev/data — with the review figure and links the owner set, when the build reads them.
export async function data(_pageContext: PageContextServer) {
  applyPageHead('/')
  const featured = home.featuredServices.slugs.map((slug) => {
    const { name, path, icon } = catalogueEntry(slug)
    return { name, summary: servicePage(slug).summary, path, icon }
  })
  return withReviewProfile({ ...home, featured }, await loadReviewProfileAsBuilt())
}

export type HomeData = Awaited<ReturnType<typeof data>>
