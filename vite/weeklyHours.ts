// Reads the weekly hours once, when the build starts, from the Supabase project the site is built
// for (public.weekly_hours and summer_closure, changed from the back office), and hands the pages
// their words as build settings (lib/hoursAsBuilt.ts): the footer, the contact page and the
// services' sentences say the hours the database held, with nothing computed on a visitor's
// device. A project that does not answer (a build for the local backend usually runs without it)
// leaves the hours the database was seeded with. `readDatabase: false` (the unit tests) never asks.
import { loadEnv, type Plugin } from 'vite'
import { fetchWeeklyHours } from '../features/opening-hours/fetchWeeklyHours.ts'
import { localPublishableKey } from '../lib/supabase.ts'
import { closedSentence, hoursWords } from '../lib/content/hoursWords.ts'
import { seededWeeklyHours, type WeeklyHours } from '../lib/weeklyHours.ts'

// A build is not held up for long by a project that does not answer.
const READ_TIMEOUT_MS = 5_000

let reading: Promise<WeeklyHours> | undefined

export function weeklyHours({ readDatabase = true } = {}): Plugin {
  return {
    name: 'atelier:weekly-hours',
    async config(_, { mode }) {
      const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
      const url = (env.VITE_SUPABASE_URL?.trim() || 'http://127.0.0.1:54321').replace(/\/+$/, '')
      const apiKey = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || env.VITE_SUPABASE_ANON_KEY?.trim() || localPublishableKey
      // Read once: a value this process already set (Vike resolves the configuration again for each
      // of its environments, sometimes with this module loaded afresh) is kept; a child process
      // (a build a test starts) reads for itself.
      const settled = process.env.WEEKLY_HOURS_READ_BY === String(process.pid) ? process.env.VITE_WEEKLY_HOURS : undefined
      const hours = settled
        ? (JSON.parse(settled) as WeeklyHours)
        : readDatabase
          ? await (reading ??= fetchWeeklyHours({ url, apiKey }, AbortSignal.timeout(READ_TIMEOUT_MS)).catch((error: unknown) => {
              console.info(`Weekly hours: nothing read from ${url} (${String(error)}); the pages say the seeded hours.`)
              return seededWeeklyHours
            }))
          : seededWeeklyHours
      const words = hoursWords(hours)
      Object.assign(process.env, {
        WEEKLY_HOURS_READ_BY: String(process.pid),
        VITE_WEEKLY_HOURS: JSON.stringify(hours),
        VITE_HOURS_WEEK: words.week,
        VITE_HOURS_WEEK_COMMA: words.weekWithComma,
        VITE_HOURS_LINE: words.weekWithComma.charAt(0).toUpperCase() + words.weekWithComma.slice(1),
        VITE_HOURS_WITH_CLOSURES: `${words.weekWithComma}. ${closedSentence(words, true)}`,
        VITE_HOURS_CLOSED: closedSentence(words, false),
      })
    },
  }
}
