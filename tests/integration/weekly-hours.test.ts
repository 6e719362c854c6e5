// The weekly hours and the summer closure as data (migrations/20261210000300_weekly_hours.sql): anon
// reads them, a signed-in non-member reads and changes nothing, a member saves them through
// public.atelier_save_opening_hours, which refuses what makes no sense and journals what it
// changed; the tables' checks say the same to the dashboard; and what the database's opening rule,
// its instants and its visit slots say follows the saved hours. Each test builds its own hours and
// puts the shop's back after it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { frenchHolidays, isoDay } from '../../features/opening-hours'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { workshopPeople, type WorkshopPeople } from './helpers/members'
import { contactMessage } from './helpers/fixtures'
import { parisDay, requestVisit } from './helpers/visits'

/** Every half hour from `first` to `last`, both included, as HH:MM. */
const halfHours = (first: string, last: string): string[] => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  const slots: string[] = []
  for (let at = minutes(first); at <= minutes(last); at += 30) slots.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`)
  return slots
}

type Ranges = [string, string] | [string, string, string, string]
interface Day {
  weekday: number
  opens: string | null
  closes: string | null
  opens_again: string | null
  closes_again: string | null
}

/** The seven days, closed but those given (ISO weekday → one or two ranges). */
const week = (open: Record<number, Ranges>): Day[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const [opens = null, closes = null, opens_again = null, closes_again = null] = open[weekday] ?? []
    return { weekday, opens, closes, opens_again, closes_again }
  })

const summer = (from_month: number, from_day: number, to_month: number, to_day: number) => ({ from_month, from_day, to_month, to_day })

describe.each(SCHEMA_KINDS)('the weekly hours on %s', (kind) => {
  const backend = useBackend(kind)
  let member: WorkshopPeople['member']
  let stranger: WorkshopPeople['stranger']

  beforeAll(async () => void ({ member, stranger } = await workshopPeople(backend())))

  // The shop's hours, as seeded: Tuesday to Saturday 10:00–18:45, closed 1 to 25 August.
  afterEach(async () => {
    await backend().query(
      `update public.weekly_hours
          set opens = case when weekday between 2 and 6 then '10:00'::time end, closes = case when weekday between 2 and 6 then '18:45'::time end,
              opens_again = null, closes_again = null`,
    )
    await backend().query(`update public.summer_closure set from_month = 8, from_day = 1, to_month = 8, to_day = 25`)
  })

  const save = (client: SupabaseClient, days: Day[], closure: ReturnType<typeof summer> | null = summer(8, 1, 8, 25)) =>
    client.rpc('atelier_save_opening_hours', { week: days, summer: closure })
  const openingOn = async (day: string) =>
    (
      await backend().query(
        `select is_open, opens_at::text, closes_at::text, closure, break_starts::text, break_ends::text from private.opening_on($1::date)`,
        [day],
      )
    )[0]
  const storedWeek = async () =>
    backend().query(`select weekday, opens::text, closes::text, opens_again::text, closes_again::text from public.weekly_hours order by weekday`)

  it('gives anon the shop’s hours and summer closure, a member the same, a signed-in non-member nothing', async () => {
    const hours = await backend().anon.from('weekly_hours').select('weekday,opens,closes,opens_again,closes_again').order('weekday')
    expect(hours.error).toBeNull()
    expect(hours.data).toEqual(
      week({ 2: ['10:00:00', '18:45:00'], 3: ['10:00:00', '18:45:00'], 4: ['10:00:00', '18:45:00'], 5: ['10:00:00', '18:45:00'], 6: ['10:00:00', '18:45:00'] }),
    )
    const closure = await backend().anon.from('summer_closure').select('from_month,from_day,to_month,to_day')
    expect(closure.data).toEqual([summer(8, 1, 8, 25)])
    expect((await member.client.from('weekly_hours').select('weekday')).data).toHaveLength(7)
    expect((await stranger.from('weekly_hours').select('weekday')).data).toEqual([])
    expect((await stranger.from('summer_closure').select('id')).data).toEqual([])
  })

  it('lets no one but a member change them, not even through the table', async () => {
    const changed = week({ 1: ['09:00', '12:00'] })
    expect((await save(backend().anon, changed)).error).toMatchObject({ code: '42501' })
    expect((await save(stranger, changed)).error).toMatchObject({ code: '42501' })
    await backend().anon.from('weekly_hours').update({ opens: '09:00', closes: '12:00' }).eq('weekday', 1)
    await member.client.from('weekly_hours').update({ opens: '09:00', closes: '12:00' }).eq('weekday', 1)
    await member.client.from('summer_closure').update({ from_month: 7 }).eq('id', true)
    expect((await openingOn('2030-03-04')).is_open).toBe(false)
    expect(await backend().query(`select from_month from public.summer_closure`)).toEqual([{ from_month: 8 }])
    const [{ n }] = await backend().query(
      `select count(*)::int as n from public.workshop_journal where action like 'weekly_hours.%' or action = 'opening_hours.saved'`,
    )
    expect(n).toBe(0)
  })

  it('follows a member’s new hours in the opening rule, its instants and the visit slots, and journals the change', async () => {
    // Monday 14:00–18:00; Tuesday 10:00–12:30 then 14:00–19:00; Wednesday closed; summer 8 to 28 July.
    const saved = await save(
      member.client,
      week({ 1: ['14:00', '18:00'], 2: ['10:00', '12:30', '14:00', '19:00'], 4: ['10:00', '18:45'], 5: ['10:00', '18:45'], 6: ['10:00', '18:45'] }),
      summer(7, 8, 7, 28),
    )
    expect(saved.error).toBeNull()
    expect(saved.data).toEqual({ outcome: 'done' })

    expect(await openingOn('2030-03-04')).toEqual({
      is_open: true,
      opens_at: '14:00:00',
      closes_at: '18:00:00',
      closure: null,
      break_starts: null,
      break_ends: null,
    })
    expect(await openingOn('2030-03-05')).toEqual({
      is_open: true,
      opens_at: '10:00:00',
      closes_at: '19:00:00',
      closure: null,
      break_starts: '12:30:00',
      break_ends: '14:00:00',
    })
    expect(await openingOn('2030-03-06')).toMatchObject({ is_open: false, closure: 'weekly' })
    expect(await openingOn('2030-07-15')).toMatchObject({ is_open: false, closure: 'summer' })
    expect(await openingOn('2030-08-05')).toMatchObject({ is_open: true, opens_at: '14:00:00' })

    const openAt = (instant: string) =>
      backend()
        .query(`select private.is_open_at($1::timestamptz) as open`, [instant])
        .then(([row]) => row.open as boolean)
    expect(await openAt('2030-03-05T12:29:00+01:00')).toBe(true)
    expect(await openAt('2030-03-05T13:00:00+01:00')).toBe(false)
    expect(await openAt('2030-03-05T18:50:00+01:00')).toBe(true)
    expect(await openAt('2030-03-04T15:00:00+01:00')).toBe(true)

    const refusal = (day: string, time: string | null) =>
      backend()
        .query(`select private.visit_refusal($1::date, $2::time, '2030-03-01T08:00:00Z') as refusal`, [day, time])
        .then(([row]) => row.refusal as string | null)
    expect(await refusal('2030-03-05', '11:30')).toBeNull()
    expect(await refusal('2030-03-05', '12:00')).toBe('visit_time_off_grid')
    expect(await refusal('2030-03-05', '13:00')).toBe('visit_time_off_grid')
    expect(await refusal('2030-03-05', '14:00')).toBeNull()
    expect(await refusal('2030-03-05', '18:00')).toBeNull()
    expect(await refusal('2030-03-05', '18:30')).toBe('visit_time_off_grid')
    expect(await refusal('2030-03-06', null)).toBe('visit_day_closed')
    expect(await refusal('2030-03-04', '14:00')).toBeNull()
    const slots = await backend().query(`select to_char(s, 'HH24:MI') as slot from private.visit_slots_on('2030-03-05', '2030-03-01T08:00:00Z') as s`)
    expect(slots.map((row) => row.slot)).toEqual([...halfHours('10:00', '11:30'), ...halfHours('14:00', '18:00')])

    const journal = await backend().query(
      `select actor_email, action, details from public.workshop_journal where action in ('opening_hours.saved', 'weekly_hours.update', 'summer_closure.update') order by id`,
    )
    expect(journal.map((row) => row.action).sort()).toEqual([
      'opening_hours.saved',
      'summer_closure.update',
      'weekly_hours.update',
      'weekly_hours.update',
      'weekly_hours.update',
    ])
    expect(journal.every((row) => row.actor_email === member.email)).toBe(true)
    const whole = journal.find((row) => row.action === 'opening_hours.saved')
    expect(whole.details.summer).toEqual(summer(7, 8, 7, 28))
    expect(whole.details.week[1]).toMatchObject({ weekday: 2, opens: '10:00:00', closes: '12:30:00', opens_again: '14:00:00', closes_again: '19:00:00' })
  })

  it('refuses a visitor’s visit in the new pause, takes one in the new afternoon', async () => {
    // A day of next week that is no public holiday, whatever today is.
    const holidays = new Set(
      [Number(parisDay(0).slice(0, 4)), Number(parisDay(14).slice(0, 4))].flatMap((year) => frenchHolidays(year).map((h) => isoDay(h.date))),
    )
    const day = [3, 4, 5, 6, 7, 8, 9].map((offset) => parisDay(offset)).find((iso) => !holidays.has(iso))!
    const weekday = ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1
    expect((await save(member.client, week({ [weekday]: ['10:00', '12:00', '15:00', '18:00'] }), null)).data).toEqual({ outcome: 'done' })
    const refused = await backend()
      .anon.from('contact_messages')
      .insert({ ...contactMessage(), visit_date: day, visit_time: '12:30' })
    expect(refused.error).toMatchObject({ code: '23514', details: 'visit_time_off_grid' })
    expect(await requestVisit(backend(), { day, slot: '15:00' })).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses hours that make no sense, says which day and why, and changes nothing', async () => {
    const before = await storedWeek()
    const refused = await save(
      member.client,
      week({ 1: ['18:00', '10:00'], 2: ['10:00', '13:00', '12:00', '18:00'], 3: ['10:00', null as unknown as string], 4: ['10:00', '10h'] }),
    )
    expect(refused.data).toEqual({ outcome: 'refused', reason: 'invalid', problems: ['day_1_reversed', 'day_2_overlap', 'day_3_incomplete', 'day_4_time'] })
    expect((await save(member.client, week({}))).data).toMatchObject({ problems: ['week_closed'] })
    expect((await save(member.client, week({ 2: ['10:00', '18:00'] }), summer(8, 25, 8, 1))).data).toMatchObject({ problems: ['summer_reversed'] })
    expect((await save(member.client, week({ 2: ['10:00', '18:00'] }), summer(2, 30, 3, 1))).data).toMatchObject({ problems: ['summer'] })
    expect((await save(member.client, week({ 2: ['10:00', '18:00'] }), summer(6, 1, 9, 30))).data).toMatchObject({ problems: ['summer_too_long'] })
    expect((await save(member.client, week({ 2: ['10:00', '18:00'] }).slice(1))).data).toMatchObject({ problems: ['week'] })
    expect(await storedWeek()).toEqual(before)
    expect(await backend().query(`select from_month, from_day, to_month, to_day from public.summer_closure`)).toEqual([summer(8, 1, 8, 25)])
  })

  it('holds the same rules in the tables themselves, for the dashboard', async () => {
    const refusedBy = async (sql: string) => {
      try {
        await backend().query(sql)
        return null
      } catch (error) {
        return (error as { constraint?: string; message: string }).constraint ?? (error as Error).message
      }
    }
    expect(await refusedBy(`update public.weekly_hours set opens = '18:00', closes = '10:00' where weekday = 1`)).toBe('weekly_hours_ranges_check')
    expect(await refusedBy(`update public.weekly_hours set opens_again = '12:00', closes_again = '19:00' where weekday = 2`)).toBe('weekly_hours_ranges_check')
    expect(await refusedBy(`update public.weekly_hours set opens_again = '19:00' where weekday = 2`)).toBe('weekly_hours_ranges_check')
    expect(await refusedBy(`update public.weekly_hours set opens = '10:00:30' where weekday = 2`)).toBe('weekly_hours_minutes_check')
    expect(await refusedBy(`insert into public.weekly_hours (weekday) values (8)`)).toBe('weekly_hours_weekday_check')
    expect(await refusedBy(`update public.summer_closure set from_month = 2, from_day = 30`)).toBe('summer_closure_days_check')
    expect(await refusedBy(`update public.summer_closure set to_month = 7`)).toBe('summer_closure_days_check')
    expect(await refusedBy(`update public.summer_closure set to_month = null`)).toBe('summer_closure_days_check')
    expect(await refusedBy(`update public.summer_closure set from_month = null, from_day = null, to_month = null, to_day = null`)).toBeNull()
    expect(await openingOn('2030-08-20')).toMatchObject({ is_open: true, opens_at: '10:00:00', closes_at: '18:45:00' })
  })
})
