import { useQuery } from '@tanstack/react-query'
import { QueryState } from './QueryState'
import { deletePiece, memberPieces, showcaseChanges, type MemberPiece } from './showcase'
import { ShowcaseCard } from './ShowcaseCard'
import { ShowcaseForm } from './ShowcaseForm'
import { showcaseTexts as texts } from './texts/showcase'
import { useMemberChange } from './useMemberChange'
import { useRemoval } from './useRemoval'

// « Réalisations »: every finished piece, published or not, in the site's order, each with its
// actions; the form to add one from the phone's camera or gallery.
export function ShowcasePanel() {
  const pieces = useQuery({ queryKey: ['showcase'], queryFn: memberPieces })
  const remove = useMemberChange(showcaseChanges, (piece: MemberPiece) => deletePiece(piece.id), texts.removed)
  const removal = useRemoval(texts, (piece: MemberPiece) => texts.removeBody(piece.caption), remove.mutate)
  return (
    <section aria-labelledby="showcase-heading" className="mt-6 space-y-8">
      <div>
        <h2 id="showcase-heading" className="heading-3">
          {texts.heading}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{texts.help}</p>
        <QueryState query={pieces} texts={texts}>
          {(list) => (
            <ul className="mt-4 space-y-3">
              {list.map((piece, index) => (
                <ShowcaseCard
                  key={piece.id}
                  piece={piece}
                  first={index === 0}
                  last={index === list.length - 1}
                  busy={remove.isPending}
                  onRemove={() => removal.ask(piece)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <ShowcaseForm />
      {removal.dialog}
    </section>
  )
}
