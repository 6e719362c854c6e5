// The hours' words the pages say, as the build computed them from the hours it read
// (vite/weeklyHours.ts): each a build setting, so a page's bundle carries the sentence and not the
// code that writes it. The status line, the upcoming closures and the visit picker read the
// database again after hydration (features/opening-hours); these follow at the next build.
import { buildSetting } from './buildEnv.ts'
import { seededWeeklyHours, type WeeklyHours } from './weeklyHours.ts'

/** The hours themselves, for the server's renders (the calendar as built, the JSON-LD); outside a build, the seeded ones. */
export const weeklyHoursAsBuilt = (): WeeklyHours => {
  const setting = buildSetting('VITE_WEEKLY_HOURS', () => import.meta.env.VITE_WEEKLY_HOURS)
  return setting ? (JSON.parse(setting) as WeeklyHours) : seededWeeklyHours
}

/** 'du mardi au samedi de 10 h à 18 h 45' */
export const hoursOfTheWeek = buildSetting('VITE_HOURS_WEEK', () => import.meta.env.VITE_HOURS_WEEK) ?? ''
/** 'du mardi au samedi, de 10 h à 18 h 45' */
export const hoursOfTheWeekWithComma = buildSetting('VITE_HOURS_WEEK_COMMA', () => import.meta.env.VITE_HOURS_WEEK_COMMA) ?? ''
/** 'Du mardi au samedi, de 10 h à 18 h 45' */
export const hoursLine = buildSetting('VITE_HOURS_LINE', () => import.meta.env.VITE_HOURS_LINE) ?? ''
/** The week with a comma, then « Fermé » the days closed every week, the public holidays and the summer closure. */
export const hoursWithClosures = buildSetting('VITE_HOURS_WITH_CLOSURES', () => import.meta.env.VITE_HOURS_WITH_CLOSURES) ?? ''
/** « Fermé les jours fériés », and the summer closure when there is one. */
export const closedOnHolidaysAndSummer = buildSetting('VITE_HOURS_CLOSED', () => import.meta.env.VITE_HOURS_CLOSED) ?? ''
