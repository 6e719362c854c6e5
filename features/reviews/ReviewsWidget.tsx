import { useEffect, useState } from 'react'
import { fetchReviews } from './fetchReviews'
import { reviewDate, reviewerName, truncateReview } from './format'
import { advanceRotation, currentReview, loadRotation, ROTATION_INTERVAL_MS } from './rotation'
import { emptyStats, reviewStats } from './stats'
import type { Review, RotationState } from './types'
import { Stars } from '../../components/ui/Stars'
import { reviewsTexts } from './texts'

const context = () => ({ storage: window.localStorage, now: Date.now(), random: Math.random })

export default function ReviewsWidget() {
  const [reviews, setReviews] = useState<Review[] | null>(null)
  const [rotation, setRotation] = useState<RotationState | null>(null)

  useEffect(() => {
    let cancelled = false
    void fetchReviews().then((list) => {
      if (cancelled) return
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

  if (reviews === null) return <div className="mt-4 h-64 rounded-xl bg-ivory-200" aria-hidden="true" />
  const stats = reviews.length ? reviewStats(reviews) : emptyStats
  const review = rotation && currentReview(rotation)
  return (
    <div className="mt-4 min-h-64" data-reviews-widget>
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
        <figure className="mt-4 rounded-xl border border-ink/10 p-4" aria-live="polite" data-review-id={review.id}>
          <Stars rating={review.rating} />
          <blockquote className="mt-2 text-sm leading-relaxed text-ink">« {truncateReview(review.text)} »</blockquote>
          <figcaption className="mt-3 flex justify-between text-xs text-stone-600">
            <span className="font-semibold text-ink">{reviewerName(review.author_name)}</span>
            <span>{reviewDate(review)}</span>
          </figcaption>
        </figure>
      ) : (
        <p className="mt-4 rounded-xl bg-ivory-200 p-4 text-sm text-stone-600">{reviewsTexts.none}</p>
      )}
    </div>
  )
}
