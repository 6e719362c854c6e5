// French dates, one formatter per use: a day, a day and its time, how long ago. Read by the site,
// the back office and the Edge Functions' e-mails (Deno), so plain TypeScript with no imports.
// A calendar day ('2026-12-05', as the database stores a visit's, a closure's or a price list's
// day) is shown as written, whatever the reader's zone; an instant (a Date or a timestamp) is shown
// as it is in Paris.

const PARIS = 'Europe/Paris'

/** A calendar day 'YYYY-MM-DD', or an instant. */
type Day = string | Date

const calendarDay = /^\d{4}-\d{2}-\d{2}$/

/** The instant to format and the zone to read it in: a calendar day at noon UTC, read in UTC. */
function dayAndZone(day: Day): [Date, string] {
  if (typeof day === 'string' && calendarDay.test(day)) return [new Date(`${day}T12:00:00Z`), 'UTC']
  return [new Date(day), PARIS]
}

const formats = new Map<string, Intl.DateTimeFormat>()
/** Intl's formatters are costly to make: one per set of options, kept. */
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options)
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('fr-FR', options)))
  return format
}

export interface DayOptions {
  /** 'samedi 5 décembre 2026' rather than '5 décembre 2026'. */
  weekday?: boolean
  /** Leave the year out when the day is in this moment's year (UTC): 'samedi 5 décembre'. */
  yearUnlessIn?: Date
}

/** '5 décembre 2026', 'samedi 5 décembre 2026', 'samedi 5 décembre'. */
export function frenchDay(day: Day, { weekday = false, yearUnlessIn }: DayOptions = {}): string {
  const [date, timeZone] = dayAndZone(day)
  const year = yearUnlessIn?.getUTCFullYear() !== date.getUTCFullYear()
  return formatter({ timeZone, ...(weekday ? { weekday: 'long' } : {}), day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}) }).format(date)
}

export interface DayTimeOptions {
  /** 'lundi 23 novembre 2026 à 16:25' rather than '23 novembre 2026 à 16:25'. */
  weekday?: boolean
  /** '16 h 25' rather than '16:25' (French typography, no-break spaces around the h). */
  hourWord?: boolean
  /** In figures, as a list shows it: '23/11/2026 16:25:00'. */
  figures?: boolean
}

/** An instant's day and time in Paris: '23 novembre 2026 à 16:25', 'lundi 23 novembre 2026 à 16 h 25'. */
export function frenchDayTime(instant: Date | string | number, { weekday = false, hourWord = false, figures = false }: DayTimeOptions = {}): string {
  const date = new Date(instant)
  if (figures)
    return formatter({ timeZone: PARIS, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date)
  const time = formatter({ timeZone: PARIS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
  return `${frenchDay(date, { weekday })} à ${hourWord ? time.replace(':', '\u00a0h\u00a0') : time}`
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

let relative: Intl.RelativeTimeFormat | undefined

/**
 * How long ago (or in how long) in French, in whole units of the largest that fits, a month being
 * 30 days and a year 365: « il y a 3 heures », « hier », « la semaine dernière », « dans 2 jours ».
 * Nothing smaller than `smallest`: under a day, « aujourd’hui ».
 */
export function frenchTimeAgo(then: Date | string | number, now: Date | number, smallest: 'day' | 'minute' = 'minute'): string {
  relative ??= new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' })
  const elapsed = new Date(then).getTime() - new Date(now).getTime()
  const fitting = units.slice(0, units.findIndex(([unit]) => unit === smallest) + 1)
  for (const [unit, size] of fitting) if (Math.abs(elapsed) >= size * 1000) return relative.format(Math.trunc(elapsed / (size * 1000)), unit)
  return relative.format(0, smallest)
}
