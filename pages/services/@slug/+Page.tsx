import { lazy } from 'react'
import { useData } from 'vike-react/useData'
import { ServiceArticle } from '../../../components/articles/ServiceArticle'
import type { ServicePageData } from '../../../lib/pageData/serviceData'
import { GoldPriceTable } from '../../../features/gold-estimate/GoldPriceTable'

// Only the gold-buying page has a section for it, and only that page loads its code. Its price
// table is prerendered; the page's sections decide whether it shows.
const GoldSimulator = lazy(() => import('../../../features/gold-estimate/GoldSimulator'))

export default function Page() {
  const data = useData<ServicePageData>()
  const prices = data.sections.find((section) => section.kind === 'goldPrices')
  const widgets = prices && { goldSimulator: <GoldSimulator built={prices.buying} />, goldPrices: <GoldPriceTable built={prices.buying} /> }
  return <ServiceArticle {...data} widgets={widgets} />
}
