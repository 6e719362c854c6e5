// A visit requested with a contact message: the site's slots (features/opening-hours/visitSlots.ts)
// and the database's acceptance (private.visit_refusal, the insert trigger of contact_messages),
// fed the same days and instants with the owner's rows in the table, must agree; then what a
// visitor's insert is refused. The availability and the workshop's decisions:
// visit-availability.test.ts.
import { beforeAll, describe, expect, it } from 'vitest'
import { isoDay, parseIsoDay, visitDays, visitSlotsOn, type OpeningCalendar } from '../../features/opening-hours'
import { officialHolidays } from '../../features/opening-hours/calendarFixtures'
import { addDays, parisParts, weekdayOf } from '../../features/opening-hours/parisTime'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { contactMessage } from './helpers/fixtures'
import { storeOwnerRows } from './helpers/openingRows'

// Instants the agreement test stands at: before Christmas and the trade fair, around Easter and the
// spring switch to summer time, before May's holidays, July and August, the autumn switch.
const instants = [
  '2026-12-19T08:00:00Z',
  '2026-12-23T16:20:00Z',
  '2027-01-30T09:45:00Z',
  '2027-03-26T13:05:00Z',
  '2027-04-24T07:59:00Z',
  '2027-06-25T15:30:00Z',
  '2027-07-27T10:00:00Z',
  '2027-10-22T06:00:00Z',
].map((iso) => new Date(iso))
// Every quarter of an hour from 09:00 to 18:45, and « peu importe l'heure ».
const times: (string | null)[] = [
  null,
  ...Array.from({ length: 40 }, (_, i) => `${String(9 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`),
]

describe.each(SCHEMA_KINDS)('visit requests on %s', (kind) => {
  const backend = useBackend(kind)
  let calendar: OpeningCalendar

  beforeAll(async () => {
    calendar = await storeOwnerRows(backend())
  })

  it('takes exactly the slots the site offers, at every instant, on every day around it', async () => {
    const cases = instants.flatMap((now) => {
      const today = parisParts(now)
      return Array.from({ length: 34 }, (_, offset) => addDays(today, offset - 2)).flatMap((day) => {
        const offered = visitSlotsOn(calendar, day, now).map((slot) => slot.time)
        return times.map((time) => ({ now, day: isoDay(day), time, accepted: time === null ? offered.length > 0 : offered.includes(time) }))
      })
    })
    const rows = (await backend().query(
      `select private.visit_refusal(d, t, n) as refusal
         from unnest($1::date[], $2::time[], $3::timestamptz[]) with ordinality as c(d, t, n, i) order by i`,
      [cases.map((c) => c.day), cases.map((c) => c.time), cases.map((c) => c.now.toISOString())],
    )) as { refusal: string | null }[]
    expect(rows).toHaveLength(cases.length)
    const differences = cases
      .map((c, i) => ({ ...c, refusal: rows[i]!.refusal }))
      .filter((c) => (c.refusal === null) !== c.accepted)
      .map((c) => `${c.now.toISOString()} ${c.day} ${c.time ?? 'any'}: ${c.refusal}`)
    expect(differences).toEqual([])
    const refusals = new Set(rows.map((row) => row.refusal))
    for (const code of [null, 'visit_day_closed', 'visit_time_off_grid', 'visit_past', 'visit_too_soon', 'visit_too_far']) expect(refusals).toContain(code)
    expect(cases.filter((c) => c.accepted).length).toBeGreaterThan(2000)
  })

  it('lists the same slots as the site, one day after another', async () => {
    const now = instants[3]!
    const days = Array.from({ length: 31 }, (_, offset) => addDays(parisParts(now), offset))
    const rows = (await backend().query(
      `select d::date::text as day, to_char(s, 'HH24:MI') as time from unnest($1::date[]) as d cross join lateral private.visit_slots_on(d, $2) as s order by 1, 2`,
      [days.map(isoDay), now.toISOString()],
    )) as { day: string; time: string }[]
    const expected = days.flatMap((day) => visitSlotsOn(calendar, day, now).map((slot) => ({ day: isoDay(day), time: slot.time })))
    expect(rows).toEqual(expected)
  })

  describe('a visitor’s request', () => {
    const now = () => new Date()
    const today = () => parisParts(now())
    // An opening day at least two days ahead (no slot of it is near the two-hour limit) and its slots.
    const laterDay = () => visitDays(calendar, now()).find((day) => isoDay(day) >= isoDay(addDays(today(), 2)))!
    const send = (visit: Record<string, string | null>) =>
      backend()
        .anon.from('contact_messages')
        .insert({ ...contactMessage(), ...visit })

    it('is taken on a slot the site offers, or any time of an offered day, and waits for the workshop', async () => {
      const day = laterDay()
      const [first] = visitSlotsOn(calendar, day, now())
      const id = crypto.randomUUID()
      expect(
        (
          await backend()
            .anon.from('contact_messages')
            .insert({ ...contactMessage(), id, visit_date: isoDay(day), visit_time: first!.time })
        ).error,
      ).toBeNull()
      expect((await send({ visit_date: isoDay(day), visit_time: null })).error).toBeNull()
      const [state] = await backend().query(
        `select status, visit_date::text, to_char(visit_time, 'HH24:MI') as visit_time, decided_at, closed_at from private.visit_appointments where message_id = $1`,
        [id],
      )
      expect(state).toEqual({ status: 'requested', visit_date: isoDay(day), visit_time: first!.time, decided_at: null, closed_at: null })
    })

    it('is refused on a Monday, a public holiday or a closure the owner added', async () => {
      const monday = Array.from({ length: 7 }, (_, offset) => addDays(today(), offset + 1)).find((day) => weekdayOf(day) === 1)!
      const monday_ = await send({ visit_date: isoDay(monday), visit_time: '11:00' })
      expect(monday_.error).toMatchObject({ code: '23514', details: 'visit_day_closed' })
      // The next holiday falling on a Tuesday to Saturday outside August, Ascension aside (opened by the owner's row).
      const holiday = officialHolidays
        .map(([date, key]) => ({ date, key }))
        .filter(
          ({ date, key }) => date > isoDay(today()) && key !== 'ascension' && !date.includes('-08-') && [2, 3, 4, 5, 6].includes(weekdayOf(parseIsoDay(date))),
        )
        .sort((a, b) => a.date.localeCompare(b.date))[0]!
      const onHoliday = await send({ visit_date: holiday.date, visit_time: '11:00' })
      expect(onHoliday.error).toMatchObject({ code: '23514', details: 'visit_day_closed' })
      const day = laterDay()
      const closure = await backend()
        .service.from('opening_exceptions')
        .insert({ first_day: isoDay(day), last_day: isoDay(day), reason: 'Inventaire' })
      expect(closure.error).toBeNull()
      const closed = await send({ visit_date: isoDay(day), visit_time: null })
      expect(closed.error).toMatchObject({ code: '23514', details: 'visit_day_closed' })
      await backend().query(`delete from public.opening_exceptions where reason = 'Inventaire'`)
    })

    it.each<[string, string]>([
      ['a quarter past', '10:15'],
      ['before opening', '09:30'],
      ['less than an hour before closing', '18:00'],
      ['a time with seconds', '10:00:30'],
    ])('is refused off the half-hour grid: %s', async (_, time) => {
      const refused = await send({ visit_date: isoDay(laterDay()), visit_time: time })
      expect(refused.error).toMatchObject({ code: '23514', details: 'visit_time_off_grid' })
    })

    it('is refused in the past, beyond four weeks, or with a time and no day', async () => {
      const pastDay = Array.from({ length: 10 }, (_, offset) => addDays(today(), -1 - offset)).find((day) => calendar.isOpenOn(day))!
      expect((await send({ visit_date: isoDay(pastDay), visit_time: '10:00' })).error).toMatchObject({ code: '23514', details: 'visit_past' })
      const farDay = Array.from({ length: 20 }, (_, offset) => addDays(today(), 29 + offset)).find((day) => calendar.isOpenOn(day))!
      expect((await send({ visit_date: isoDay(farDay), visit_time: null })).error).toMatchObject({ code: '23514', details: 'visit_too_far' })
      expect((await send({ visit_date: null, visit_time: '10:00' })).error?.code).toBe('23514')
    })

    it('is refused less than two hours ahead, the database’s clock deciding', async () => {
      const rows = await backend().query(
        `select private.visit_refusal('2027-06-05', '12:00', '2027-06-05T10:01:00+02:00') as soon, private.visit_refusal('2027-06-05', '12:00', '2027-06-05T10:00:00+02:00') as in_time`,
      )
      expect(rows).toEqual([{ soon: 'visit_too_soon', in_time: null }])
    })
  })
})
