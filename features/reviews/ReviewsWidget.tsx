import { useEffect, useState } from 'react'
import { fetchReviews } from './fetchReviews'
import { frenchDay } from '../../lib/content/frenchDates'
import { relativeReviewTime, reviewerName, truncateReview } from './format'
import { advanceRotation, currentReview, loadRotation, ROTATION_INTERVAL_MS } from './rotation'
import { reviewStats } from './stats'
import type { Review, RotationState } from './types'
import { Stars } from '../../components/ui/Stars'
import { reviewsTexts } from './texts'
import { reviewsBoxClassName } from './box'

const context = () => ({ storage: window.localStorage, now: Date.now(), random: Math.random })

export default function ReviewsWidget() {
  const [reviews, setReviews] = useState<Review[] | null>(null)
  const [rotation, setRotation] = useState<RotationState | null>(null)
  // The moment the reviews were read: their relative times are counted from it.
  const [shownAt, setShownAt] = useState(0)

  useEffect(() => {
    let cancelled = false
    void fetchReviews().then((list) => {
      if (cancelled) return
      setShownAt(Date.now())
      setReviews(list)
      setRotation(loadRotation(list, context()))
    })
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(() => {
    if (!rotation || rotation.allReviews.length < 2) return
    const timer = window.setTimeout(() => setRotation((state) => state && advanceRotation(state, context())), ROTATION_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [rotation])

  if (reviews === null) return <div className={`${reviewsBoxClassName} rounded-xl bg-ivory-200`} aria-hidden="true" />
  // No review, or none could be read: the message alone, and no statistics (a 0,0 would mislead).
  if (!reviews.length)
    return (
      <div className={reviewsBoxClassName} data-reviews-widget>
        <p className="rounded-xl bg-ivory-200 p-4 text-sm text-stone-600">{reviewsTexts.none}</p>
      </div>
    )
  const stats = reviewStats(reviews)
  const review = rotation && currentReview(rotation)
  return (
    <div className={`${reviewsBoxClassName} flex flex-col`} data-reviews-widget>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="flex flex-col rounded-lg bg-ivory-200 p-2">
          <dt className="text-xs text-stone-600">{reviewsTexts.average}</dt>
          <dd className="order-first font-serif text-2xl text-ink" data-stat="average">
            {stats.averageRating.toLocaleString('fr-FR', { minimumFractionDigits: 1 })}
          </dd>
        </div>
        <div className="flex flex-col rounded-lg bg-ivory-200 p-2">
          <dt className="text-xs text-stone-600">{reviewsTexts.total}</dt>
          <dd className="order-first font-serif text-2xl text-ink" data-stat="total">
            {stats.totalReviews}
          </dd>
        </div>
        <div className="flex flex-col rounded-lg bg-ivory-200 p-2">
          <dt className="text-xs text-stone-600">{reviewsTexts.fiveStars}</dt>
          <dd className="order-first font-serif text-2xl text-ink" data-stat="five-stars">
            {stats.fiveStarCount}
          </dd>
        </div>
      </dl>
      {review ? (
        <div className="mt-4 min-h-0 flex-1 overflow-hidden rounded-xl border border-ink/10 p-4" aria-live="polite" data-review-id={review.id}>
          <figure>
            <Stars rating={review.rating} />
            {/* With a reply under it, the quotation gives up two of its six lines. */}
            <blockquote className={`mt-2 text-sm leading-relaxed text-ink ${review.reply ? 'line-clamp-4' : 'line-clamp-6'}`}>
              « {truncateReview(review.text)} »
            </blockquote>
            <figcaption className="mt-3 flex justify-between text-xs text-stone-600">
              <span className="font-semibold text-ink">{reviewerName(review.author_name)}</span>
              <time dateTime={review.created_at} title={frenchDay(review.created_at)}>
                {relativeReviewTime(review.created_at, shownAt)}
              </time>
            </figcaption>
          </figure>
          {review.reply && review.replied_at ? <ReviewReply reply={review.reply} repliedAt={review.replied_at} shownAt={shownAt} /> : null}
        </div>
      ) : null}
      <ReviewsPolicy />
    </div>
  )
}

/** The workshop's reply under the review, as Google shows one: who answers, when, and its words. */
function ReviewReply({ reply, repliedAt, shownAt }: { reply: string; repliedAt: string; shownAt: number }) {
  return (
    <div className="mt-2 border-l-2 border-gold-600 pl-3 text-xs" data-review-reply>
      <p className="text-stone-600">
        <span className="font-semibold text-ink">{reviewsTexts.reply}</span> ·{' '}
        <time dateTime={repliedAt} title={frenchDay(repliedAt)}>
          {relativeReviewTime(repliedAt, shownAt)}
        </time>
      </p>
      <p className="mt-1 line-clamp-2 leading-relaxed text-ink">{truncateReview(reply, 140)}</p>
    </div>
  )
}

/** How reviews are collected and ordered, beside them, with a link to the full explanation. */
function ReviewsPolicy() {
  return (
    <p className="mt-3 text-xs text-stone-600" data-reviews-policy>
      {reviewsTexts.howCollected}{' '}
      <a className="focus-ring rounded-sm text-ink underline underline-offset-4" href={reviewsTexts.howCollectedLink.href}>
        {reviewsTexts.howCollectedLink.label}
      </a>
    </p>
  )
}
