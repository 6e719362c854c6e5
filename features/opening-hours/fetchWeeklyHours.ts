// Reads the weekly hours and the summer closure (public.weekly_hours, public.summer_closure) over
// Supabase's REST API with a plain fetch, as fetchOpeningExceptions.ts reads the exceptions: the
// browser after hydration, and the build when a backend is reachable.
import type { TimeRange, WeeklyHours } from '../../lib/weeklyHours.ts'
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase.ts'
import type { OpeningExceptionsSource } from './fetchOpeningExceptions'

const timePattern = /^\d\d:\d\d(:\d\d)?$/

interface DayRow {
  weekday: number
  opens: string | null
  closes: string | null
  opens_again: string | null
  closes_again: string | null
}

interface SummerRow {
  from_month: number | null
  from_day: number | null
  to_month: number | null
  to_day: number | null
}

/** Throws when the tables cannot be read, or hold what the site cannot use (not the seven days). */
export async function fetchWeeklyHours(
  source: OpeningExceptionsSource = { url: supabaseUrl, apiKey: supabasePublishableKey },
  signal?: AbortSignal,
): Promise<WeeklyHours> {
  const read = async (path: string): Promise<unknown> => {
    const response = await fetch(`${source.url}/rest/v1/${path}`, {
      headers: { apikey: source.apiKey, Authorization: `Bearer ${source.apiKey}`, 'accept-profile': 'public' },
      signal,
    })
    if (!response.ok) throw new Error(`${path.split('?')[0]} answered ${response.status}`)
    return response.json()
  }
  const [days, summers] = await Promise.all([
    read('weekly_hours?select=weekday,opens,closes,opens_again,closes_again&order=weekday'),
    read('summer_closure?select=from_month,from_day,to_month,to_day'),
  ])
  if (!Array.isArray(days) || days.length !== 7 || !days.every((row, index) => isDayRow(row) && row.weekday === index + 1)) {
    throw new Error('weekly_hours does not hold the seven days')
  }
  const summer = Array.isArray(summers) && summers.length === 1 ? (summers[0] as SummerRow) : null
  if (!summer) throw new Error('summer_closure does not hold its row')
  const week: TimeRange[][] = [[], [], [], [], [], [], []]
  for (const row of days as DayRow[]) {
    const ranges = [
      row.opens && row.closes && { opens: row.opens.slice(0, 5), closes: row.closes.slice(0, 5) },
      row.opens_again && row.closes_again && { opens: row.opens_again.slice(0, 5), closes: row.closes_again.slice(0, 5) },
    ]
    week[row.weekday % 7] = ranges.filter((range): range is TimeRange => !!range)
  }
  const { from_month, from_day, to_month, to_day } = summer
  return {
    week,
    summer: from_month && from_day && to_month && to_day ? { from: { month: from_month, day: from_day }, to: { month: to_month, day: to_day } } : null,
  }
}

function isDayRow(row: unknown): row is DayRow {
  if (typeof row !== 'object' || row === null) return false
  const r = row as Record<string, unknown>
  const timeOrNull = (value: unknown) => value === null || (typeof value === 'string' && timePattern.test(value))
  return typeof r.weekday === 'number' && timeOrNull(r.opens) && timeOrNull(r.closes) && timeOrNull(r.opens_again) && timeOrNull(r.closes_again)
}
