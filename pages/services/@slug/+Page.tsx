import { lazy } from 'react'
import { useData } from 'vike-react/useData'
import { ServiceArticle } from '../../../components/articles/ServiceArticle'
import type { ServicePageData } from '../../../lib/pageData/serviceData'

// Only the gold-buying page has a section for it, and only that page loads its code.
const GoldSimulator = lazy(() => import('../../../features/gold-estimate/GoldSimulator'))

export default function Page() {
  return <ServiceArticle {...useData<ServicePageData>()} widgets={{ goldSimulator: <GoldSimulator /> }} />
}
