// « Visites »: the seven days shown, from today in Paris (or seven, fourteen… days later), each
// with its name and its visits in order. Plain TypeScript.
import { frenchDay } from '../../lib/content/frenchDates'
import { visitTexts as texts } from './texts/visits'
import type { WeekVisit } from './visits'

const DAYS_SHOWN = 7

/** The day `offset` days after `day`, both 'YYYY-MM-DD' (calendar days: no clock change matters). */
const dayAfter = (day: string, offset: number) => new Date(Date.parse(`${day}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)

/** The days of the `page`-th seven days from today (0: today and the six days after). */
export const shownDays = (today: string, page: number) => Array.from({ length: DAYS_SHOWN }, (_, index) => dayAfter(today, page * DAYS_SHOWN + index))

/** « Aujourd’hui, lundi 7 décembre », « Demain, mardi 8 décembre », « Mercredi 9 décembre » (the year when not today’s). */
export function dayName(day: string, today: string): string {
  // French writes the first of the month « 1er » (Intl writes « 1 »).
  const words = frenchDay(day, { weekday: true, yearUnlessIn: new Date(`${today}T12:00:00Z`) }).replace(/ 1 /, ` ${texts.firstOfMonth} `)
  if (day === today) return `${texts.today}, ${words}`
  if (day === dayAfter(today, 1)) return `${texts.tomorrow}, ${words}`
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export interface VisitDay {
  day: string
  name: string
  visits: WeekVisit[]
}

/** Each day shown with its visits by time, a visit with its time left open last. */
export function visitDays(today: string, page: number, visits: readonly WeekVisit[]): VisitDay[] {
  return shownDays(today, page).map((day) => ({
    day,
    name: dayName(day, today),
    visits: visits
      .filter((visit) => visit.visit_date === day)
      .sort((a, b) => (a.visit_time ?? '99:99').localeCompare(b.visit_time ?? '99:99') || (a.name ?? '').localeCompare(b.name ?? '', 'fr')),
  }))
}
