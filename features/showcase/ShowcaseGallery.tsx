import { showcasePage } from '../../lib/content/pageContent/showcase'
import { ShowcaseGrid, type ShownPiece } from './ShowcaseGrid'

// /realisations: every published piece, or a plain word that there is none yet.
export function ShowcaseGallery({ pieces }: { pieces: readonly ShownPiece[] }) {
  if (pieces.length === 0)
    return (
      <section className="bg-ivory-100 py-16">
        <p className="container max-w-2xl text-lg text-stone-600">{showcasePage.empty}</p>
      </section>
    )
  return (
    <section aria-labelledby="realisations-titre" className="bg-ivory-100 py-16 sm:py-20">
      <h2 id="realisations-titre" className="sr-only">
        {showcasePage.hero.title}
      </h2>
      <div className="container">
        <ShowcaseGrid pieces={pieces} firstAtOnce />
      </div>
    </section>
  )
}
