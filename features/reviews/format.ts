import { undatedReview } from './texts'
import type { Review } from './types'

/** Cuts long reviews for the card; the full text stays in the data. */
export function truncateReview(text: string, max = 200): string {
  // Counted in code points so an emoji is never cut in half.
  const characters = Array.from(text)
  if (characters.length <= max) return text
  return characters.slice(0, max).join('').trimEnd() + '…'
}

/** 'Claire Dubois' → 'Claire D.': the first name and the initial of the last word, for privacy. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.at(-1)
  if (first === undefined || last === undefined || words.length === 1) return first ?? ''
  const initial = Array.from(last)[0] ?? ''
  return `${first} ${initial.toLocaleUpperCase('fr-FR')}.`
}

export function reviewDate(review: Pick<Review, 'relative_time_description'>): string {
  return review.relative_time_description?.trim() || undatedReview
}
