// The calendar the prerendered pages show: the owner's exceptions read once when the build starts
// rendering pages, if the Supabase project the site is built for answers; else the computed rules
// alone (a build for the local backend usually runs without it). Server side only.
import { supabaseUrl } from '../../lib/supabase'
import { createOpeningCalendar, isoDay, type OpeningCalendar, type OpeningException } from './calendar'
import { fetchOpeningExceptions } from './fetchOpeningExceptions'
import { buildTime } from '../../lib/buildTime'
import { parisParts } from './parisTime'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 5_000

let loading: Promise<OpeningException[]> | undefined
let loaded: OpeningException[] = []

/** Reads the table once per build; later calls get the same rows. */
export function loadExceptionsAsBuilt(): Promise<OpeningException[]> {
  return (loading ??= fetchOpeningExceptions(undefined, AbortSignal.timeout(READ_TIMEOUT_MS)).then(
    (rows) => (loaded = rows),
    (error: unknown) => {
      console.info(`Opening calendar: no exceptions read from ${supabaseUrl} (${String(error)}); the pages show the computed rules.`)
      return (loaded = [])
    },
  ))
}

/** What the pages are built with: the rows read, and the day of the build in Paris. */
export async function calendarDataAsBuilt(): Promise<{ exceptions: OpeningException[]; builtOn: string }> {
  return { exceptions: await loadExceptionsAsBuilt(), builtOn: isoDay(parisParts(buildTime())) }
}

/** The calendar of the rows read by loadExceptionsAsBuilt (none before it has finished). */
export const calendarAsBuilt = (): OpeningCalendar => createOpeningCalendar(loaded)
