import { useData } from 'vike-react/useData'
import { ServiceArticle } from '../../../components/articles/ServiceArticle'
import type { ServicePageData } from '../../../lib/pageData/serviceData'
import { ServiceShowcase } from '../../../features/showcase/ServiceShowcase'
import { useLiveFact } from '../../../lib/useLiveFact'

const liveServicePrices = (built: ServicePageData) => import('../../../features/price-guide/livePriceLines').then((live) => live.servicePageNow(built))

export default function Page() {
  // Its own price lines as the database has them now, after hydration.
  const data = useLiveFact(useData<ServicePageData>(), liveServicePrices)
  return <ServiceArticle {...data} showcase={<ServiceShowcase pieces={data.pieces} service={data.contactService} />} />
}
