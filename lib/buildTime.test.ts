import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
  vi.resetModules()
})

describe('the build time', () => {
  it('is the one the build was given, read the same by every module, in Paris for the day and the year', async () => {
    vi.stubEnv('VITE_BUILD_TIME', '2033-12-31T23:30:00.000Z')
    vi.useFakeTimers({ now: new Date('2027-05-04T10:00:00Z'), toFake: ['Date'] })
    const { buildDay, buildTime, buildYear } = await import('./buildTime')
    expect(buildTime().toISOString()).toBe('2033-12-31T23:30:00.000Z')
    expect(buildDay()).toBe('2034-01-01')
    expect(buildYear()).toBe(2034)
    // The years of experience the pages print: the build's year in Paris (1964 + 70), not the clock's.
    const { experience } = await import('./content/facts')
    expect(experience).toBe('Plus de 70\u00a0ans')
  })

  it('is the current instant outside a build', async () => {
    vi.stubEnv('VITE_BUILD_TIME', '')
    vi.useFakeTimers({ now: new Date('2031-02-28T23:10:00Z'), toFake: ['Date'] })
    const { buildDay, buildYear } = await import('./buildTime')
    expect(buildDay()).toBe('2031-03-01')
    expect(buildYear()).toBe(2031)
  })
})
