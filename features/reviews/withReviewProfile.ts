// The page data a build prerenders, with the review figure the owner set in /atelier (the
// review_profile table, read once by reviewProfileAsBuilt.ts) in place of the owner's facts' one,
// wherever the content gives it (lib/content/facts.ts: ratingScore, ratingSentence, ratingLabel), and
// the links to the Google profile beside the figure itself. Without a figure in the database the data
// is unchanged. Server side only: the page's data carries the result to the browser.
import { ratingWords } from '../../lib/content/facts'
import type { Figure } from '../../lib/content/types'
import { displayedFigures } from '../../lib/owner'
import { reviewProfileLinks } from './texts'
import type { ReviewProfile } from './types'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The links to show beside the figure: the profile, then where to leave a review. */
function reviewLinks(profile: ReviewProfile): NonNullable<Figure['links']> {
  const links: { label: string; href: string }[] = []
  if (profile.profileUrl) links.push({ label: reviewProfileLinks.profile, href: profile.profileUrl })
  if (profile.reviewUrl) links.push({ label: reviewProfileLinks.leaveReview, href: profile.reviewUrl })
  return links
}

export function withReviewProfile<T>(data: T, profile: ReviewProfile | null): T {
  if (!profile) return data
  const built = ratingWords(displayedFigures.rating)
  const shown = ratingWords(profile.rating)
  const words = new Map([
    [built.sentence, shown.sentence],
    [built.label, shown.label],
    [built.score, shown.score],
  ])
  const pattern = new RegExp([...words.keys()].map(escape).join('|'), 'g')
  const links = reviewLinks(profile)
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(pattern, (found) => words.get(found) ?? found)
    if (Array.isArray(value)) return value.map(swap)
    if (value === null || typeof value !== 'object') return value
    const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, swap(item)]))
    // The figure itself: the score over its label.
    if (links.length > 0 && copy.value === shown.score && copy.label === shown.label) copy.links = links
    return copy
  }
  return swap(data) as T
}
