import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, parisInstant, parisParts, weekdayOf } from './parisTime'

// Instants are written in UTC, so the tests mean the same thing whatever the machine's time zone.
const utc = (iso: string) => new Date(iso)

describe('Paris wall clock of an instant', () => {
  it('is one hour ahead of UTC in winter', () => {
    expect(parisParts(utc('2026-01-13T09:00:00Z'))).toEqual({ year: 2026, month: 1, day: 13, weekday: 2, hour: 10, minute: 0 })
  })

  it('is two hours ahead of UTC in summer', () => {
    expect(parisParts(utc('2026-06-13T16:44:59.999Z'))).toEqual({ year: 2026, month: 6, day: 13, weekday: 6, hour: 18, minute: 44 })
  })

  it('writes midnight as hour 0 and moves to the next day', () => {
    expect(parisParts(utc('2026-06-08T22:00:00Z'))).toEqual({ year: 2026, month: 6, day: 9, weekday: 2, hour: 0, minute: 0 })
  })

  it('moves to the new year at Paris midnight, not UTC midnight', () => {
    expect(parisParts(utc('2026-12-31T22:59:00Z'))).toMatchObject({ year: 2026, month: 12, day: 31, hour: 23, minute: 59 })
    expect(parisParts(utc('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1, weekday: 5, hour: 0, minute: 30 })
  })

  it('jumps from 01:59 to 03:00 on the last Sunday of March', () => {
    expect(parisParts(utc('2026-03-29T00:59:00Z'))).toMatchObject({ day: 29, weekday: 0, hour: 1, minute: 59 })
    expect(parisParts(utc('2026-03-29T01:00:00Z'))).toMatchObject({ day: 29, weekday: 0, hour: 3, minute: 0 })
  })

  it('goes back from 02:59 to 02:00 on the last Sunday of October', () => {
    expect(parisParts(utc('2026-10-25T00:59:00Z'))).toMatchObject({ day: 25, weekday: 0, hour: 2, minute: 59 })
    expect(parisParts(utc('2026-10-25T01:00:00Z'))).toMatchObject({ day: 25, weekday: 0, hour: 2, minute: 0 })
  })
})

describe('instant of a Paris wall-clock time', () => {
  it.each([
    ['the Saturday before the March switch', { year: 2026, month: 3, day: 28, hour: 10, minute: 0 }, '2026-03-28T09:00:00.000Z'],
    ['the Sunday of the March switch, after it', { year: 2026, month: 3, day: 29, hour: 10, minute: 0 }, '2026-03-29T08:00:00.000Z'],
    ['the Sunday of the March switch, before it', { year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, '2026-03-29T00:30:00.000Z'],
    ['the Saturday before the October switch', { year: 2026, month: 10, day: 24, hour: 10, minute: 0 }, '2026-10-24T08:00:00.000Z'],
    ['the Sunday of the October switch, after it', { year: 2026, month: 10, day: 25, hour: 10, minute: 0 }, '2026-10-25T09:00:00.000Z'],
    ['the Sunday of the October switch, before it', { year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, '2026-10-24T23:30:00.000Z'],
    ['a Tuesday opening in winter', { year: 2026, month: 10, day: 27, hour: 10, minute: 0 }, '2026-10-27T09:00:00.000Z'],
    ['a Tuesday opening in summer', { year: 2026, month: 3, day: 31, hour: 10, minute: 0 }, '2026-03-31T08:00:00.000Z'],
    ['New Year midnight', { year: 2027, month: 1, day: 1, hour: 0, minute: 0 }, '2026-12-31T23:00:00.000Z'],
  ])('is right on %s', (_, wallClock, expected) => {
    expect(parisInstant(wallClock).toISOString()).toBe(expected)
  })

  it('moves a time skipped by the March switch an hour later', () => {
    expect(parisInstant({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }).toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })

  it('picks one of the two instants of a time repeated by the October switch', () => {
    const instant = parisInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }).toISOString()
    expect(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']).toContain(instant)
  })

  it('gives back every whole hour of 2026 from its wall clock', () => {
    const hourMs = 60 * 60 * 1000
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += hourMs) {
      const clock = parisParts(new Date(t))
      const repeatedHour = clock.month === 10 && clock.day === 25 && clock.hour === 2
      if (!repeatedHour) expect(parisInstant(clock).getTime(), new Date(t).toISOString()).toBe(t)
    }
  })
})

describe('calendar arithmetic', () => {
  it('knows the weekday of a date, Sunday being 0', () => {
    expect(weekdayOf({ year: 2026, month: 3, day: 29 })).toBe(0)
    expect(weekdayOf({ year: 2026, month: 3, day: 30 })).toBe(1)
    expect(weekdayOf({ year: 2026, month: 8, day: 26 })).toBe(3)
  })

  it('adds days across months, years and DST switches', () => {
    expect(addDays({ year: 2026, month: 7, day: 31 }, 1)).toEqual({ year: 2026, month: 8, day: 1 })
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 })
    expect(addDays({ year: 2026, month: 3, day: 28 }, 3)).toEqual({ year: 2026, month: 3, day: 31 })
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 })
  })

  it('counts calendar days between two dates, a DST night counting as one day', () => {
    expect(daysBetween({ year: 2026, month: 3, day: 28 }, { year: 2026, month: 3, day: 29 })).toBe(1)
    expect(daysBetween({ year: 2026, month: 10, day: 24 }, { year: 2026, month: 10, day: 27 })).toBe(3)
    expect(daysBetween({ year: 2026, month: 7, day: 31 }, { year: 2026, month: 8, day: 26 })).toBe(26)
    expect(daysBetween({ year: 2026, month: 6, day: 9 }, { year: 2026, month: 6, day: 9 })).toBe(0)
  })
})

describe("the European Union's rule against the time-zone database", () => {
  // Intl's Europe/Paris (the IANA database the browsers carry) is the reference the rule must match:
  // every hour of the switch days and one instant every 7 hours 13 minutes, from 2000 to 2040.
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  })
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
  const fromIntl = (instant: Date) => {
    const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]))
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      weekday: weekdays.indexOf(parts.weekday ?? ''),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
    }
  }
  const instants: Date[] = []
  for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += (7 * 60 + 13) * 60_000) instants.push(new Date(t))
  for (let year = 2000; year < 2040; year++)
    for (const month of [2, 9])
      for (let day = 24; day <= 31; day++) for (let hour = 0; hour < 4; hour++) instants.push(new Date(Date.UTC(year, month, day, hour, 30)))

  it('gives the same wall clock as Intl for every instant checked', () => {
    const differences = instants.filter((instant) => JSON.stringify(parisParts(instant)) !== JSON.stringify(fromIntl(instant)))
    expect(instants.length).toBeGreaterThan(48_000)
    expect(differences.map((d) => d.toISOString())).toEqual([])
  })
})
