// The shop's own hours reach every reader alike: once a member saves hours of the test's own (not the
// seeded Tuesday to Saturday), what the build and the pages read of them (fetchWeeklyHours) gives the
// JSON-LD's openingHoursSpecification and the pages' sentence, the visit picker's slots are the
// database's own (private.visit_slots_on), the opening status is open exactly when the database's
// rule says so (private.is_open_at), and the database refuses a slot the new hours leave out, even
// one the seeded hours offered. Instants in 2030, given to both sides, on this file's own database copy.
import { beforeAll, describe, expect, it } from 'vitest'
import { createOpeningCalendar, parseIsoDay, visitSlotsOn, type OpeningCalendar } from '../../features/opening-hours'
import { fetchOpeningExceptions } from '../../features/opening-hours/fetchOpeningExceptions'
import { fetchWeeklyHours } from '../../features/opening-hours/fetchWeeklyHours'
import { openingStatus } from '../../features/opening-hours/openingStatusAt'
import { hoursWords } from '../../lib/content/hoursWords'
import { jewelryStoreJsonLd } from '../../lib/structuredData'
import type { WeeklyHours } from '../../lib/weeklyHours'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { workshopPeople } from './helpers/members'

/** Monday afternoon; Tuesday with a pause; Wednesday closed; Thursday to Saturday 11:00–17:00; closed 8 to 28 July. */
const ownWeek = [
  { weekday: 1, opens: '14:00', closes: '18:00', opens_again: null, closes_again: null },
  { weekday: 2, opens: '09:30', closes: '12:30', opens_again: '14:00', closes_again: '19:00' },
  { weekday: 3, opens: null, closes: null, opens_again: null, closes_again: null },
  ...[4, 5, 6].map((weekday) => ({ weekday, opens: '11:00', closes: '17:00', opens_again: null, closes_again: null })),
  { weekday: 7, opens: null, closes: null, opens_again: null, closes_again: null },
]
const ownSummer = { from_month: 7, from_day: 8, to_month: 7, to_day: 28 }

/** The picker's « now »: the days below are within its horizon. */
const now = new Date('2030-03-01T08:00:00Z')

describe.each(SCHEMA_KINDS)('the shop’s own hours on %s', (kind) => {
  const backend = useBackend(kind)
  let hours: WeeklyHours
  let calendar: OpeningCalendar

  beforeAll(async () => {
    const { member } = await workshopPeople(backend())
    expect((await member.client.rpc('atelier_save_opening_hours', { week: ownWeek, summer: ownSummer })).data).toEqual({ outcome: 'done' })
    const source = { url: backend().url, apiKey: backend().publishableKey }
    hours = await fetchWeeklyHours(source)
    calendar = createOpeningCalendar(hours, await fetchOpeningExceptions(source))
  })
  it('are what the JSON-LD and the pages’ sentences say', () => {
    expect(jewelryStoreJsonLd(hours).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '14:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday'], opens: '09:30', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday'], opens: '14:00', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday', 'Friday', 'Saturday'], opens: '11:00', closes: '17:00' },
    ])
    const words = hoursWords(hours)
    expect(words.week).toContain('du jeudi au samedi de 11\u00a0h à 17\u00a0h')
    expect(words.week).not.toContain('18\u00a0h\u00a045')
    expect(words.summer).toBe('du 8 au 28 juillet')
  })

  it.each([
    ['a Monday afternoon', '2030-03-04'],
    ['a Tuesday with a pause', '2030-03-05'],
    ['a Wednesday, now closed', '2030-03-06'],
    ['a Thursday of shorter hours', '2030-03-07'],
    ['a Sunday', '2030-03-10'],
  ])('gives the picker the database’s slots on %s (%s)', async (_, day) => {
    const database = (await backend().query(`select to_char(s, 'HH24:MI') as slot from private.visit_slots_on($1::date, $2::timestamptz) as s`, [
      day,
      now.toISOString(),
    ])) as { slot: string }[]
    expect(visitSlotsOn(calendar, parseIsoDay(day), now).map((slot) => slot.time)).toEqual(database.map((row) => row.slot))
  })

  it('offers, and the database takes, only the new hours’ slots: not the seeded ones they left out', async () => {
    const refusal = async (day: string, time: string) =>
      (
        (await backend().query(`select private.visit_refusal($1::date, $2::time, $3::timestamptz) as refusal`, [day, time, now.toISOString()]))[0] as {
          refusal: string | null
        }
      ).refusal
    const thursday = visitSlotsOn(calendar, parseIsoDay('2030-03-07'), now).map((slot) => slot.time)
    expect(thursday[0]).toBe('11:00')
    expect(thursday).not.toContain('10:00')
    expect(thursday).not.toContain('17:30')
    expect(await refusal('2030-03-07', '11:00')).toBeNull()
    expect(await refusal('2030-03-07', '10:00')).toBe('visit_time_off_grid')
    expect(await refusal('2030-03-07', '17:30')).toBe('visit_time_off_grid')
    expect(await refusal('2030-03-05', '13:00')).toBe('visit_time_off_grid')
    expect(await refusal('2030-03-06', '11:00')).toBe('visit_day_closed')
  })

  it.each([
    '2030-03-04T13:59:00+01:00',
    '2030-03-04T14:00:00+01:00',
    '2030-03-05T09:29:00+01:00',
    '2030-03-05T11:00:00+01:00',
    '2030-03-05T12:45:00+01:00',
    '2030-03-05T18:50:00+01:00',
    '2030-03-06T11:00:00+01:00',
    '2030-03-07T10:30:00+01:00',
    '2030-03-07T17:15:00+01:00',
    '2030-07-16T12:00:00+02:00',
  ])('says open at %s exactly when the database’s rule does', async (instant) => {
    const [row] = (await backend().query(`select private.is_open_at($1::timestamptz) as open`, [instant])) as { open: boolean }[]
    expect(openingStatus(new Date(instant), calendar).open).toBe(row!.open)
  })

  it('tells the visitor the new closing time and the new pause', () => {
    expect(openingStatus(new Date('2030-03-05T11:00:00+01:00'), calendar).message).toBe('Ouvert aujourd’hui jusqu’à 12\u00a0h\u00a030')
    expect(openingStatus(new Date('2030-03-05T12:45:00+01:00'), calendar).message).toBe('Réouverture dans 1\u00a0h\u00a015\u00a0min')
  })
})
