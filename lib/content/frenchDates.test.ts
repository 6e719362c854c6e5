import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { frenchDay, frenchDayTime, frenchTimeAgo } from './frenchDates'

// The clock is set, so that no verdict depends on the day the tests run: these formatters read it
// only when a caller passes it (yearUnlessIn, now), and must not read it otherwise.
beforeEach(() => vi.useFakeTimers({ now: new Date('2035-01-01T00:20:00+01:00') }))
afterEach(() => vi.useRealTimers())

describe('a French day', () => {
  it('reads a calendar day as written, with its weekday when asked', () => {
    expect(frenchDay('2026-11-20')).toBe('20 novembre 2026')
    expect(frenchDay('2027-01-01')).toBe('1 janvier 2027')
    expect(frenchDay('2026-12-05', { weekday: true })).toBe('samedi 5 décembre 2026')
    expect(frenchDay('2027-03-28', { weekday: true })).toBe('dimanche 28 mars 2027')
  })

  it('leaves the year out only for a day in the given moment’s year', () => {
    const now = new Date('2026-11-27T10:00:00Z')
    expect(frenchDay('2026-12-05', { weekday: true, yearUnlessIn: now })).toBe('samedi 5 décembre')
    expect(frenchDay('2027-01-09', { weekday: true, yearUnlessIn: now })).toBe('samedi 9 janvier 2027')
  })

  it('gives an instant’s day in Paris, whatever the zone of the timestamp', () => {
    expect(frenchDay('2026-08-11T23:30:00Z')).toBe('12 août 2026')
    expect(frenchDay('2026-08-11T23:30:00.123456+00:00')).toBe('12 août 2026')
    expect(frenchDay(new Date('2026-12-27T22:59:59Z'))).toBe('27 décembre 2026')
    expect(frenchDay(new Date('2026-12-27T23:00:00Z'))).toBe('28 décembre 2026')
  })
})

describe('a French day and time', () => {
  it('gives the instant in Paris, summer and winter', () => {
    expect(frenchDayTime(new Date('2027-03-10T15:00:00Z'))).toBe('10 mars 2027 à 16:00')
    expect(frenchDayTime('2026-07-14T08:05:00.000000+00:00', { weekday: true })).toBe('mardi 14 juillet 2026 à 10:05')
    expect(frenchDayTime('2026-11-22T23:05:00Z', { weekday: true })).toBe('lundi 23 novembre 2026 à 00:05')
  })

  it('writes the hour the French way when asked', () => {
    expect(frenchDayTime('2026-11-23T15:25:00Z', { weekday: true, hourWord: true })).toBe('lundi 23 novembre 2026 à 16\u00a0h\u00a025')
    expect(frenchDayTime('2026-11-23T08:00:00Z', { weekday: true, hourWord: true })).toBe('lundi 23 novembre 2026 à 09\u00a0h\u00a000')
  })

  it('writes it in figures for a list', () => {
    expect(frenchDayTime(Date.parse('2026-11-23T15:25:07Z'), { figures: true })).toBe('23/11/2026 16:25:07')
  })
})

describe('how long ago, in French', () => {
  const now = new Date('2027-03-10T15:00:00Z')
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000)

  it('counts in whole units of the largest that fits', () => {
    expect(frenchTimeAgo(before(5 * 60), now)).toBe('il y a 5 minutes')
    expect(frenchTimeAgo(before(3 * 3600), now)).toBe('il y a 3 heures')
    expect(frenchTimeAgo(before(26 * 3600), now)).toBe('hier')
    expect(frenchTimeAgo(before(15 * 86400), now)).toBe('il y a 2 semaines')
    expect(frenchTimeAgo(before(63 * 86400), now)).toBe('il y a 2 mois')
    expect(frenchTimeAgo(before(800 * 86400), now)).toBe('il y a 2 ans')
    expect(frenchTimeAgo(before(-2 * 86400), now)).toBe('après-demain')
  })

  it('counts nothing smaller than asked', () => {
    expect(frenchTimeAgo(before(3 * 3600), now, 'day')).toBe('aujourd’hui')
    expect(frenchTimeAgo(before(30 * 3600), now, 'day')).toBe('hier')
  })
})
