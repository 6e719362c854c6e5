// https://vike.dev/data — the service page, with the review figure and links the owner set when the build reads them.
import type { PageContextServer } from 'vike/types'
import { loadReviewProfileAsBuilt } from '../../../features/reviews/reviewProfileAsBuilt'
import { withReviewProfile } from '../../../features/reviews/withReviewProfile'
import { loadServicePage } from '../../../lib/pageData/serviceData'

export const data = async (pageContext: PageContextServer) => withReviewProfile(loadServicePage(pageContext), await loadReviewProfileAsBuilt())
