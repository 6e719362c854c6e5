import { arrangeReviews } from './arrangement'
import type { KeyValueStorage, Review, RotationState } from './types'

/** How long each review stays on screen. */
export const ROTATION_INTERVAL_MS = 5000
/** A saved rotation older than this is started afresh, so new reviews appear without a long wait. */
export const CACHE_TTL_MS = 5 * 60 * 1000
export const ROTATION_STORAGE_KEY = 'reviews-rotation'

export interface RotationContext {
  storage: KeyValueStorage
  /** Epoch milliseconds. */
  now: number
  /** A number in [0, 1), like Math.random. */
  random: () => number
}

/** Resumes the saved rotation when it is recent and made from as many reviews; otherwise starts one. */
export function loadRotation(reviews: readonly Review[], { storage, now, random }: RotationContext): RotationState {
  const saved = readSavedRotation(storage)
  if (saved && now - saved.lastCacheTime < CACHE_TTL_MS && saved.allReviews.length === reviews.length) return saved
  const fresh: RotationState = {
    allReviews: [...reviews],
    currentCycle: 1,
    currentIndex: 0,
    shuffledReviews: arrangeReviews(reviews, now, random),
    lastCacheTime: now,
  }
  return saveRotation(fresh, storage)
}

export function currentReview(state: RotationState): Review | null {
  return state.shuffledReviews[state.currentIndex] ?? null
}

/** Moves to the next review; after the last one a new cycle starts, re-arranged after each even cycle. */
export function advanceRotation(state: RotationState, { storage, now, random }: RotationContext): RotationState {
  const count = state.shuffledReviews.length
  if (count === 0) return saveRotation({ ...state, lastCacheTime: now }, storage)
  if (state.currentIndex + 1 < count) {
    return saveRotation({ ...state, currentIndex: state.currentIndex + 1, lastCacheTime: now }, storage)
  }
  const finishedCycle = state.currentCycle
  const shuffledReviews = finishedCycle % 2 === 0 ? arrangeReviews(state.allReviews, now, random) : state.shuffledReviews
  return saveRotation({ ...state, currentCycle: finishedCycle + 1, currentIndex: 0, shuffledReviews, lastCacheTime: now }, storage)
}

// Storage may be blocked (privacy settings) or full: the rotation then simply lives in memory.
function saveRotation(state: RotationState, storage: KeyValueStorage): RotationState {
  try {
    storage.setItem(ROTATION_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Nothing to do: the returned state is still correct for this page view.
  }
  return state
}

function readSavedRotation(storage: KeyValueStorage): RotationState | null {
  let raw: string | null
  try {
    raw = storage.getItem(ROTATION_STORAGE_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  const parsed = parseJson(raw)
  if (isRotationState(parsed)) return parsed
  try {
    storage.removeItem(ROTATION_STORAGE_KEY)
  } catch {
    // A state that cannot be removed is overwritten by the fresh one anyway.
  }
  return null
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

function isRotationState(value: unknown): value is RotationState {
  if (typeof value !== 'object' || value === null) return false
  const state = value as Record<string, unknown>
  const { allReviews, shuffledReviews, currentCycle, currentIndex, lastCacheTime } = state
  if (!Array.isArray(allReviews) || !allReviews.every(isReview)) return false
  if (!Array.isArray(shuffledReviews) || !shuffledReviews.every(isReview)) return false
  if (shuffledReviews.length !== allReviews.length) return false
  if (!Number.isInteger(currentCycle) || (currentCycle as number) < 1) return false
  if (!Number.isInteger(currentIndex) || (currentIndex as number) < 0) return false
  if ((currentIndex as number) >= Math.max(1, shuffledReviews.length)) return false
  return typeof lastCacheTime === 'number' && Number.isFinite(lastCacheTime)
}

// Only the fields the widget reads are checked; the rest came from the same trusted rows.
function isReview(value: unknown): value is Review {
  if (typeof value !== 'object' || value === null) return false
  const review = value as Record<string, unknown>
  return (
    (typeof review.id === 'number' || typeof review.id === 'string') &&
    typeof review.author_name === 'string' &&
    typeof review.text === 'string' &&
    typeof review.rating === 'number'
  )
}
