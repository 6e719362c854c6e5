// A visit requested with a contact message: the site's slots (features/opening-hours/visitSlots.ts)
// and the database's acceptance (private.visit_refusal, the insert trigger of contact_messages),
// fed the same days and instants with the owner's rows in the table, must agree; then what a
// visitor's insert is refused, what the availability says, and what a visitor may not reach.
import { beforeAll, describe, expect, it } from 'vitest'
import { createOpeningCalendar, isoDay, parseIsoDay, visitDays, visitSlotsOn, type OpeningCalendar, type OpeningException } from '../../features/opening-hours'
import { officialHolidays, ownerRows } from '../../features/opening-hours/calendarFixtures'
import { addDays, parisParts, weekdayOf, type CalendarDate } from '../../features/opening-hours/parisTime'
import { BACKEND_KINDS, useBackend } from './helpers/backend'
import { contactMessage } from './helpers/fixtures'

const insertColumns = ['first_day', 'last_day', 'holiday', 'open', 'opens', 'closes', 'reason'] as const

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

describe.each(BACKEND_KINDS)('visit requests on %s', (kind) => {
  const backend = useBackend(kind)
  let calendar: OpeningCalendar

  beforeAll(async () => {
    const { query } = backend()
    for (const row of ownerRows)
      await query(
        `insert into public.opening_exceptions (${insertColumns.join(', ')}) values ($1, $2, $3, $4, $5, $6, $7)`,
        insertColumns.map((column) => row[column]),
      )
    const stored = (await query(
      `select id::int, first_day::text, last_day::text, holiday, open, opens::text, closes::text, reason from public.opening_exceptions order by id`,
    )) as OpeningException[]
    calendar = createOpeningCalendar(stored)
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

  describe('the availability', () => {
    const now = () => new Date()
    const from = () => parisParts(now())
    const availability = async (fromDay: CalendarDate = from(), days = 28) =>
      backend().anon.rpc('visit_availability', { from_date: isoDay(fromDay), to_date: isoDay(addDays(fromDay, days)) })
    const confirm = async (day: string, time: string) => {
      const id = crypto.randomUUID()
      await backend()
        .service.from('contact_messages')
        .insert({ ...contactMessage(), id, visit_date: day, visit_time: time })
      await backend().query(`update private.visit_appointments set status = 'confirmed', decided_at = now() where message_id = $1`, [id])
    }
    const takenAt = async (day: string, time: string) => {
      const { data } = await availability(parseIsoDay(day), 0)
      return (data as { slot: string; taken: boolean }[]).find((row) => row.slot.startsWith(time))?.taken
    }

    it('offers, from tomorrow on, the site’s slots and nothing else of anyone', async () => {
      const tomorrow = addDays(from(), 1)
      const { data, error } = await availability(tomorrow, 27)
      expect(error).toBeNull()
      const rows = data as { day: string; slot: string; taken: boolean }[]
      expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'slot', 'taken'])
      const expected = Array.from({ length: 28 }, (_, offset) => addDays(tomorrow, offset)).flatMap((day) =>
        visitSlotsOn(calendar, day, now()).map((slot) => `${isoDay(day)} ${slot.time}`),
      )
      expect(rows.map((row) => `${row.day} ${row.slot.slice(0, 5)}`)).toEqual(expected)
    })

    it('shows a slot taken once its confirmed visits reach the capacity, or the owner blocks it', async () => {
      const day = visitDays(calendar, now()).find((d) => isoDay(d) >= isoDay(addDays(from(), 3)))!
      const [a, b, c] = visitSlotsOn(calendar, day, now())
      expect(await takenAt(isoDay(day), a!.time)).toBe(false)
      await confirm(isoDay(day), a!.time)
      expect(await takenAt(isoDay(day), a!.time)).toBe(true)
      expect(await takenAt(isoDay(day), b!.time)).toBe(false)
      await backend().query(`update private.appointment_settings set slot_capacity = 2`)
      expect(await takenAt(isoDay(day), a!.time)).toBe(false)
      await confirm(isoDay(day), a!.time)
      expect(await takenAt(isoDay(day), a!.time)).toBe(true)
      // A request or a declined visit takes nothing.
      await backend()
        .anon.from('contact_messages')
        .insert({ ...contactMessage(), visit_date: isoDay(day), visit_time: b!.time })
      expect(await takenAt(isoDay(day), b!.time)).toBe(false)
      await backend().query(`insert into private.visit_blocked_slots (visit_date, visit_time, note) values ($1, $2, 'Mme Martin, par téléphone')`, [
        isoDay(day),
        c!.time,
      ])
      expect(await takenAt(isoDay(day), c!.time)).toBe(true)
      await backend().query(`update private.appointment_settings set slot_capacity = 1`)
    })

    it('answers at most five weeks, in order', async () => {
      expect((await availability(from(), 36)).error?.code).toBe('22023')
      const reversed = await backend().anon.rpc('visit_availability', { from_date: isoDay(from()), to_date: isoDay(addDays(from(), -1)) })
      expect(reversed.error?.code).toBe('22023')
      expect((await availability(from(), 35)).error).toBeNull()
    })
  })

  describe('the workshop’s decisions', () => {
    it('are out of a visitor’s reach, as are the private functions', async () => {
      const [rights] = await backend().query(`
        select has_table_privilege('anon', 'private.visit_appointments', 'SELECT') as read_state,
               has_table_privilege('authenticated', 'private.visit_appointments', 'UPDATE') as write_state,
               has_table_privilege('anon', 'private.appointment_settings', 'SELECT') as read_settings,
               has_table_privilege('anon', 'private.visit_blocked_slots', 'SELECT') as read_blocks,
               has_function_privilege('anon', 'private.visit_refusal(date, time, timestamptz)', 'EXECUTE') as call_refusal,
               has_function_privilege('anon', 'private.visit_slots_on(date, timestamptz)', 'EXECUTE') as call_slots,
               has_function_privilege('anon', 'public.contact_messages_check_visit()', 'EXECUTE') as call_trigger,
               has_function_privilege('anon', 'public.visit_availability(date, date)', 'EXECUTE') as call_availability`)
      expect(rights).toEqual({
        read_state: false,
        write_state: false,
        read_settings: false,
        read_blocks: false,
        call_refusal: false,
        call_slots: false,
        call_trigger: false,
        call_availability: true,
      })
      const forPublic = await backend().query(`
        select p.oid::regprocedure::text as fn from pg_catalog.pg_proc p
         where (p.proname like 'visit%' or p.proname like 'contact_messages_%_visit')
           and exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0 and a.privilege_type = 'EXECUTE')`)
      expect(forPublic).toEqual([])
      const viaApi = await backend().anon.rpc('visit_refusal', { on_day: '2027-06-05', at_time: '12:00', at_instant: new Date().toISOString() })
      expect(viaApi.error).not.toBeNull()
    })

    it('confirm or propose only a slot of the calendar', async () => {
      const id = crypto.randomUUID()
      const day = visitDays(calendar, new Date()).at(-1)!
      const sent = await backend()
        .service.from('contact_messages')
        .insert({ ...contactMessage(), id, visit_date: isoDay(day), visit_time: null })
      expect(sent.error).toBeNull()
      const sunday = Array.from({ length: 7 }, (_, offset) => addDays(day, offset)).find((d) => weekdayOf(d) === 0)!
      await expect(
        backend().query(
          `update private.visit_appointments set status = 'proposed', decided_at = now(), visit_date = $2, visit_time = '11:00' where message_id = $1`,
          [id, isoDay(sunday)],
        ),
      ).rejects.toMatchObject({ code: '23514' })
      await expect(
        backend().query(`update private.visit_appointments set status = 'confirmed', decided_at = now() where message_id = $1`, [id]),
      ).rejects.toMatchObject({
        code: '23514',
      })
    })
  })
})
