// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { goldBuyingAsBuilt } from '../../../features/gold-estimate/goldBuyingAsBuilt'
import { priceLinesAsBuilt } from '../../../features/price-guide/priceLinesAsBuilt'
import { withServicePriceLines } from '../../../features/price-guide/priceGuideData'
import { loadReviewProfileAsBuilt } from '../../../features/reviews/reviewProfileAsBuilt'
import { withReviewProfile } from '../../../features/reviews/withReviewProfile'
import { loadServicePage } from '../../../lib/pageData/serviceData'

/** The service page, with the review figure the owner set and its own lines of the price guide; the
 *  gold-buying page with the database's current price list. Each when the build can read it. */
export async function data(pageContext: PageContextServer) {
  const built = loadServicePage(pageContext)
  const [profile, lines] = await Promise.all([loadReviewProfileAsBuilt(), priceLinesAsBuilt()])
  const page = withServicePriceLines(withReviewProfile(built, profile), lines, pageContext)
  const prices = page.sections.find((section) => section.kind === 'goldPrices')
  if (!prices) return page
  const buying = await goldBuyingAsBuilt(prices.buying)
  return { ...page, sections: page.sections.map((section) => (section.kind === 'goldPrices' ? { ...section, buying } : section)) }
}
