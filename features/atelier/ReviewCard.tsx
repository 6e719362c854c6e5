import { useState } from 'react'
import { Stars } from '../../components/ui/Stars'
import { ConfirmDialog } from './ConfirmDialog'
import { ReplyForm } from './ReplyForm'
import { frenchDay } from '../../lib/content/frenchDates'
import { replyToReview, reviewChanges, setReviewHidden, type MemberReview } from './reviews'
import { reviewTexts as texts } from './texts/reviews'
import { useMemberChange } from './useMemberChange'

interface Props {
  review: MemberReview
  busy: boolean
  onRemove: () => void
}

// One review as the owner sees it: hidden or not, its reply, and what can be done to it.
export function ReviewCard({ review, busy, onRemove }: Props) {
  const [replying, setReplying] = useState(false)
  const [removingReply, setRemovingReply] = useState(false)
  const hide = useMemberChange(reviewChanges, (hidden: boolean) => setReviewHidden(review.id, hidden), review.hidden ? texts.shown : texts.hidden)
  const unreply = useMemberChange(reviewChanges, () => replyToReview(review.id, ''), texts.replyRemoved)
  const headingId = `review-${review.id}`
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-2xl border p-4 ${review.hidden ? 'border-dashed border-ink/30 bg-ivory-200' : 'border-ink/15 bg-white'}`}
        data-review={review.id}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-ink">
            {review.author_name}
          </h3>
          {review.hidden && <span className="rounded-full bg-ink px-3 py-1 text-xs font-semibold text-ivory">{texts.hiddenBadge}</span>}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <Stars rating={review.rating} />
          <span>{texts.given(frenchDay(review.created_at), review.source)}</span>
        </p>
        <p className="mt-2 whitespace-pre-line text-ink">{review.text}</p>
        {review.reply && !replying && (
          <div className="mt-3 border-l-2 border-gold-600 pl-3">
            <p className="text-sm font-semibold text-ink">
              {texts.replyHeading}
              {review.replied_at && <span className="font-normal text-stone-600"> — {texts.repliedOn(frenchDay(review.replied_at))}</span>}
            </p>
            <p className="mt-1 whitespace-pre-line text-ink">{review.reply}</p>
          </div>
        )}
        {replying ? (
          <ReplyForm review={review} onDone={() => setReplying(false)} />
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className="btn-secondary px-4 py-2" onClick={() => setReplying(true)}>
              {review.reply ? texts.editReply : texts.writeReply}
            </button>
            {review.reply && (
              <button type="button" className="btn-secondary px-4 py-2" disabled={unreply.isPending} onClick={() => setRemovingReply(true)}>
                {texts.removeReply}
              </button>
            )}
            <button type="button" className="btn-secondary px-4 py-2" disabled={hide.isPending} onClick={() => hide.mutate(!review.hidden)}>
              {review.hidden ? texts.show : texts.hide}
            </button>
            <button type="button" className="btn-secondary px-4 py-2" disabled={busy} onClick={onRemove}>
              {texts.remove}
            </button>
          </div>
        )}
        <ConfirmDialog
          open={removingReply}
          title={texts.removeReplyTitle}
          description={texts.removeReplyBody(review.author_name)}
          confirmLabel={texts.removeReplyConfirm}
          cancelLabel={texts.keep}
          onConfirm={() => {
            unreply.mutate(undefined)
            setRemovingReply(false)
          }}
          onCancel={() => setRemovingReply(false)}
        />
      </article>
    </li>
  )
}
