import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/PageHero'
import type { ContentPageData } from '../../lib/pages/contentPageData'

export default function Page() {
  const { hero } = useData<ContentPageData>()
  return <PageHero {...hero} />
}
