// The instant the site is built. What the prerendered pages say about dates is computed from it (the
// years since the founding, the day the opening calendar starts from, the sitemap's date), never
// from the clock at the moment each page is rendered: every page of a build agrees, a test sets it
// (VITE_BUILD_TIME, an ISO 8601 instant), and the client reads the same value, so hydration matches
// the HTML even across a New Year's Eve. What depends on the visitor's day is corrected after
// hydration from the browser's clock. vite/buildTime.ts fixes the value when the build starts.
import { buildSetting } from './buildEnv.ts'

/** The build's instant; outside a build (unit tests), the current one. */
export function buildTime(): Date {
  const setting = buildSetting('VITE_BUILD_TIME', () => import.meta.env.VITE_BUILD_TIME)
  return setting ? new Date(setting) : new Date()
}

/** The build's calendar year in Paris. */
export const buildYear = (): number => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(buildTime()))

/** The build's day in Paris, YYYY-MM-DD. */
export const buildDay = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(buildTime())
