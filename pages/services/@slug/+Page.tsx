import { useData } from 'vike-react/useData'
import { ServiceArticle } from '../../../components/pages/ServiceArticle'
import type { ServicePageData } from '../../../lib/pages/serviceData'

export default function Page() {
  return <ServiceArticle {...useData<ServicePageData>()} />
}
