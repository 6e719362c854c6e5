// One opening calendar, seen from both ends: the site's (features/opening-hours/calendar.ts) and
// the database's (private.opening_on and private.is_open_at, for the checks of visits booked
// later), fed the same days, instants and owner's rows, must agree; both are held to the official
// holidays written out by hand. Then what a visitor may read of the owner's table, and what the
// table refuses.
import { beforeAll, describe, expect, it } from 'vitest'
import { createOpeningCalendar, isoDay, type DayOpening, type OpeningCalendar, type OpeningException } from '../../features/opening-hours/calendar'
import { fixtureHours, officialHolidays, ownerRows, pausedHours } from '../../features/opening-hours/calendarFixtures'
import { fetchOpeningExceptions } from '../../features/opening-hours/fetchOpeningExceptions'
import { fetchWeeklyHours } from '../../features/opening-hours/fetchWeeklyHours'
import { openingStatus } from '../../features/opening-hours/openingStatusAt'
import { addDays, parisParts } from '../../features/opening-hours/parisTime'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { storeWeeklyHours } from './helpers/openingRows'

interface SqlOpening {
  day: string
  is_open: boolean
  opens_at: string | null
  closes_at: string | null
  closure: string | null
  holiday_key: string | null
  closure_reason: string | null
  break_starts: string | null
  break_ends: string | null
}

const asSql = (day: string, opening: DayOpening): SqlOpening =>
  opening.open
    ? {
        day,
        is_open: true,
        opens_at: `${opening.opens}:00`,
        closes_at: `${opening.closes}:00`,
        closure: null,
        holiday_key: null,
        closure_reason: null,
        break_starts: opening.ranges[1] ? `${opening.ranges[0]!.closes}:00` : null,
        break_ends: opening.ranges[1] ? `${opening.ranges[1].opens}:00` : null,
      }
    : {
        day,
        is_open: false,
        opens_at: null,
        closes_at: null,
        closure: opening.closure.kind,
        holiday_key: opening.closure.kind === 'holiday' ? opening.closure.holiday : null,
        closure_reason: opening.closure.kind === 'exceptional' ? opening.closure.reason : null,
        break_starts: null,
        break_ends: null,
      }

const insertColumns = ['first_day', 'last_day', 'holiday', 'open', 'opens', 'closes', 'reason'] as const

describe.each(SCHEMA_KINDS)('the opening calendar on %s', (kind) => {
  const backend = useBackend(kind)
  let calendar: OpeningCalendar
  let days: SqlOpening[]

  beforeAll(async () => {
    const { query } = backend()
    // The tests' own week (Tuesday to Saturday 10:00–18:45, closed 1 to 25 August), whatever the shop's.
    await storeWeeklyHours(backend(), fixtureHours)
    for (const row of ownerRows)
      await query(
        `insert into public.opening_exceptions (${insertColumns.join(', ')}) values ($1, $2, $3, $4, $5, $6, $7)`,
        insertColumns.map((column) => row[column]),
      )
    // The rows as the database numbered them: "the row added last" means the same on both sides.
    const stored = (await query(
      `select id::int, first_day::text, last_day::text, holiday, open, opens::text, closes::text, reason from public.opening_exceptions order by id`,
    )) as OpeningException[]
    expect(stored).toHaveLength(ownerRows.length)
    calendar = createOpeningCalendar(await fetchWeeklyHours({ url: backend().url, apiKey: backend().publishableKey }), stored)
    days = await sqlDays()
  })

  const sqlDays = async () =>
    (await backend().query(`
      select d::date::text as day, o.is_open, o.opens_at::text, o.closes_at::text, o.closure, o.holiday_key, o.closure_reason,
             o.break_starts::text, o.break_ends::text
        from generate_series('2026-01-01'::date, '2030-12-31'::date, interval '1 day') as d
        cross join lateral private.opening_on(d::date) as o
       order by 1`)) as SqlOpening[]
  const differencesFrom = (sqlDays: SqlOpening[], site: OpeningCalendar) =>
    sqlDays.filter((sql) => JSON.stringify(sql) !== JSON.stringify(asSql(sql.day, site.openingOn(parseDay(sql.day)))))

  it('agrees day by day and instant by instant on another week, read back as the site reads it: a pause, a half day, another summer', async () => {
    const { query, url, publishableKey } = backend()
    try {
      await storeWeeklyHours(backend(), pausedHours)
      const read = await fetchWeeklyHours({ url, apiKey: publishableKey })
      expect(read).toEqual(pausedHours)
      const stored = (await query(
        `select id::int, first_day::text, last_day::text, holiday, open, opens::text, closes::text, reason from public.opening_exceptions order by id`,
      )) as OpeningException[]
      const site = createOpeningCalendar(read, stored)
      const paused = await sqlDays()
      expect(paused.find((d) => d.day === '2027-06-08')).toMatchObject({
        opens_at: '10:00:00',
        break_starts: '12:30:00',
        break_ends: '14:00:00',
        closes_at: '19:00:00',
      })
      expect(differencesFrom(paused, site)).toEqual([])
      const instants: Date[] = []
      for (let t = Date.parse('2027-06-06T22:00:00Z'); t < Date.parse('2027-06-13T22:00:00Z'); t += 10 * 60_000) instants.push(new Date(t))
      const rows = (await query(`select private.is_open_at(t) as open from unnest($1::timestamptz[]) as t`, [instants.map((i) => i.toISOString())])) as {
        open: boolean
      }[]
      expect(rows.filter((row, i) => row.open !== site.isOpenAt(instants[i]!))).toEqual([])
      expect(site.isOpenAt(new Date('2027-06-08T11:30:00Z'))).toBe(false)
    } finally {
      await storeWeeklyHours(backend(), fixtureHours)
    }
  })

  it('opens every day from 2026 to 2030 as the site says, the owner’s rows included', () => {
    expect(days).toHaveLength(1826)
    expect(differencesFrom(days, calendar)).toEqual([])
  })

  it('closes on every official holiday, for the holiday or the summer closure', () => {
    const byDay = new Map(days.map((d) => [d.day, d]))
    for (const [date, key] of officialHolidays) {
      const opened = key === 'ascension' // the owner's rows open Ascension every year
      const expected = opened ? null : date.endsWith('-08-15') ? 'summer' : 'holiday'
      expect(byDay.get(date)?.closure, `${date} ${key}`).toBe(expected)
      if (expected === 'holiday') expect(byDay.get(date)?.holiday_key).toBe(key)
    }
  })

  it('keeps Sundays and Mondays closed, and the summer, unless the owner opens a day', () => {
    const byDay = new Map(days.map((d) => [d.day, d]))
    expect(byDay.get('2027-06-06')).toMatchObject({ is_open: false, closure: 'weekly' })
    expect(byDay.get('2027-06-07')).toMatchObject({ is_open: false, closure: 'weekly' })
    expect(byDay.get('2027-06-08')).toMatchObject({ is_open: true, opens_at: '10:00:00', closes_at: '18:45:00' })
    expect(byDay.get('2027-08-06')).toMatchObject({ is_open: false, closure: 'summer' })
    expect(byDay.get('2027-08-07')).toMatchObject({ is_open: true })
    expect(byDay.get('2026-12-28')).toMatchObject({ is_open: true })
    expect(byDay.get('2027-02-08')).toMatchObject({ is_open: false, closure: 'exceptional', closure_reason: 'Salon des métiers d’art' })
    expect(byDay.get('2027-03-13')).toMatchObject({ is_open: true, opens_at: '14:00:00', closes_at: '17:30:00' })
  })

  it('is open at the same instants, in Paris time, across both daylight saving switches', async () => {
    const instants: Date[] = []
    for (let t = Date.parse('2026-12-20T00:00:00Z'); t < Date.parse('2027-04-05T00:00:00Z'); t += 43 * 60_000) instants.push(new Date(t))
    for (let t = Date.parse('2027-10-25T00:00:00Z'); t < Date.parse('2027-11-02T00:00:00Z'); t += 15 * 60_000) instants.push(new Date(t))
    const rows = (await backend().query(`select t as at, private.is_open_at(t) as open from unnest($1::timestamptz[]) as t`, [
      instants.map((instant) => instant.toISOString()),
    ])) as { at: Date | string; open: boolean }[]
    expect(rows).toHaveLength(instants.length)
    const differences = rows.filter((row, i) => row.open !== calendar.isOpenAt(instants[i]!)).map((row) => String(row.at))
    expect(differences).toEqual([])
    expect(rows.filter((row) => row.open).length).toBeGreaterThan(500)
  })

  describe('what a visitor reads', () => {
    const today = parisParts(new Date())
    const iso = (offset: number) => isoDay(addDays(today, offset))

    it('shows a closure added in the database in the status, and never a closure already past', async () => {
      const { service, url, publishableKey } = backend()
      const added = await service.from('opening_exceptions').insert([
        { first_day: iso(20), last_day: iso(22), reason: 'Salon de la montre', note: 'stand 14' },
        { first_day: iso(-30), last_day: iso(-1), reason: 'Travaux' },
      ])
      expect(added.error).toBeNull()
      const rows = await fetchOpeningExceptions({ url, apiKey: publishableKey })
      expect(rows.map((row) => row.reason)).toContain('Salon de la montre')
      expect(rows.map((row) => row.reason)).not.toContain('Travaux')
      expect(rows.every((row) => !('note' in row))).toBe(true)
      const inside = addDays(today, 21)
      const status = openingStatus(
        new Date(Date.UTC(inside.year, inside.month - 1, inside.day, 11)),
        createOpeningCalendar(await fetchWeeklyHours({ url, apiKey: publishableKey }), rows),
      )
      expect(status.message).toMatch(/^Fermeture exceptionnelle\u00a0— réouverture le /)
    })

    it('cannot read the owner’s note, nor write anything', async () => {
      const { anon } = backend()
      const note = await anon.from('opening_exceptions').select('note')
      expect(note.error?.code).toBe('42501')
      const insert = await anon.from('opening_exceptions').insert({ first_day: iso(5), last_day: iso(5) })
      expect(insert.error?.code).toBe('42501')
      const remove = await anon.from('opening_exceptions').delete().gte('id', 0)
      expect(remove.error?.code).toBe('42501')
    })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a last day before the first', { first_day: '2027-04-10', last_day: '2027-04-09' }, '23514'],
    ['a row with neither dates nor holiday', { reason: 'Fermé' }, '23514'],
    ['one date only', { first_day: '2027-04-10' }, '23514'],
    ['both dates and a holiday', { first_day: '2027-04-10', last_day: '2027-04-10', holiday: 'noel' }, '23514'],
    ['a holiday the calendar does not know', { holiday: 'paques', open: true }, '23514'],
    ['hours on a closure', { first_day: '2027-04-10', last_day: '2027-04-10', opens: '10:00', closes: '12:00' }, '23514'],
    ['an opening time alone', { first_day: '2027-04-10', last_day: '2027-04-10', open: true, opens: '10:00' }, '23514'],
    ['doors closing before they open', { first_day: '2027-04-10', last_day: '2027-04-10', open: true, opens: '14:00', closes: '12:00' }, '23514'],
    ['a time with seconds', { first_day: '2027-04-10', last_day: '2027-04-10', open: true, opens: '10:00:30', closes: '12:00' }, '23514'],
    ['a blank reason', { first_day: '2027-04-10', last_day: '2027-04-10', reason: '   ' }, '23514'],
    ['a reason of 81 characters', { first_day: '2027-04-10', last_day: '2027-04-10', reason: 'r'.repeat(81) }, '23514'],
    ['a closure longer than a year', { first_day: '2027-01-01', last_day: '2028-01-03' }, '23514'],
    ['a second row for Ascension', { holiday: 'ascension' }, '23505'],
  ])('refuses %s', async (_, row, code) => {
    const { error } = await backend().service.from('opening_exceptions').insert(row)
    expect(error?.code).toBe(code)
  })

  it('takes a half day with a reason of 80 characters', async () => {
    const { error } = await backend()
      .service.from('opening_exceptions')
      .insert({ first_day: '2027-12-31', last_day: '2027-12-31', open: true, opens: '10:00', closes: '13:00', reason: 'r'.repeat(80) })
    expect(error).toBeNull()
  })
})

function parseDay(iso: string) {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number)
  return { year, month, day }
}
