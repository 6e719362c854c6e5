import { useData } from 'vike-react/useData'
import { ServiceArticle } from '../../../components/articles/ServiceArticle'
import type { ServicePageData } from '../../../lib/pageData/serviceData'
import { ServiceShowcase } from '../../../features/showcase/ServiceShowcase'

export default function Page() {
  const data = useData<ServicePageData>()
  return <ServiceArticle {...data} showcase={<ServiceShowcase pieces={data.pieces} />} />
}
