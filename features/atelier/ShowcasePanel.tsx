import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog'
import { QueryState } from './QueryState'
import { deletePiece, memberPieces, showcaseChanges, type MemberPiece } from './showcase'
import { ShowcaseCard } from './ShowcaseCard'
import { ShowcaseForm } from './ShowcaseForm'
import { showcaseTexts as texts } from './texts/showcase'
import { useMemberChange } from './useMemberChange'

// « Réalisations »: every finished piece, published or not, in the site's order, each with its
// actions; the form to add one from the phone's camera or gallery.
export function ShowcasePanel() {
  const pieces = useQuery({ queryKey: ['showcase'], queryFn: memberPieces })
  const [removing, setRemoving] = useState<MemberPiece | null>(null)
  const remove = useMemberChange(showcaseChanges, (piece: MemberPiece) => deletePiece(piece.id), texts.removed)
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
                  onRemove={() => setRemoving(piece)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <ShowcaseForm />
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        description={removing ? texts.removeBody(removing.caption) : ''}
        confirmLabel={texts.removeConfirm}
        cancelLabel={texts.keep}
        onConfirm={() => {
          if (removing) remove.mutate(removing)
          setRemoving(null)
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
