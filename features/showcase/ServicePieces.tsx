import { SectionHeading } from '../../components/sections/SectionHeading'
import { CtaLink } from '../../components/ui/CtaLink'
import { servicePiecesSection as texts } from '../../lib/content/pageContent/showcase'
import { ShowcaseGrid, type ShownPiece } from './ShowcaseGrid'
import { useLivePieces } from './useLivePieces'

// A service page's finished pieces, with a link to all of them. Its code is loaded once the section
// nears the viewport (ServiceShowcase.tsx), the lightbox's when a photo is opened; once hydrated, it
// shows the service's pieces as the database has them now (livePieces.ts).
export default function ServicePieces({ pieces: built, service }: { pieces: readonly ShownPiece[]; service: string }) {
  const pieces = useLivePieces(built, service)
  // Every piece unpublished since the build: no heading over an empty grid.
  if (pieces.length === 0) return null
  return (
    <section id={texts.id} aria-labelledby={`${texts.id}-titre`} className="bg-ivory-100 py-16 sm:py-20">
      <div className="container">
        <SectionHeading id={texts.id} title={texts.title} intro={texts.intro} />
        <ShowcaseGrid pieces={pieces} />
        <p className="mt-10">
          <CtaLink cta={texts.all} />
        </p>
      </div>
    </section>
  )
}
