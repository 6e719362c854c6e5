import type { Review, ReviewStats } from './types'

export function reviewStats(reviews: readonly Pick<Review, 'rating'>[]): ReviewStats {
  if (reviews.length === 0) return { totalReviews: 0, averageRating: 0, fiveStarCount: 0 }
  const sum = reviews.reduce((total, review) => total + review.rating, 0)
  return {
    totalReviews: reviews.length,
    averageRating: Math.round((sum / reviews.length) * 10) / 10,
    fiveStarCount: reviews.filter((review) => review.rating === 5).length,
  }
}
