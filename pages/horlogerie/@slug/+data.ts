// https://vike.dev/data — the service page, with the review figure and links the owner set and its
// own lines of the price guide, when the build reads them.
import type { PageContextServer } from 'vike/types'
import { priceLinesAsBuilt } from '../../../features/price-guide/priceLinesAsBuilt'
import { withServicePriceLines } from '../../../features/price-guide/priceGuideData'
import { loadReviewProfileAsBuilt } from '../../../features/reviews/reviewProfileAsBuilt'
import { withReviewProfile } from '../../../features/reviews/withReviewProfile'
import { loadServicePage } from '../../../lib/pageData/serviceData'

export async function data(pageContext: PageContextServer) {
  const built = loadServicePage(pageContext)
  const [profile, lines] = await Promise.all([loadReviewProfileAsBuilt(), priceLinesAsBuilt()])
  return withServicePriceLines(withReviewProfile(built, profile), lines, pageContext)
}
