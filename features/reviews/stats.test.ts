import { describe, expect, it } from 'vitest'
import { reviewStats } from './stats'

const rated = (...ratings: number[]) => ratings.map((rating) => ({ rating }))

describe('reviews statistics', () => {
  it('counts the reviews, averages their ratings and counts the five-star ones', () => {
    expect(reviewStats(rated(5, 4, 5, 3))).toEqual({ totalReviews: 4, averageRating: 4.3, fiveStarCount: 2 })
  })

  it('rounds the average to one decimal and returns it as a number', () => {
    const stats = reviewStats(rated(5, 5, 4))
    expect(stats.averageRating).toBe(4.7)
    expect(typeof stats.averageRating).toBe('number')
  })

  it('rounds a half up and anything below it down', () => {
    expect(reviewStats(rated(5, 4, 4, 4)).averageRating).toBe(4.3)
    expect(reviewStats(rated(5, 4, 4)).averageRating).toBe(4.3)
    expect(reviewStats(rated(5, 5, 4, 4, 4, 4)).averageRating).toBe(4.3)
  })

  it('keeps a whole average whole', () => {
    expect(reviewStats(rated(5, 5)).averageRating).toBe(5)
  })

  it('counts only ratings of exactly five as five-star', () => {
    expect(reviewStats(rated(4, 4.5, 5, 1)).fiveStarCount).toBe(1)
  })

  it('gives zeros for an empty list rather than NaN', () => {
    expect(reviewStats([])).toEqual({ totalReviews: 0, averageRating: 0, fiveStarCount: 0 })
  })
})
