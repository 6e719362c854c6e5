import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/PageHero'
import { ShowcaseGallery } from '../../features/showcase/ShowcaseGallery'
import { showcasePage } from '../../lib/content/pageContent/showcase'
import type { ShowcasePageData } from './+data'

export default function Page() {
  const { pieces } = useData<ShowcasePageData>()
  return (
    <>
      <PageHero {...showcasePage.hero} actions={pieces.length === 0 ? [{ ...showcasePage.emptyAction, variant: 'primary' }] : []} />
      <ShowcaseGallery pieces={pieces} />
    </>
  )
}
