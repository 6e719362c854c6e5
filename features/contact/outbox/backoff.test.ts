import { describe, expect, it } from 'vitest'
import { BACKOFF_CAP_MS, backoffMs } from './backoff'

const middle = () => 0.5

describe('outbox backoff', () => {
  it('waits 5 s after the first failure and doubles after each one', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, middle))).toEqual([5_000, 10_000, 20_000, 40_000])
  })

  it('never waits more than a minute, however many failures', () => {
    expect(BACKOFF_CAP_MS * 1.2).toBeLessThanOrEqual(60_000)
    expect(backoffMs(5, middle)).toBe(BACKOFF_CAP_MS)
    for (const attempts of [9, 20, 100, 10_000, Number.MAX_SAFE_INTEGER]) {
      expect(backoffMs(attempts, () => 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS)
      expect(backoffMs(attempts, () => 0)).toBe(BACKOFF_CAP_MS * 0.8)
    }
  })

  it('spreads retries by ±20%', () => {
    expect(backoffMs(2, () => 0)).toBe(8_000)
    expect(backoffMs(2, () => 1)).toBe(12_000)
    const samples = Array.from({ length: 200 }, () => backoffMs(3))
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(16_000)
    expect(Math.max(...samples)).toBeLessThanOrEqual(24_000)
    expect(new Set(samples).size).toBeGreaterThan(1)
  })

  it('treats zero or a negative count as the first failure', () => {
    expect(backoffMs(0, middle)).toBe(5_000)
    expect(backoffMs(-3, middle)).toBe(5_000)
  })
})
