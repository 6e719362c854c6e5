// The weekly hours and the owner's rows of the opening calendar's tests
// (features/opening-hours/calendarFixtures.ts), stored in a test's database (the tests' own, not the
// shop's seeded week), and the site's calendar built from them as the database numbered them, the
// hours read back as the site reads them.
import { createOpeningCalendar, type OpeningCalendar, type OpeningException } from '../../../features/opening-hours'
import { fixtureHours, ownerRows } from '../../../features/opening-hours/calendarFixtures'
import { fetchWeeklyHours } from '../../../features/opening-hours/fetchWeeklyHours'
import type { WeeklyHours } from '../../../lib/weeklyHours'
import type { TestBackend } from './backend'

/** Writes `hours` (Sunday first) into the ISO week of public.weekly_hours, and its summer closure. */
export async function storeWeeklyHours({ query }: Pick<TestBackend, 'query'>, hours: WeeklyHours): Promise<void> {
  for (const [weekday, ranges] of hours.week.entries())
    await query(`update public.weekly_hours set opens = $2, closes = $3, opens_again = $4, closes_again = $5 where weekday = $1`, [
      weekday === 0 ? 7 : weekday,
      ranges[0]?.opens ?? null,
      ranges[0]?.closes ?? null,
      ranges[1]?.opens ?? null,
      ranges[1]?.closes ?? null,
    ])
  const { summer } = hours
  await query(`update public.summer_closure set from_month = $1, from_day = $2, to_month = $3, to_day = $4`, [
    summer?.from.month ?? null,
    summer?.from.day ?? null,
    summer?.to.month ?? null,
    summer?.to.day ?? null,
  ])
}

const insertColumns = ['first_day', 'last_day', 'holiday', 'open', 'opens', 'closes', 'reason'] as const

export async function storeOwnerRows({ query, url, publishableKey }: TestBackend): Promise<OpeningCalendar> {
  await storeWeeklyHours({ query }, fixtureHours)
  for (const row of ownerRows)
    await query(
      `insert into public.opening_exceptions (${insertColumns.join(', ')}) values ($1, $2, $3, $4, $5, $6, $7)`,
      insertColumns.map((column) => row[column]),
    )
  const stored = (await query(
    `select id::int, first_day::text, last_day::text, holiday, open, opens::text, closes::text, reason from public.opening_exceptions order by id`,
  )) as OpeningException[]
  return createOpeningCalendar(await fetchWeeklyHours({ url, apiKey: publishableKey }), stored)
}
