import type { Review } from './types'

const OLD_REVIEW_MS = 30 * 24 * 60 * 60 * 1000

/**
 * Bands a review by length, rating and age. Reviews are grouped by score and the groups are
 * interleaved, so the rotation alternates kinds of reviews instead of showing alike ones in a row.
 */
export function reviewScore(review: Review, now: number): number {
  const writtenAt = reviewTimeMs(review)
  const isOld = writtenAt !== null && now - writtenAt > OLD_REVIEW_MS
  return lengthScore(review.text) + ratingScore(review.rating) + (isOld ? 2 : 0)
}

function lengthScore(text: string): number {
  if (text.length < 50) return 1
  if (text.length > 200) return 3
  return 2
}

function ratingScore(rating: number): number {
  if (rating === 5) return 2
  if (rating === 4) return 3
  return 4
}

// `time` comes from Google; a row typed in by hand may lack it, and then its insertion date stands in.
function reviewTimeMs(review: Review): number | null {
  if (Number.isFinite(review.time) && review.time > 0) return review.time * 1000
  const createdAt = Date.parse(review.created_at)
  return Number.isNaN(createdAt) ? null : createdAt
}

/** Sorts by score, splits into groups, shuffles each group, then deals the groups round-robin. */
export function arrangeReviews(reviews: readonly Review[], now: number, random: () => number): Review[] {
  const sorted = reviews
    .map((review, position) => ({ review, position, score: reviewScore(review, now) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ review }) => review)
  const groupSize = Math.max(2, Math.floor(reviews.length / 3))
  const groups: Review[][] = []
  for (let start = 0; start < sorted.length; start += groupSize) {
    groups.push(shuffle(sorted.slice(start, start + groupSize), random))
  }
  return interleave(groups)
}

/** Fisher–Yates on a copy; `random` returns a number in [0, 1) like Math.random. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    // The clamp keeps a random() that returns exactly 1 from reading past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)))
    ;[result[i], result[j]] = [result[j] as T, result[i] as T]
  }
  return result
}

/** First item of each group, then the second of each group, and so on. */
export function interleave<T>(groups: readonly (readonly T[])[]): T[] {
  const longest = Math.max(0, ...groups.map((group) => group.length))
  const result: T[] = []
  for (let i = 0; i < longest; i++) {
    for (const group of groups) if (i < group.length) result.push(group[i] as T)
  }
  return result
}
