// The eleven public holidays of metropolitan France (Code du travail, art. L. 3133-1), three of
// them tied to Easter. Computed here rather than taken from a package: the database computes the
// same days in SQL (supabase/migrations/20261127000201_opening_calendar.sql), so the rule has to
// be written out anyway, and one test (tests/integration/opening-calendar.test.ts) holds the two
// against each other and against the official dates.
import { addDays, type CalendarDate } from './parisTime'

export const holidayKeys = [
  'jour_de_l_an',
  'lundi_de_paques',
  'fete_du_travail',
  'victoire_1945',
  'ascension',
  'lundi_de_pentecote',
  'fete_nationale',
  'assomption',
  'toussaint',
  'armistice_1918',
  'noel',
] as const

/** How a holiday is named in the database (`opening_exceptions.holiday`) and in code. */
export type HolidayKey = (typeof holidayKeys)[number]

export interface Holiday {
  key: HolidayKey
  date: CalendarDate
}

/**
 * Easter Sunday of the Gregorian calendar: the anonymous algorithm published in Nature in 1876
 * (known as Meeus/Jones/Butcher), exact for every year from 1583.
 */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return { year, month, day }
}

/** The year's holidays, in calendar order. */
export function frenchHolidays(year: number): Holiday[] {
  const easter = easterSunday(year)
  const fixed = (key: HolidayKey, month: number, day: number): Holiday => ({ key, date: { year, month, day } })
  const holidays: Holiday[] = [
    fixed('jour_de_l_an', 1, 1),
    { key: 'lundi_de_paques', date: addDays(easter, 1) },
    fixed('fete_du_travail', 5, 1),
    fixed('victoire_1945', 5, 8),
    { key: 'ascension', date: addDays(easter, 39) },
    { key: 'lundi_de_pentecote', date: addDays(easter, 50) },
    fixed('fete_nationale', 7, 14),
    fixed('assomption', 8, 15),
    fixed('toussaint', 11, 1),
    fixed('armistice_1918', 11, 11),
    fixed('noel', 12, 25),
  ]
  return holidays.sort((x, y) => x.date.month * 100 + x.date.day - (y.date.month * 100 + y.date.day))
}

/** The holiday falling on `date`, if any. */
export function holidayOn(date: CalendarDate): HolidayKey | undefined {
  return frenchHolidays(date.year).find((h) => h.date.month === date.month && h.date.day === date.day)?.key
}
