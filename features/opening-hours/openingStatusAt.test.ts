import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOpeningCalendar } from './calendar'
import { fixtureHours } from './calendarFixtures'
import { STATUS_REFRESH_MS, openingStatus as statusAt, type OpeningStatus } from './openingStatusAt'

const calendar = createOpeningCalendar(fixtureHours)
const openingStatus = (instant: Date) => statusAt(instant, calendar)

// Every instant carries its own UTC offset (+02:00 in summer, +01:00 in winter), so the
// expected Paris wall clock is plain to read and does not depend on the code under test.
const at = (isoWithOffset: string) => new Date(isoWithOffset)

// Expected lines are written with plain spaces; French typography puts a no-break space between a
// number and its unit, inside « 18 h 45 » and before the dash, as `fr` does here.
const fr = (text: string) =>
  text
    .replace(/(\d) (h|min)\b/g, '$1\u00a0$2')
    .replace(/ h (\d)/g, ' h\u00a0$1')
    .replace(/\u00a0h (\d)/g, '\u00a0h\u00a0$1')
    .replace(' —', '\u00a0—')
const OPEN: OpeningStatus = { open: true, message: fr('Ouvert aujourd’hui jusqu’à 18 h 45'), reopensInMinutes: null }
const closedUntil = (day: string): OpeningStatus => ({ open: false, message: fr(`Fermé — réouverture ${day} à 10 h`), reopensInMinutes: null })
const TUESDAY = closedUntil('mardi 16 juin')
const reopensIn = (message: string, minutes: number): OpeningStatus => ({
  open: false,
  message: fr(`Réouverture dans ${message}`),
  reopensInMinutes: minutes,
})
const summerClosure = (day: string): OpeningStatus => ({
  open: false,
  message: fr(`Fermé pour les congés d’été — réouverture le ${day} à 10 h`),
  reopensInMinutes: null,
})

describe('opening status through an ordinary week', () => {
  // Monday 8 to Sunday 14 June 2026, summer time.
  it.each<[string, string, OpeningStatus]>([
    ['Monday 09:00', '2026-06-08T09:00+02:00', reopensIn('25 h', 1500)],
    ['Monday 10:00', '2026-06-08T10:00+02:00', reopensIn('24 h', 1440)],
    ['Monday 18:44', '2026-06-08T18:44+02:00', reopensIn('15 h 16 min', 916)],
    ['Monday 18:45', '2026-06-08T18:45+02:00', reopensIn('15 h 15 min', 915)],
    ['Monday 22:30', '2026-06-08T22:30+02:00', reopensIn('11 h 30 min', 690)],
    ['Tuesday 09:00', '2026-06-09T09:00+02:00', reopensIn('1 h', 60)],
    ['Tuesday 10:00', '2026-06-09T10:00+02:00', OPEN],
    ['Tuesday 18:44', '2026-06-09T18:44+02:00', OPEN],
    ['Tuesday 18:45', '2026-06-09T18:45+02:00', reopensIn('15 h 15 min', 915)],
    ['Tuesday 22:30', '2026-06-09T22:30+02:00', reopensIn('11 h 30 min', 690)],
    ['Wednesday 09:00', '2026-06-10T09:00+02:00', reopensIn('1 h', 60)],
    ['Wednesday 10:00', '2026-06-10T10:00+02:00', OPEN],
    ['Wednesday 18:44', '2026-06-10T18:44+02:00', OPEN],
    ['Wednesday 18:45', '2026-06-10T18:45+02:00', reopensIn('15 h 15 min', 915)],
    ['Wednesday 22:30', '2026-06-10T22:30+02:00', reopensIn('11 h 30 min', 690)],
    ['Thursday 09:00', '2026-06-11T09:00+02:00', reopensIn('1 h', 60)],
    ['Thursday 10:00', '2026-06-11T10:00+02:00', OPEN],
    ['Thursday 18:44', '2026-06-11T18:44+02:00', OPEN],
    ['Thursday 18:45', '2026-06-11T18:45+02:00', reopensIn('15 h 15 min', 915)],
    ['Thursday 22:30', '2026-06-11T22:30+02:00', reopensIn('11 h 30 min', 690)],
    ['Friday 09:00', '2026-06-12T09:00+02:00', reopensIn('1 h', 60)],
    ['Friday 10:00', '2026-06-12T10:00+02:00', OPEN],
    ['Friday 18:44', '2026-06-12T18:44+02:00', OPEN],
    ['Friday 18:45', '2026-06-12T18:45+02:00', reopensIn('15 h 15 min', 915)],
    ['Friday 22:30', '2026-06-12T22:30+02:00', reopensIn('11 h 30 min', 690)],
    ['Saturday 09:00', '2026-06-13T09:00+02:00', reopensIn('1 h', 60)],
    ['Saturday 10:00', '2026-06-13T10:00+02:00', OPEN],
    ['Saturday 18:44', '2026-06-13T18:44+02:00', OPEN],
    ['Saturday 18:45', '2026-06-13T18:45+02:00', TUESDAY],
    ['Saturday 22:30', '2026-06-13T22:30+02:00', TUESDAY],
    ['Sunday 09:00', '2026-06-14T09:00+02:00', TUESDAY],
    ['Sunday 10:00', '2026-06-14T10:00+02:00', TUESDAY],
    ['Sunday 18:44', '2026-06-14T18:44+02:00', TUESDAY],
    ['Sunday 18:45', '2026-06-14T18:45+02:00', TUESDAY],
    ['Sunday 22:30', '2026-06-14T22:30+02:00', TUESDAY],
  ])('on %s', (_, instant, expected) => {
    expect(openingStatus(at(instant))).toEqual(expected)
  })

  it('is open until the last second before 18:45', () => {
    expect(openingStatus(at('2026-06-09T18:44:59.999+02:00')).open).toBe(true)
  })
})

describe('countdown to the reopening', () => {
  it('counts minutes alone under an hour', () => {
    expect(openingStatus(at('2026-06-09T09:15+02:00'))).toEqual(reopensIn('45 min', 45))
  })

  it('writes hours and minutes without zero-padding', () => {
    expect(openingStatus(at('2026-06-09T07:55+02:00'))).toEqual(reopensIn('2 h 5 min', 125))
  })

  it('rounds a part of a minute up, so it never says 0 min while shut', () => {
    expect(openingStatus(at('2026-06-09T09:14:01+02:00'))).toEqual(reopensIn('46 min', 46))
    expect(openingStatus(at('2026-06-09T09:59:30+02:00'))).toEqual(reopensIn('1 min', 1))
    expect(openingStatus(at('2026-06-09T09:59:59.999+02:00'))).toEqual(reopensIn('1 min', 1))
  })

  it('counts down from Monday evening to Tuesday 10:00', () => {
    expect(openingStatus(at('2026-06-08T22:30+02:00'))).toEqual(reopensIn('11 h 30 min', 690))
  })

  it('names the day instead from Saturday evening, Tuesday being more than a day away', () => {
    expect(openingStatus(at('2026-06-13T20:00+02:00'))).toEqual(TUESDAY)
  })
})

describe('opening status around midnight', () => {
  it.each<[string, string, OpeningStatus]>([
    ['Friday 23:59', '2026-06-12T23:59+02:00', reopensIn('10 h 1 min', 601)],
    ['Saturday 00:00', '2026-06-13T00:00+02:00', reopensIn('10 h', 600)],
    ['Saturday 23:59', '2026-06-13T23:59+02:00', TUESDAY],
    ['Sunday 00:00', '2026-06-14T00:00+02:00', TUESDAY],
    ['Sunday 23:59', '2026-06-14T23:59+02:00', TUESDAY],
    ['Monday 00:00', '2026-06-15T00:00+02:00', reopensIn('34 h', 2040)],
    ['Tuesday 00:00', '2026-06-16T00:00+02:00', reopensIn('10 h', 600)],
  ])('on %s', (_, instant, expected) => {
    expect(openingStatus(at(instant))).toEqual(expected)
  })
})

describe('opening status across daylight saving switches', () => {
  it.each<[string, string, OpeningStatus]>([
    ['Saturday 28 March 18:44, winter time', '2026-03-28T17:44:00Z', OPEN],
    ['Saturday 28 March 18:45, winter time', '2026-03-28T17:45:00Z', closedUntil('mardi 31 mars')],
    ['Saturday 28 March 18:50, winter time', '2026-03-28T18:50+01:00', closedUntil('mardi 31 mars')],
    ['Sunday 29 March, the switch to summer time', '2026-03-29T12:00:00Z', closedUntil('mardi 31 mars')],
    ['Monday 30 March 00:00, just after the switch', '2026-03-29T22:00:00Z', reopensIn('34 h', 2040)],
    ['Monday 30 March 09:00, summer time', '2026-03-30T09:00+02:00', reopensIn('25 h', 1500)],
    ['Tuesday 31 March 09:00, summer time', '2026-03-31T07:00:00Z', reopensIn('1 h', 60)],
    ['Tuesday 31 March 09:59, summer time', '2026-03-31T07:59:00Z', reopensIn('1 min', 1)],
    ['Tuesday 31 March 10:00, summer time', '2026-03-31T08:00:00Z', OPEN],
    ['Saturday 24 October 18:44, summer time', '2026-10-24T16:44:00Z', OPEN],
    ['Saturday 24 October 18:45, summer time', '2026-10-24T16:45:00Z', closedUntil('mardi 27 octobre')],
    ['Sunday 25 October, the switch to winter time', '2026-10-25T12:00:00Z', closedUntil('mardi 27 octobre')],
    ['Monday 26 October 00:00, just after the switch', '2026-10-25T23:00:00Z', reopensIn('34 h', 2040)],
    ['Tuesday 27 October 09:00, winter time', '2026-10-27T08:00:00Z', reopensIn('1 h', 60)],
    ['Tuesday 27 October 09:59, winter time', '2026-10-27T08:59:00Z', reopensIn('1 min', 1)],
    ['Tuesday 27 October 10:00, winter time', '2026-10-27T09:00:00Z', OPEN],
  ])('on %s', (_, instant, expected) => {
    expect(openingStatus(at(instant))).toEqual(expected)
  })
})

describe('opening status during the August closure', () => {
  // A weekday name alone would wrongly suggest the coming week.
  const AUGUST_26 = closedUntil('mercredi 26 août')

  it.each<[string, string, OpeningStatus]>([
    ['Friday 31 July 18:00, the last afternoon before it', '2026-07-31T18:00+02:00', OPEN],
    ['Friday 31 July 18:45, the reopening weeks away', '2026-07-31T18:45+02:00', AUGUST_26],
    ['Friday 31 July 23:59', '2026-07-31T23:59+02:00', AUGUST_26],
    ['Saturday 1 August 00:00', '2026-08-01T00:00+02:00', summerClosure('mercredi 26 août')],
    ['Tuesday 4 August 11:00, an ordinary opening hour', '2026-08-04T11:00+02:00', summerClosure('mercredi 26 août')],
    ['Tuesday 25 August 23:59', '2026-08-25T23:59+02:00', summerClosure('mercredi 26 août')],
    ['Wednesday 26 August 00:30', '2026-08-26T00:30+02:00', reopensIn('9 h 30 min', 570)],
    ['Wednesday 26 August 10:00', '2026-08-26T10:00+02:00', OPEN],
  ])('in 2026, on %s', (_, instant, expected) => {
    expect(openingStatus(at(instant))).toEqual(expected)
  })

  it('announces the real reopening day when 26 August falls on a Sunday (2029)', () => {
    expect(openingStatus(at('2029-08-25T12:00+02:00'))).toEqual(summerClosure('mardi 28 août'))
    expect(openingStatus(at('2029-08-26T12:00+02:00'))).toEqual(closedUntil('mardi 28 août'))
  })

  it('counts down to 26 August when it falls on a Tuesday (2025)', () => {
    expect(openingStatus(at('2025-08-25T23:00+02:00'))).toEqual(summerClosure('mardi 26 août'))
    expect(openingStatus(at('2025-08-26T09:00+02:00'))).toEqual(reopensIn('1 h', 60))
  })

  it('gives the date when the doors shut on a Monday 31 July (2028)', () => {
    expect(openingStatus(at('2028-07-31T12:00+02:00'))).toEqual(closedUntil('samedi 26 août'))
  })
})

describe('opening status whatever the time zone of the machine', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  const cases: [string, OpeningStatus][] = [
    ['2026-06-09T08:00:00Z', OPEN],
    ['2026-06-09T07:15:00Z', reopensIn('45 min', 45)],
    ['2026-06-08T20:30:00Z', reopensIn('11 h 30 min', 690)],
    ['2026-06-13T16:45:00Z', TUESDAY],
    ['2026-10-27T08:59:00Z', reopensIn('1 min', 1)],
    ['2026-07-31T22:00:00Z', summerClosure('mercredi 26 août')],
  ]

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'])('gives the same answers with TZ=%s', (zone) => {
    vi.stubEnv('TZ', zone)
    // Node applies TZ at once; if it did not, this test would prove nothing.
    const localHour = new Date('2026-06-09T08:00:00Z').getHours()
    expect(localHour).toBe({ UTC: 8, 'America/Los_Angeles': 1, 'Asia/Tokyo': 17, 'Pacific/Kiritimati': 22 }[zone])
    for (const [instant, expected] of cases) expect(openingStatus(new Date(instant)), instant).toEqual(expected)
  })
})

describe('status refresh', () => {
  it('recomputes the status every minute, the precision of the countdown', () => {
    expect(STATUS_REFRESH_MS).toBe(60_000)
  })
})
