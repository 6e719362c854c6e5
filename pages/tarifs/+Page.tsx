import { useData } from 'vike-react/useData'
import { ContentSections } from '../../components/sections/ContentSections'
import { PageHero } from '../../components/sections/PageHero'
import type { ContentPageData } from '../../lib/pageData/contentPageData'

// Every line is prerendered, in sections the other pages draw too: nothing to load after the page.
export default function Page() {
  const { hero, sections } = useData<ContentPageData>()
  return (
    <>
      <PageHero {...hero} art={<img src="/art/tools.svg" alt="" width={480} height={400} className="h-auto w-full" loading="lazy" decoding="async" />} />
      <ContentSections sections={sections} />
    </>
  )
}
