import { expect, it } from 'vitest'
import { parisToday } from './parisToday'
import { dayName, shownDays, visitDays } from './visitDays'
import type { WeekVisit } from './visits'

const visit = (day: string, time: string | null, name: string, kind: WeekVisit['kind'] = 'request'): WeekVisit => ({
  kind,
  id: `${day}-${time}-${name}`,
  visit_date: day,
  visit_time: time,
  status: 'confirmed',
  name,
  phone: null,
  service: null,
  note: null,
})

it('starts the days shown from today in Paris, not in UTC', () => {
  // 23:30 UTC on Saturday 27 March 2027 is already Sunday in Paris (winter time, UTC+1).
  expect(parisToday(new Date('2027-03-27T23:30:00Z'))).toBe('2027-03-28')
  // Summer time from that night: 22:30 UTC on 3 July is 00:30 in Paris.
  expect(parisToday(new Date('2027-07-03T22:30:00Z'))).toBe('2027-07-04')
  expect(parisToday(new Date('2027-07-03T21:59:00Z'))).toBe('2027-07-03')
})

it('shows seven days from today, then the seven after, across a month, a year and a clock change', () => {
  expect(shownDays('2026-12-28', 0)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'])
  expect(shownDays('2027-03-25', 0).slice(2, 5)).toEqual(['2027-03-27', '2027-03-28', '2027-03-29'])
  expect(shownDays('2026-12-28', 1)[0]).toBe('2027-01-04')
})

it('names today and tomorrow, then the weekday, with the year only when it is not this year’s', () => {
  expect(dayName('2026-12-07', '2026-12-07')).toBe('Aujourd’hui, lundi 7 décembre')
  expect(dayName('2026-12-08', '2026-12-07')).toBe('Demain, mardi 8 décembre')
  expect(dayName('2026-12-09', '2026-12-07')).toBe('Mercredi 9 décembre')
  expect(dayName('2027-01-01', '2026-12-31')).toBe('Demain, vendredi 1er janvier 2027')
})

it('puts each visit under its day in order of time, an open time last, and leaves the other days empty', () => {
  const days = visitDays('2026-12-07', 0, [
    visit('2026-12-08', '15:00', 'Claire'),
    visit('2026-12-08', null, 'Anne'),
    visit('2026-12-08', '10:30', 'Jean', 'phone'),
    visit('2026-12-07', '11:00', 'Hélène'),
    visit('2026-12-20', '11:00', 'Hors de la semaine'),
  ])
  expect(days).toHaveLength(7)
  expect(days[0]!.visits.map((v) => v.name)).toEqual(['Hélène'])
  expect(days[1]!.visits.map((v) => v.name)).toEqual(['Jean', 'Claire', 'Anne'])
  expect(days.slice(2).every((day) => day.visits.length === 0)).toBe(true)
  expect(days.flatMap((day) => day.visits).map((v) => v.name)).not.toContain('Hors de la semaine')
})
