// The calendar the prerendered pages show: the weekly hours the build read when it started
// (vite/weeklyHours.ts, lib/hoursAsBuilt.ts) and the owner's exceptions read once when it starts
// rendering pages, if the Supabase project the site is built for answers; else no exception (a
// build for the local backend usually runs without it). Server side only.
import { supabaseUrl } from '../../lib/supabase'
import { weeklyHoursAsBuilt } from '../../lib/hoursAsBuilt'
import { createOpeningCalendar, isoDay, type CalendarData, type OpeningCalendar, type OpeningException } from './calendar'
import { fetchOpeningExceptions } from './fetchOpeningExceptions'
import { buildTime } from '../../lib/buildTime'
import { parisParts } from './parisTime'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 5_000

let loading: Promise<OpeningException[]> | undefined
let loaded: OpeningException[] = []

/** Reads the exceptions once per build; later calls get the same rows. */
export function loadCalendarAsBuilt(): Promise<OpeningException[]> {
  return (loading ??= fetchOpeningExceptions(undefined, AbortSignal.timeout(READ_TIMEOUT_MS)).then(
    (rows) => (loaded = rows),
    (error: unknown) => {
      console.info(`Opening calendar: no exceptions read from ${supabaseUrl} (${String(error)}); the pages show the weekly hours alone.`)
      return (loaded = [])
    },
  ))
}

/** What the pages are built with: the hours and rows read, and the day of the build in Paris. */
export async function calendarDataAsBuilt(): Promise<CalendarData & { exceptions: OpeningException[]; builtOn: string }> {
  return { hours: weeklyHoursAsBuilt(), exceptions: await loadCalendarAsBuilt(), builtOn: isoDay(parisParts(buildTime())) }
}

/** The calendar of the hours and the rows read by loadCalendarAsBuilt (none before it has finished). */
export const calendarAsBuilt = (): OpeningCalendar => createOpeningCalendar(weeklyHoursAsBuilt(), loaded)
