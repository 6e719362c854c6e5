// Shapes of the reviews widget's data, shared by the statistics, the arrangement and the rotation.

/** One row of the Supabase table `reviews` (see supabase/migrations/*_reviews.sql). */
export interface Review {
  /** `bigint` in PostgreSQL, which PostgREST may serialise as a string. */
  id: number | string
  author_name: string
  text: string
  /** 1 to 5. */
  rating: number
  /** Unix seconds: the review's date, as an older import gave it. */
  time: number
  /** ISO 8601 timestamp: the review's date, shown beside it. */
  created_at: string
  /** The workshop's reply, shown under the review, and when it was written. */
  reply?: string | null
  replied_at?: string | null
}

export interface ReviewStats {
  totalReviews: number
  /** Rounded to one decimal. */
  averageRating: number
  fiveStarCount: number
}

/** The subset of the Web Storage API the rotation needs, so tests and SSR can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What the rotation persists between page views. */
export interface RotationState {
  /** The reviews the arrangement was made from. */
  allReviews: Review[]
  /** Starts at 1 and grows each time every review has been shown once. */
  currentCycle: number
  /** Position in `shuffledReviews` of the review on screen. */
  currentIndex: number
  /** The order in which the reviews are shown during the current cycle. */
  shuffledReviews: Review[]
  /** Epoch milliseconds of the last save. */
  lastCacheTime: number
}

/** The review figure the site shows and the links beside it (the review_profile table). */
export interface ReviewProfile {
  rating: { value: number; count: number; source: string }
  /** The workshop's Google profile, https. */
  profileUrl: string | null
  /** Where a client leaves a review, https. */
  reviewUrl: string | null
  /** The seed's sample row (supabase/seed.sql). */
  isSample: boolean
}
