import { useData } from 'vike-react/useData'
import { PageHero } from '../../components/sections/PageHero'
import { ShowcaseGallery } from '../../features/showcase/ShowcaseGallery'
import { useLivePieces } from '../../features/showcase/useLivePieces'
import { showcasePage } from '../../lib/content/pageContent/showcase'
import type { ShowcasePageData } from './+data'

export default function Page() {
  // After hydration, the pieces as the database has them now (features/showcase/livePieces.ts).
  const pieces = useLivePieces(useData<ShowcasePageData>().pieces)
  return (
    <>
      <PageHero {...showcasePage.hero} actions={pieces.length === 0 ? [{ ...showcasePage.emptyAction, variant: 'primary' }] : []} />
      <ShowcaseGallery pieces={pieces} />
    </>
  )
}
