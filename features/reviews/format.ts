import { frenchTimeAgo } from '../../lib/content/frenchDates'

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

/** How long ago a review was written, in French, in days at least, from its date and the moment it
 *  is shown: never stored, so never stale. A date ahead of the clock reads « aujourd’hui ». */
export const relativeReviewTime = (createdAt: string, now: number): string => frenchTimeAgo(Math.min(Date.parse(createdAt), now), now, 'day')
