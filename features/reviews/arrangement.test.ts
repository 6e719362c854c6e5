import { describe, expect, it } from 'vitest'
import { arrangeReviews, interleave, reviewScore, shuffle } from './arrangement'
import type { Review } from './types'

const NOW = Date.parse('2026-06-09T12:00:00Z')
const DAY_MS = 24 * 60 * 60 * 1000
const THIRTY_DAYS_MS = 30 * DAY_MS

function review(id: string, { length = 100, rating = 5, writtenAt = NOW - DAY_MS } = {}): Review {
  return {
    id,
    author_name: 'Cliente',
    text: 'x'.repeat(length),
    rating,
    time: writtenAt / 1000,
    created_at: new Date(writtenAt).toISOString(),
  }
}

/** Makes Fisher–Yates keep every item in place, so the tests see the order before shuffling. */
const keepOrder = () => 0.999_999
/** Makes Fisher–Yates swap each item with the first one. */
const alwaysZero = () => 0

function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ids = (reviews: readonly Review[]) => reviews.map((r) => r.id)

describe('review score', () => {
  it.each([
    [49, 1],
    [50, 2],
    [200, 2],
    [201, 3],
  ])('gives a text of %i characters a length score of %i', (length, lengthScore) => {
    // A recent five-star review adds 2.
    expect(reviewScore(review('r', { length }), NOW)).toBe(lengthScore + 2)
  })

  it.each([
    [5, 2],
    [4, 3],
    [3, 4],
    [2, 4],
    [1, 4],
  ])('gives a rating of %i a rating score of %i', (rating, ratingScore) => {
    // A recent text of 100 characters adds 2.
    expect(reviewScore(review('r', { rating }), NOW)).toBe(ratingScore + 2)
  })

  it('adds 2 for a review written more than 30 days ago', () => {
    expect(reviewScore(review('r', { writtenAt: NOW - THIRTY_DAYS_MS - 1000 }), NOW)).toBe(6)
  })

  it('adds nothing for a review exactly 30 days old', () => {
    expect(reviewScore(review('r', { writtenAt: NOW - THIRTY_DAYS_MS }), NOW)).toBe(4)
  })

  it('reads the age from the Google time, in seconds, before the insertion date', () => {
    const oldOnGoogle = { ...review('r', { writtenAt: NOW - 90 * DAY_MS }), created_at: new Date(NOW).toISOString() }
    expect(reviewScore(oldOnGoogle, NOW)).toBe(6)
  })

  it('falls back on the insertion date when the Google time is missing', () => {
    const old = { ...review('r', { writtenAt: NOW - 90 * DAY_MS }), time: 0 }
    const recent = { ...review('r'), time: null as unknown as number }
    expect(reviewScore(old, NOW)).toBe(6)
    expect(reviewScore(recent, NOW)).toBe(4)
  })

  it('adds nothing for age when neither date can be read', () => {
    expect(reviewScore({ ...review('r'), time: 0, created_at: 'pas une date' }, NOW)).toBe(4)
  })

  it('adds the three parts together', () => {
    expect(reviewScore(review('r', { length: 300, rating: 2, writtenAt: NOW - 60 * DAY_MS }), NOW)).toBe(3 + 4 + 2)
    expect(reviewScore(review('r', { length: 10, rating: 5 }), NOW)).toBe(1 + 2)
  })
})

describe('arranging reviews', () => {
  // Scores: s3 = short five-star, s4 = medium five-star, s5 = long five-star,
  // s6 = long four-star, s7 = long three-star, s9 = old long three-star.
  const byScore = {
    s3: review('s3', { length: 10 }),
    s4: review('s4', { length: 100 }),
    s5: review('s5', { length: 300 }),
    s6: review('s6', { length: 300, rating: 4 }),
    s7: review('s7', { length: 300, rating: 3 }),
    s9: review('s9', { length: 300, rating: 3, writtenAt: NOW - 60 * DAY_MS }),
  }
  const mixed = [byScore.s5, byScore.s3, byScore.s9, byScore.s4, byScore.s7, byScore.s6]

  it('sorts by score, splits into groups and deals the groups round-robin', () => {
    // Six reviews make groups of two: [s9 s7] [s6 s5] [s4 s3].
    expect(ids(arrangeReviews(mixed, NOW, keepOrder))).toEqual(['s9', 's6', 's4', 's7', 's5', 's3'])
  })

  it('shuffles within each group only', () => {
    // With random() = 0 each group of two is swapped: [s7 s9] [s5 s6] [s3 s4].
    expect(ids(arrangeReviews(mixed, NOW, alwaysZero))).toEqual(['s7', 's5', 's3', 's9', 's6', 's4'])
  })

  it('keeps reviews of equal score in their original order before shuffling', () => {
    const tied = ['a', 'b', 'c', 'd'].map((id) => review(id))
    expect(ids(arrangeReviews(tied, NOW, keepOrder))).toEqual(['a', 'c', 'b', 'd'])
  })

  it('makes groups of a third of the reviews, rounded down', () => {
    const ten = Array.from({ length: 10 }, (_, i) => review(`r${i}`))
    // Groups of three: [0 1 2] [3 4 5] [6 7 8] [9].
    expect(ids(arrangeReviews(ten, NOW, keepOrder))).toEqual(['r0', 'r3', 'r6', 'r9', 'r1', 'r4', 'r7', 'r2', 'r5', 'r8'])
    const twelve = Array.from({ length: 12 }, (_, i) => review(`r${i}`))
    // Groups of four: [0 1 2 3] [4 5 6 7] [8 9 10 11].
    expect(ids(arrangeReviews(twelve, NOW, keepOrder))).toEqual(['r0', 'r4', 'r8', 'r1', 'r5', 'r9', 'r2', 'r6', 'r10', 'r3', 'r7', 'r11'])
  })

  it('never makes groups smaller than two', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => review(id))
    // A third of five is one, raised to two: [a b] [c d] [e].
    expect(ids(arrangeReviews(five, NOW, keepOrder))).toEqual(['a', 'c', 'e', 'b', 'd'])
    expect(ids(arrangeReviews(five.slice(0, 3), NOW, keepOrder))).toEqual(['a', 'c', 'b'])
  })

  it('uses the injected random source, one draw per swap position in each group', () => {
    let draws = 0
    const counting = () => {
      draws++
      return 0.5
    }
    arrangeReviews(
      ['a', 'b', 'c', 'd', 'e'].map((id) => review(id)),
      NOW,
      counting,
    )
    // Groups of 2, 2 and 1 need 1 + 1 + 0 draws.
    expect(draws).toBe(2)
  })

  it('returns every review exactly once, whatever the random source', () => {
    const many = Array.from({ length: 23 }, (_, i) => review(`r${i}`, { length: 20 * i, rating: 1 + (i % 5) }))
    const arranged = arrangeReviews(many, NOW, mulberry32(7))
    expect([...ids(arranged)].sort()).toEqual([...ids(many)].sort())
  })

  it('leaves the given list untouched', () => {
    const copy = [...mixed]
    arrangeReviews(mixed, NOW, alwaysZero)
    expect(mixed).toEqual(copy)
  })

  it('arranges an empty list or a single review without fuss', () => {
    expect(arrangeReviews([], NOW, Math.random)).toEqual([])
    expect(ids(arrangeReviews([review('seul')], NOW, Math.random))).toEqual(['seul'])
  })
})

describe('Fisher–Yates shuffle', () => {
  it('swaps each position, from the last, with one drawn from those before it', () => {
    expect(shuffle([1, 2, 3, 4], alwaysZero)).toEqual([2, 3, 4, 1])
    const draws = [0.5, 0, 0.9]
    // i=3 swaps with 2, i=2 with 0, i=1 with 1.
    expect(shuffle(['a', 'b', 'c', 'd'], () => draws.shift() ?? 0)).toEqual(['d', 'b', 'a', 'c'])
  })

  it('stays within the list even if random() returns 1', () => {
    expect(shuffle([1, 2, 3], () => 1)).toEqual([1, 2, 3])
  })

  it('does not change the list it is given', () => {
    const items = [1, 2, 3]
    shuffle(items, alwaysZero)
    expect(items).toEqual([1, 2, 3])
  })

  it('makes every order equally likely', () => {
    const random = mulberry32(42)
    const counts = new Map<string, number>()
    const runs = 60_000
    for (let run = 0; run < runs; run++) {
      const order = shuffle(['a', 'b', 'c'], random).join('')
      counts.set(order, (counts.get(order) ?? 0) + 1)
    }
    expect(counts.size).toBe(6)
    // A biased shuffle (swapping with any position) is off by about 1,100 here.
    for (const count of counts.values()) expect(Math.abs(count - runs / 6)).toBeLessThan(500)
  })
})

describe('round-robin interleave', () => {
  it('takes the first of each group, then the second of each, and so on', () => {
    expect(interleave([[1, 2, 3], [4, 5], [6]])).toEqual([1, 4, 6, 2, 5, 3])
  })

  it('gives nothing for no groups', () => {
    expect(interleave([])).toEqual([])
  })
})
