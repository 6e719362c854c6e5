import { describe, expect, it, vi } from 'vitest'
import { arrangeReviews } from './arrangement'
import { CACHE_TTL_MS, ROTATION_INTERVAL_MS, ROTATION_STORAGE_KEY, advanceRotation, currentReview, loadRotation, type RotationContext } from './rotation'
import type { KeyValueStorage, Review, RotationState } from './types'

const NOW = Date.parse('2026-06-09T12:00:00Z')

function review(id: number, length = 100): Review {
  return {
    id,
    author_name: `Client ${id}`,
    text: 'x'.repeat(length),
    rating: 5,
    time: NOW / 1000 - 86_400,
    created_at: new Date(NOW - 86_400_000).toISOString(),
  }
}

const reviews = [review(1, 10), review(2, 100), review(3, 300), review(4, 10), review(5, 100), review(6, 300)]

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn((key: string) => void items.delete(key)),
  }
}

function context(storage: KeyValueStorage, now = NOW, random: () => number = () => 0): RotationContext {
  return { storage, now, random }
}

function saved(storage: ReturnType<typeof memoryStorage>): RotationState {
  return JSON.parse(storage.items.get(ROTATION_STORAGE_KEY) ?? 'null') as RotationState
}

function savedState(overrides: Partial<RotationState> = {}): RotationState {
  return {
    allReviews: reviews,
    currentCycle: 3,
    currentIndex: 4,
    shuffledReviews: [reviews[2], reviews[0], reviews[4], reviews[1], reviews[5], reviews[3]] as Review[],
    lastCacheTime: NOW - 60_000,
    ...overrides,
  }
}

describe('rotation constants', () => {
  it('shows each review for 5 seconds, keeps the rotation 5 minutes, under one storage key', () => {
    expect(ROTATION_INTERVAL_MS).toBe(5000)
    expect(CACHE_TTL_MS).toBe(300_000)
    expect(ROTATION_STORAGE_KEY).toBe('reviews-rotation')
  })
})

describe('loading the rotation', () => {
  it('starts at the first review of cycle 1 in a fresh arrangement when nothing is saved', () => {
    const storage = memoryStorage()
    const state = loadRotation(
      reviews,
      context(storage, NOW, () => 0),
    )
    expect(state).toEqual({
      allReviews: reviews,
      currentCycle: 1,
      currentIndex: 0,
      shuffledReviews: arrangeReviews(reviews, NOW, () => 0),
      lastCacheTime: NOW,
    })
    expect(state.shuffledReviews).not.toEqual(reviews)
  })

  it('saves the fresh rotation as JSON under its key', () => {
    const storage = memoryStorage()
    const state = loadRotation(reviews, context(storage))
    expect(storage.setItem).toHaveBeenCalledWith(ROTATION_STORAGE_KEY, expect.any(String))
    expect(saved(storage)).toEqual(state)
  })

  it('resumes a rotation saved less than 5 minutes ago from as many reviews', () => {
    const stored = savedState({ lastCacheTime: NOW - CACHE_TTL_MS + 1 })
    const storage = memoryStorage({ [ROTATION_STORAGE_KEY]: JSON.stringify(stored) })
    const random = vi.fn(() => 0)
    expect(loadRotation(reviews, context(storage, NOW, random))).toEqual(stored)
    expect(random).not.toHaveBeenCalled()
  })

  it('starts afresh once the saved rotation is 5 minutes old', () => {
    const storage = memoryStorage({ [ROTATION_STORAGE_KEY]: JSON.stringify(savedState({ lastCacheTime: NOW - CACHE_TTL_MS })) })
    const state = loadRotation(reviews, context(storage))
    expect(state).toMatchObject({ currentCycle: 1, currentIndex: 0, lastCacheTime: NOW })
    expect(saved(storage)).toEqual(state)
  })

  it('starts afresh when the number of reviews has changed', () => {
    const storage = memoryStorage({ [ROTATION_STORAGE_KEY]: JSON.stringify(savedState()) })
    const more = [...reviews, review(7)]
    const state = loadRotation(more, context(storage))
    expect(state).toMatchObject({ allReviews: more, currentCycle: 1, currentIndex: 0, lastCacheTime: NOW })
    expect(state.shuffledReviews).toHaveLength(7)
  })

  it('removes unreadable JSON and starts afresh', () => {
    const storage = memoryStorage({ [ROTATION_STORAGE_KEY]: '{"allReviews": [' })
    const state = loadRotation(reviews, context(storage))
    expect(storage.removeItem).toHaveBeenCalledWith(ROTATION_STORAGE_KEY)
    expect(state).toMatchObject({ currentCycle: 1, currentIndex: 0 })
    expect(saved(storage)).toEqual(state)
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 42],
    ['an array', []],
    ['no reviews list', { ...savedState(), allReviews: undefined }],
    ['no arrangement', { ...savedState(), shuffledReviews: 'reviews' }],
    ['an arrangement of another length', savedState({ shuffledReviews: reviews.slice(1) })],
    ['a review without text', savedState({ shuffledReviews: [{ ...review(1), text: undefined } as unknown as Review, ...reviews.slice(1)] })],
    ['a review without an id', savedState({ allReviews: [{ ...review(1), id: null } as unknown as Review, ...reviews.slice(1)] })],
    ['cycle 0', savedState({ currentCycle: 0 })],
    ['a fractional cycle', savedState({ currentCycle: 1.5 })],
    ['a negative index', savedState({ currentIndex: -1 })],
    ['an index past the end', savedState({ currentIndex: reviews.length })],
    ['an index given as text', { ...savedState(), currentIndex: '2' }],
    ['no cache time', { ...savedState(), lastCacheTime: undefined }],
  ])('removes a saved rotation with %s and starts afresh', (_, stored) => {
    const storage = memoryStorage({ [ROTATION_STORAGE_KEY]: JSON.stringify(stored) })
    const state = loadRotation(reviews, context(storage))
    expect(storage.removeItem).toHaveBeenCalledWith(ROTATION_STORAGE_KEY)
    expect(state).toMatchObject({ allReviews: reviews, currentCycle: 1, currentIndex: 0, lastCacheTime: NOW })
  })

  it('still works when the storage refuses to read or write', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const state = loadRotation(reviews, context(blocked))
    expect(currentReview(state)).toEqual(state.shuffledReviews[0])
    expect(advanceRotation(state, context(blocked)).currentIndex).toBe(1)
  })

  it('has no current review when there are no reviews', () => {
    const storage = memoryStorage()
    const state = loadRotation([], context(storage))
    expect(state).toMatchObject({ currentCycle: 1, currentIndex: 0, shuffledReviews: [] })
    expect(currentReview(state)).toBeNull()
  })
})

describe('current review', () => {
  it('is the review at the current position of the arrangement', () => {
    const state = savedState({ currentIndex: 2 })
    expect(currentReview(state)).toBe(state.shuffledReviews[2])
  })
})

describe('advancing the rotation', () => {
  it('moves to the next review and saves with the new time', () => {
    const storage = memoryStorage()
    const state = savedState({ currentIndex: 1 })
    const next = advanceRotation(state, context(storage, NOW + 5000))
    expect(next).toEqual({ ...state, currentIndex: 2, lastCacheTime: NOW + 5000 })
    expect(saved(storage)).toEqual(next)
  })

  it('leaves the previous state unchanged', () => {
    const state = savedState({ currentIndex: 1 })
    const copy = structuredClone(state)
    advanceRotation(state, context(memoryStorage()))
    expect(state).toEqual(copy)
  })

  it('after the last review of an odd cycle, starts the next cycle in the same order', () => {
    const storage = memoryStorage()
    const random = vi.fn(() => 0.5)
    const state = savedState({ currentCycle: 1, currentIndex: reviews.length - 1 })
    const next = advanceRotation(state, context(storage, NOW, random))
    expect(next).toMatchObject({ currentCycle: 2, currentIndex: 0, lastCacheTime: NOW })
    expect(next.shuffledReviews).toEqual(state.shuffledReviews)
    expect(random).not.toHaveBeenCalled()
    expect(saved(storage)).toEqual(next)
  })

  it('after the last review of an even cycle, starts the next cycle in a new arrangement', () => {
    const storage = memoryStorage()
    const state = savedState({ currentCycle: 2, currentIndex: reviews.length - 1 })
    const next = advanceRotation(
      state,
      context(storage, NOW, () => 0),
    )
    expect(next).toMatchObject({ currentCycle: 3, currentIndex: 0 })
    expect(next.shuffledReviews).toEqual(arrangeReviews(reviews, NOW, () => 0))
    expect(next.shuffledReviews).not.toEqual(state.shuffledReviews)
    expect(saved(storage)).toEqual(next)
  })

  it('shows every review once per cycle and re-arranges after every second cycle', () => {
    const storage = memoryStorage()
    let now = NOW
    let state = loadRotation(
      reviews,
      context(storage, now, () => 0),
    )
    const cycles: (string | number)[][] = []
    for (let cycle = 0; cycle < 4; cycle++) {
      const shown: (string | number)[] = []
      for (let step = 0; step < reviews.length; step++) {
        shown.push(currentReview(state)?.id ?? 'none')
        now += ROTATION_INTERVAL_MS
        // A different random source each time, so a re-arrangement shows up as a new order.
        state = advanceRotation(
          state,
          context(storage, now, () => (cycle % 2 === 1 ? 0.999 : 0)),
        )
      }
      cycles.push(shown)
      expect([...shown].sort()).toEqual([1, 2, 3, 4, 5, 6])
    }
    expect(state.currentCycle).toBe(5)
    expect(cycles[1]).toEqual(cycles[0])
    expect(cycles[2]).not.toEqual(cycles[1])
    expect(cycles[3]).toEqual(cycles[2])
  })

  it('picks up where it left off when the page is reloaded within 5 minutes', () => {
    const storage = memoryStorage()
    const first = loadRotation(reviews, context(storage))
    const advanced = advanceRotation(advanceRotation(first, context(storage, NOW + 5000)), context(storage, NOW + 10_000))
    const reloaded = loadRotation(reviews, context(storage, NOW + 10_000 + CACHE_TTL_MS - 1))
    expect(reloaded).toEqual(advanced)
    expect(currentReview(reloaded)).toEqual(first.shuffledReviews[2])
  })

  it('stays put, with no current review, when there are no reviews', () => {
    const storage = memoryStorage()
    const empty = loadRotation([], context(storage))
    const next = advanceRotation(empty, context(storage, NOW + 5000))
    expect(next).toEqual({ ...empty, lastCacheTime: NOW + 5000 })
    expect(currentReview(next)).toBeNull()
  })
})
