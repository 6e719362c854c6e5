// The owner's rows of the opening calendar's tests (features/opening-hours/calendarFixtures.ts),
// stored in a test's database, and the site's calendar built from them as the database numbered them,
// with the weekly hours the database holds, read as the site reads them.
import { createOpeningCalendar, type OpeningCalendar, type OpeningException } from '../../../features/opening-hours'
import { ownerRows } from '../../../features/opening-hours/calendarFixtures'
import { fetchWeeklyHours } from '../../../features/opening-hours/fetchWeeklyHours'
import type { TestBackend } from './backend'

const insertColumns = ['first_day', 'last_day', 'holiday', 'open', 'opens', 'closes', 'reason'] as const

export async function storeOwnerRows({ query, url, publishableKey }: TestBackend): Promise<OpeningCalendar> {
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
