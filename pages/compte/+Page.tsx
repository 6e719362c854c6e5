import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/PageHero'
import type { ContentPageData } from '../../lib/pageData/contentPageData'

// Customer accounts are disabled: the page says so and points to the contact page. Nothing here signs in.
export default function Page() {
  const { hero } = useData<ContentPageData>()
  return <PageHero {...hero} />
}
