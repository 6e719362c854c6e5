import { useQuery } from '@tanstack/react-query'
import { contactServiceName } from '../../lib/content/contactChoices'
import { movePiece, pieceThumbnailUrl, setPiecePublished, showcaseChanges, THUMBNAIL_URL_SECONDS, type MemberPiece } from './showcase'
import { showcaseTexts as texts } from './texts/showcase'
import { useMemberChange } from './useMemberChange'

interface Props {
  piece: MemberPiece
  first: boolean
  last: boolean
  busy: boolean
  onRemove: () => void
}

// One finished piece as the owner sees it: its photo (a signed URL minted when shown), published or
// not, and what can be done to it.
export function ShowcaseCard({ piece, first, last, busy, onRemove }: Props) {
  const thumbnail = useQuery({
    queryKey: ['showcase-photo', piece.photo],
    queryFn: () => pieceThumbnailUrl(piece.photo),
    staleTime: (THUMBNAIL_URL_SECONDS - 60) * 1000,
    gcTime: (THUMBNAIL_URL_SECONDS - 60) * 1000,
    refetchOnWindowFocus: false,
  })
  const publish = useMemberChange(
    showcaseChanges,
    (published: boolean) => setPiecePublished(piece.id, published),
    piece.published ? texts.unpublished : texts.published,
  )
  const move = useMemberChange(showcaseChanges, (direction: -1 | 1) => movePiece(piece.id, direction), texts.moved)
  const headingId = `piece-${piece.id}`
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`flex gap-4 rounded-2xl border p-4 ${piece.published ? 'border-ink/15 bg-white' : 'border-dashed border-ink/30 bg-ivory-200'}`}
        data-piece={piece.id}
      >
        {thumbnail.data ? (
          <img
            src={thumbnail.data}
            alt={texts.photoAlt(piece.caption)}
            width={96}
            height={Math.round((96 * piece.photo_height) / piece.photo_width)}
            className="h-auto w-24 shrink-0 self-start rounded-lg"
          />
        ) : (
          <div className="h-24 w-24 shrink-0 rounded-lg bg-ivory-300" aria-hidden="true" title={thumbnail.isError ? texts.photoFailed : undefined} />
        )}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="break-words font-semibold text-ink">
            {piece.caption}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{contactServiceName(piece.service)}</p>
          <p className="mt-2">
            <span className={`rounded-full px-3 py-1 text-xs font-semibold ${piece.published ? 'bg-ink text-ivory' : 'bg-white text-ink'}`}>
              {piece.published ? texts.publishedBadge : texts.draftBadge}
            </span>
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className="btn-secondary px-4 py-2" disabled={publish.isPending} onClick={() => publish.mutate(!piece.published)}>
              {piece.published ? texts.unpublish : texts.publish}
            </button>
            <button
              type="button"
              className="btn-secondary px-4 py-2"
              disabled={first || move.isPending}
              aria-label={texts.moveUpLabel(piece.caption)}
              onClick={() => move.mutate(-1)}
            >
              {texts.moveUp}
            </button>
            <button
              type="button"
              className="btn-secondary px-4 py-2"
              disabled={last || move.isPending}
              aria-label={texts.moveDownLabel(piece.caption)}
              onClick={() => move.mutate(1)}
            >
              {texts.moveDown}
            </button>
            <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={onRemove}>
              {texts.remove}
            </button>
          </div>
        </div>
      </article>
    </li>
  )
}
