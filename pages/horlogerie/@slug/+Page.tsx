import { useData } from 'vike-react/useData'
import { ServiceArticle } from '../../../components/articles/ServiceArticle'
import type { ServicePageData } from '../../../lib/pageData/serviceData'

export default function Page() {
  return <ServiceArticle {...useData<ServicePageData>()} />
}
