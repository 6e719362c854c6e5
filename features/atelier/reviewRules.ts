// What the « Avis » forms check before sending, the same rules as the database's
// (migrations/20261209000200_atelier_reviews.sql), so a mistake is told at once. Plain TypeScript.

// private.is_https_link: https, a host with a dot, no space.
const httpsLink = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/[^\s<>"]*)?$/

/** An empty field (no link) or an https link of at most 500 characters. */
export const isHttpsLinkOrEmpty = (text: string) => text.trim() === '' || (text.trim().length <= 500 && httpsLink.test(text.trim()))

/** « 4,9 » or « 4.9 » between 1 and 5 with one decimal at most, else null. */
export function parseRatingValue(text: string): number | null {
  const match = /^\s*([1-5])(?:[,.](\d))?\s*$/.exec(text)
  if (!match) return null
  const value = Number(`${match[1]}.${match[2] ?? '0'}`)
  return value >= 1 && value <= 5 ? value : null
}

/** A whole number of reviews, 1 to a million, else null. */
export function parseReviewCount(text: string): number | null {
  const digits = text.replace(/[\s\u202f\u00a0]/g, '')
  if (!/^\d{1,7}$/.test(digits)) return null
  const count = Number(digits)
  return count >= 1 && count <= 1_000_000 ? count : null
}
