import { justNow } from './texts/requests'

// « il y a 3 heures », « hier », « il y a 2 semaines »: how long ago a request came, in French.
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

const format = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' })

export function timeAgo(then: Date, now: Date): string {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000)
  if (Math.abs(seconds) < 60) return justNow
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(Math.trunc(seconds / 60), 'minute')
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' })

/** The exact instant, in Paris time, for a title or a journal row: « 8 décembre 2026 à 14:05 ». */
export const parisDateTime = (instant: Date) => dateTime.format(instant)

const longDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' })

/** The day, in Paris: « 8 décembre 2026 ». */
export const parisDate = (instant: Date) => longDate.format(instant)
