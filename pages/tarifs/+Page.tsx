import { useData } from 'vike-react/useData'
import { ContentSections } from '../../components/sections/ContentSections'
import { PageHero } from '../../components/sections/PageHero'
import type { ContentPageData } from '../../lib/pageData/contentPageData'
import { useLiveFact } from '../../lib/useLiveFact'

const livePriceGuide = (built: ContentPageData['sections']) =>
  import('../../features/price-guide/livePriceLines').then((live) => live.priceGuideSectionsNow(built))

// Every line is prerendered, in sections the other pages draw too; after hydration, the lines as the
// database has them now (features/price-guide/livePriceLines.ts).
export default function Page() {
  const { hero, sections: built } = useData<ContentPageData>()
  const sections = useLiveFact(built, livePriceGuide)
  return (
    <>
      <PageHero {...hero} art={<img src="/art/tools.svg" alt="" width={480} height={400} className="h-auto w-full" loading="lazy" decoding="async" />} />
      <ContentSections sections={sections} />
    </>
  )
}
