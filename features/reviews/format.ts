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

const DAY_MS = 86_400_000

/** How long ago a review was written, in French, from its date and the moment it is shown: never stored, so never stale. */
export function relativeReviewTime(createdAt: string, now: number): string {
  const days = Math.max(0, Math.floor((now - Date.parse(createdAt)) / DAY_MS))
  const format = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' })
  if (days < 7) return format.format(-days, 'day')
  if (days < 30) return format.format(-Math.floor(days / 7), 'week')
  if (days < 365) return format.format(-Math.floor(days / 30), 'month')
  return format.format(-Math.floor(days / 365), 'year')
}

/** '12 août 2026': the review's date in full, in Paris. */
export const fullReviewDate = (createdAt: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(createdAt))
