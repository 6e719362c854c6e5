// The test's own weekly hours in place of the shop's, for a visitor's browser: the pages read the
// hours again after hydration (features/opening-hours/liveCalendarData.ts), so what they say then
// follows these, whatever the shop's are this day (another test may be changing them).
import type { Page } from '@playwright/test'

type Ranges = [string, string] | [string, string, string, string]

/** Tuesday to Friday 9:30–17:30, Saturday 10:30–16:00; closed every summer 3 to 24 August. */
const testWeek: Record<number, Ranges> = {
  2: ['09:30', '17:30'],
  3: ['09:30', '17:30'],
  4: ['09:30', '17:30'],
  5: ['09:30', '17:30'],
  6: ['10:30', '16:00'],
}
const testSummer = { from_month: 8, from_day: 3, to_month: 8, to_day: 24 }

/** Answers the page's reads of public.weekly_hours and public.summer_closure with `week` (ISO weekday → ranges) and `summer`. */
export async function serveOwnHours(page: Page, week: Record<number, Ranges> = testWeek, summer = testSummer) {
  const rows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const [opens = null, closes = null, opens_again = null, closes_again = null] = week[weekday] ?? []
    return { weekday, opens, closes, opens_again, closes_again }
  })
  await page.route('**/rest/v1/weekly_hours?*', (route) => route.fulfill({ json: rows }))
  await page.route('**/rest/v1/summer_closure?*', (route) => route.fulfill({ json: [summer] }))
}
