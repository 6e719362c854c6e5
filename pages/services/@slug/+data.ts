// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { goldBuyingAsBuilt } from '../../../features/gold-estimate/goldBuyingAsBuilt'
import { loadReviewProfileAsBuilt } from '../../../features/reviews/reviewProfileAsBuilt'
import { withReviewProfile } from '../../../features/reviews/withReviewProfile'
import { loadServicePage } from '../../../lib/pageData/serviceData'

/** The service page, with the review figure the owner set; the gold-buying page with the database's
 *  current price list. Each when the build can read it. */
export async function data(pageContext: PageContextServer) {
  const page = withReviewProfile(loadServicePage(pageContext), await loadReviewProfileAsBuilt())
  const prices = page.sections.find((section) => section.kind === 'goldPrices')
  if (!prices) return page
  const buying = await goldBuyingAsBuilt(prices.buying)
  return { ...page, sections: page.sections.map((section) => (section.kind === 'goldPrices' ? { ...section, buying } : section)) }
}
