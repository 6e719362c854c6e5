// https://vike.dev/data — the price guide as the build read it (features/price-guide).
import type { PageContextServer } from 'vike/types'
import { loadPriceGuidePage } from '../../features/price-guide/priceGuideData'

export const data = (pageContext: PageContextServer) => loadPriceGuidePage(pageContext)
