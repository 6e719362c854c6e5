import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createOpeningCalendar, isoDay, parseIsoDay } from './calendar'
import { fixtureHours, officialHolidays, ownerRows, pausedHours } from './calendarFixtures'
import { easterSunday, frenchHolidays, holidayOn } from './holidays'
import { openingStatus } from './openingStatusAt'
import { addDays } from './parisTime'
import { holidayNames } from './texts'

// Plain spaces in the expectations; French typography puts no-break spaces around units and before the dash.
const fr = (text: string) =>
  text
    .replace(/(\d) (h|min)\b/g, '$1\u00a0$2')
    .replace(/\u00a0h (\d)/g, '\u00a0h\u00a0$1')
    .replace(' —', '\u00a0—')
const day = parseIsoDay
const rules = createOpeningCalendar(fixtureHours)
const withOwnerRows = createOpeningCalendar(fixtureHours, ownerRows)

describe('the public holidays', () => {
  it('are the official ones from 2026 to 2030, Easter-based ones included, and no other day', () => {
    const found: string[] = []
    for (let date = day('2026-01-01'); date.year <= 2030; date = addDays(date, 1)) {
      const key = holidayOn(date)
      if (key) found.push(`${isoDay(date)} ${key}`)
    }
    expect(found.sort()).toEqual(officialHolidays.map(([date, key]) => `${date} ${key}`).sort())
    expect(found).toHaveLength(55)
  })

  it.each(officialHolidays)('close the workshop on %s (%s), named « %s »', (date, key, name) => {
    // 15 August falls in the summer closure, which is the reason given then.
    const closure = date.endsWith('-08-15') ? { kind: 'summer' } : { kind: 'holiday', holiday: key }
    expect(rules.openingOn(day(date))).toEqual({ open: false, closure })
    expect(holidayNames[key as keyof typeof holidayNames]).toBe(name)
  })

  it('lists eleven a year, in calendar order', () => {
    const holidays = frenchHolidays(2027).map((h) => isoDay(h.date))
    expect(holidays).toHaveLength(11)
    expect(holidays).toEqual([...holidays].sort())
  })

  it('find Easter at both ends of its range (22 March 2285, 25 April 2038)', () => {
    expect(easterSunday(2285)).toEqual({ year: 2285, month: 3, day: 22 })
    expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 })
  })
})

describe('a day of the calendar', () => {
  it('opens Tuesday to Saturday from 10:00 to 18:45, and never on Sunday or Monday', () => {
    for (const date of ['2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13'])
      expect(rules.openingOn(day(date))).toEqual({ open: true, opens: '10:00', closes: '18:45', ranges: [{ opens: '10:00', closes: '18:45' }], special: false })
    for (const date of ['2026-06-07', '2026-06-08', '2030-01-06', '2030-01-07'])
      expect(rules.openingOn(day(date))).toEqual({ open: false, closure: { kind: 'weekly' } })
  })

  it('is closed from 1 to 25 August, 15 August counting as the summer closure', () => {
    for (const date of ['2027-08-01', '2027-08-03', '2027-08-15', '2027-08-25'])
      expect(rules.openingOn(day(date))).toEqual({ open: false, closure: { kind: 'summer' } })
    expect(rules.isOpenOn(day('2027-07-31'))).toBe(true)
    expect(rules.isOpenOn(day('2027-08-26'))).toBe(true)
  })

  it('follows the owner: a closure, a half day, a Monday opening, a holiday opened, a summer Saturday', () => {
    for (const date of ['2027-02-05', '2027-02-07', '2027-02-09'])
      expect(withOwnerRows.openingOn(day(date))).toEqual({ open: false, closure: { kind: 'exceptional', reason: 'Salon des métiers d’art' } })
    expect(withOwnerRows.isOpenOn(day('2027-02-10'))).toBe(true)
    expect(withOwnerRows.openingOn(day('2026-12-24'))).toEqual({
      open: true,
      opens: '10:00',
      closes: '13:00',
      ranges: [{ opens: '10:00', closes: '13:00' }],
      special: true,
    })
    expect(withOwnerRows.openingOn(day('2026-12-28'))).toEqual({
      open: true,
      opens: '10:00',
      closes: '18:45',
      ranges: [{ opens: '10:00', closes: '18:45' }],
      special: true,
    })
    expect(withOwnerRows.openingOn(day('2027-05-06'))).toEqual({
      open: true,
      opens: '10:00',
      closes: '18:45',
      ranges: [{ opens: '10:00', closes: '18:45' }],
      special: false,
    })
    expect(withOwnerRows.openingOn(day('2027-05-17'))).toEqual({ open: false, closure: { kind: 'holiday', holiday: 'lundi_de_pentecote' } })
    expect(withOwnerRows.isOpenOn(day('2027-08-07'))).toBe(true)
  })

  it('stays closed when the owner both closes and opens it, and takes the hours added last', () => {
    expect(withOwnerRows.openingOn(day('2027-03-02'))).toEqual({ open: false, closure: { kind: 'exceptional', reason: 'Inventaire' } })
    expect(withOwnerRows.openingOn(day('2027-03-13'))).toEqual({
      open: true,
      opens: '14:00',
      closes: '17:30',
      ranges: [{ opens: '14:00', closes: '17:30' }],
      special: true,
    })
  })
})

describe('the next opening and the closures ahead', () => {
  beforeEach(() => vi.stubEnv('TZ', 'Pacific/Kiritimati'))
  afterEach(() => vi.unstubAllEnvs())

  it('runs with the machine fourteen hours ahead of UTC', () => {
    expect(new Date('2026-12-25T11:00:00Z').getHours()).toBe(1)
  })

  it('skips Christmas: from Thursday 24 December evening to Saturday 26 December at 10:00', () => {
    expect(rules.nextOpeningAfter(new Date('2026-12-24T19:00+01:00')).opens.toISOString()).toBe('2026-12-26T09:00:00.000Z')
    expect(rules.nextOpeningAfter(new Date('2026-12-25T12:00+01:00')).opens.toISOString()).toBe('2026-12-26T09:00:00.000Z')
    expect(withOwnerRows.nextOpeningAfter(new Date('2026-12-26T19:00+01:00')).opens.toISOString()).toBe('2026-12-28T09:00:00.000Z')
  })

  it('is open on 24 December until 13:00 when the owner says so', () => {
    expect(withOwnerRows.isOpenAt(new Date('2026-12-24T12:59+01:00'))).toBe(true)
    expect(withOwnerRows.isOpenAt(new Date('2026-12-24T13:00+01:00'))).toBe(false)
    expect(withOwnerRows.nextOpeningAfter(new Date('2026-12-24T13:00+01:00')).closes.toISOString()).toBe('2026-12-26T17:45:00.000Z')
  })

  it('lists the closures of a year that shut a day the workshop would open, summer in one piece', () => {
    const list = rules.closuresBetween(day('2026-12-01'), day('2027-12-31')).map((p) => `${isoDay(p.first)}…${isoDay(p.last)} ${JSON.stringify(p.closure)}`)
    const holiday = (date: string, key: string) => `${date}…${date} {"kind":"holiday","holiday":"${key}"}`
    expect(list).toEqual([
      holiday('2026-12-25', 'noel'),
      holiday('2027-01-01', 'jour_de_l_an'),
      holiday('2027-05-01', 'fete_du_travail'),
      holiday('2027-05-06', 'ascension'),
      holiday('2027-05-08', 'victoire_1945'),
      holiday('2027-07-14', 'fete_nationale'),
      '2027-08-01…2027-08-25 {"kind":"summer"}',
      holiday('2027-11-11', 'armistice_1918'),
      holiday('2027-12-25', 'noel'),
    ])
  })

  it('lists the owner’s closures and openings, and forgets those already past', () => {
    const from = day('2027-01-01')
    const closures = withOwnerRows.closuresBetween(from, day('2027-03-31')).filter((p) => p.closure.kind === 'exceptional')
    expect(closures.map((p) => [isoDay(p.first), isoDay(p.last)])).toEqual([
      ['2027-02-05', '2027-02-09'],
      ['2027-03-02', '2027-03-02'],
    ])
    expect(withOwnerRows.specialOpeningsBetween(from, day('2027-12-31')).map((o) => `${isoDay(o.day)} ${o.opens}-${o.closes}`)).toEqual([
      '2027-03-13 14:00-17:30',
      '2027-08-07 10:00-18:45',
    ])
  })
})

describe.each(['America/Los_Angeles', 'Pacific/Kiritimati'])('the status line with TZ=%s', (zone) => {
  beforeEach(() => vi.stubEnv('TZ', zone))
  afterEach(() => vi.unstubAllEnvs())
  const status = (instant: string, calendar = rules) => openingStatus(new Date(instant), calendar).message

  it('says closed for Christmas all day on Friday 25 December 2026, with the reopening', () => {
    for (const instant of ['2026-12-25T00:00+01:00', '2026-12-25T11:00+01:00', '2026-12-25T23:59+01:00'])
      expect(status(instant)).toBe(fr('Fermé — jour férié (Noël), réouverture samedi 26 décembre à 10 h'))
  })

  it('counts down to Saturday 26 December, then opens', () => {
    expect(openingStatus(new Date('2026-12-26T08:00+01:00'), rules)).toEqual({ open: false, message: fr('Réouverture dans 2 h'), reopensInMinutes: 120 })
    expect(openingStatus(new Date('2026-12-26T10:00+01:00'), rules)).toEqual({
      open: true,
      message: fr('Ouvert aujourd’hui jusqu’à 18 h 45'),
      reopensInMinutes: null,
    })
  })

  it('does not count down to a holiday: the eve of one gives the real reopening', () => {
    expect(status('2026-12-24T19:00+01:00')).toBe(fr('Fermé — réouverture samedi 26 décembre à 10 h'))
    expect(status('2026-12-31T20:00+01:00')).toBe(fr('Fermé — réouverture samedi 2 janvier à 10 h'))
    expect(status('2027-05-05T19:00+02:00')).toBe(fr('Fermé — réouverture vendredi 7 mai à 10 h'))
  })

  it('names New Year’s Day and counts down the morning after', () => {
    expect(status('2027-01-01T09:00+01:00')).toBe(fr('Fermé — jour férié (Jour de l’an), réouverture samedi 2 janvier à 10 h'))
    expect(status('2027-01-02T09:15+01:00')).toBe(fr('Réouverture dans 45 min'))
  })

  it('gives the owner’s closure and the reopening date, over the weekend it spans (the reason is in the contact card)', () => {
    for (const instant of ['2027-02-05T11:00+01:00', '2027-02-07T11:00+01:00', '2027-02-09T23:00+01:00'])
      expect(status(instant, withOwnerRows)).toBe(fr('Fermeture exceptionnelle — réouverture le mercredi 10 février à 10 h'))
  })

  it('follows the owner’s half day and Monday opening', () => {
    expect(status('2026-12-24T12:00+01:00', withOwnerRows)).toBe(fr('Ouvert aujourd’hui jusqu’à 13 h'))
    expect(status('2026-12-24T14:00+01:00', withOwnerRows)).toBe(fr('Fermé — réouverture samedi 26 décembre à 10 h'))
    expect(status('2026-12-26T19:00+01:00', withOwnerRows)).toBe(fr('Fermé — réouverture lundi 28 décembre à 10 h'))
    expect(status('2027-05-06T11:00+02:00', withOwnerRows)).toBe(fr('Ouvert aujourd’hui jusqu’à 18 h 45'))
  })

  it('ignores a closure already past', () => {
    const past = createOpeningCalendar(fixtureHours, [{ ...ownerRows[0]!, first_day: '2026-06-01', last_day: '2026-06-10' }])
    expect(status('2026-06-12T11:00+02:00', past)).toBe(fr('Ouvert aujourd’hui jusqu’à 18 h 45'))
    expect(past.closuresBetween(day('2026-06-12'), day('2027-06-12')).some((p) => p.closure.kind === 'exceptional')).toBe(false)
  })

  it('speaks of summer until 25 August', () => {
    expect(status('2027-08-20T11:00+02:00')).toBe(fr('Fermé pour les congés d’été — réouverture le jeudi 26 août à 10 h'))
  })
})

describe('a calendar of other hours', () => {
  const paused = createOpeningCalendar(pausedHours, ownerRows)
  const at = (instant: string) => new Date(instant)

  it('opens each day at its own hours, in two ranges with a pause, and closes its own summer', () => {
    expect(paused.openingOn(day('2027-06-07'))).toEqual({
      open: true,
      opens: '14:00',
      closes: '18:00',
      ranges: [{ opens: '14:00', closes: '18:00' }],
      special: false,
    })
    expect(paused.openingOn(day('2027-06-08'))).toEqual({
      open: true,
      opens: '10:00',
      closes: '19:00',
      ranges: [
        { opens: '10:00', closes: '12:30' },
        { opens: '14:00', closes: '19:00' },
      ],
      special: false,
    })
    expect(paused.openingOn(day('2027-06-09'))).toEqual({ open: false, closure: { kind: 'weekly' } })
    expect(paused.openingOn(day('2027-07-13'))).toEqual({ open: false, closure: { kind: 'summer' } })
    expect(paused.openingOn(day('2027-08-10'))).toMatchObject({ open: true, opens: '10:00' })
  })

  it('is shut during the pause, and says when it opens again', () => {
    expect(paused.isOpenAt(at('2027-06-08T12:29+02:00'))).toBe(true)
    expect(paused.isOpenAt(at('2027-06-08T12:30+02:00'))).toBe(false)
    expect(paused.isOpenAt(at('2027-06-08T14:00+02:00'))).toBe(true)
    expect(paused.nextOpeningAfter(at('2027-06-08T13:00+02:00')).opens).toEqual(at('2027-06-08T14:00+02:00'))
    expect(openingStatus(at('2027-06-08T11:00+02:00'), paused).message).toBe('Ouvert aujourd’hui jusqu’à 12\u00a0h\u00a030')
    expect(openingStatus(at('2027-06-08T13:15+02:00'), paused)).toEqual({ open: false, message: 'Réouverture dans 45\u00a0min', reopensInMinutes: 45 })
  })

  it('gives an owner’s opening without hours the day’s own, or on a day closed every week those of the next day that opens', () => {
    const opened = createOpeningCalendar(pausedHours, [
      { id: 1, first_day: '2027-06-09', last_day: '2027-06-09', holiday: null, open: true, opens: null, closes: null, reason: null },
    ])
    expect(opened.openingOn(day('2027-06-09'))).toMatchObject({ open: true, opens: '10:00', closes: '18:45', special: true })
  })
})
