import { expect, it } from 'vitest'
import { timeAgo } from './relativeTime'

const now = new Date('2027-03-10T15:00:00Z')
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000)

it('says how long ago a request came in French', () => {
  expect(timeAgo(before(20), now)).toBe('à l’instant')
  expect(timeAgo(before(5 * 60), now)).toBe('il y a 5 minutes')
  expect(timeAgo(before(3 * 3600), now)).toBe('il y a 3 heures')
  expect(timeAgo(before(26 * 3600), now)).toBe('hier')
  expect(timeAgo(before(3 * 86400), now)).toBe('il y a 3 jours')
  expect(timeAgo(before(15 * 86400), now)).toBe('il y a 2 semaines')
})
