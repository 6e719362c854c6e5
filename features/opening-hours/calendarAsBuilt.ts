// The calendar the prerendered pages show: the weekly hours and the owner's exceptions read once
// when the build starts rendering pages, if the Supabase project the site is built for answers;
// else the hours the database was seeded with and no exception (a build for the local backend
// usually runs without it). Server side only.
import { supabaseUrl } from '../../lib/supabase'
import { seededWeeklyHours } from '../../lib/weeklyHours'
import { createOpeningCalendar, isoDay, type CalendarData, type OpeningCalendar, type OpeningException } from './calendar'
import { fetchOpeningExceptions } from './fetchOpeningExceptions'
import { fetchWeeklyHours } from './fetchWeeklyHours'
import { buildTime } from '../../lib/buildTime'
import { parisParts } from './parisTime'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 5_000

let loading: Promise<CalendarData> | undefined
let loaded: CalendarData = { hours: seededWeeklyHours, exceptions: [] }

/** Reads the tables once per build; later calls get the same data. */
export function loadCalendarAsBuilt(): Promise<CalendarData> {
  const signal = AbortSignal.timeout(READ_TIMEOUT_MS)
  return (loading ??= Promise.all([fetchWeeklyHours(undefined, signal), fetchOpeningExceptions(undefined, signal)]).then(
    ([hours, exceptions]) => (loaded = { hours, exceptions }),
    (error: unknown) => {
      console.info(`Opening calendar: nothing read from ${supabaseUrl} (${String(error)}); the pages show the seeded hours and no exception.`)
      return loaded
    },
  ))
}

/** What the pages are built with: the hours and rows read, and the day of the build in Paris. */
export async function calendarDataAsBuilt(): Promise<{ hours: CalendarData['hours']; exceptions: OpeningException[]; builtOn: string }> {
  const { hours, exceptions } = await loadCalendarAsBuilt()
  return { hours, exceptions: [...exceptions], builtOn: isoDay(parisParts(buildTime())) }
}

/** The calendar of the data read by loadCalendarAsBuilt (the seeded hours before it has finished). */
export const calendarAsBuilt = (): OpeningCalendar => createOpeningCalendar(loaded.hours, loaded.exceptions)

/** The weekly hours read by loadCalendarAsBuilt, for the JSON-LD and the sentences. */
export const weeklyHoursAsBuilt = () => loaded.hours
