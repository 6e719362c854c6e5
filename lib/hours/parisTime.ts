// Calendar arithmetic in the workshop's time zone. Everything goes through Intl with an explicit
// zone, so the answer is the same on a visitor's phone in Tokyo and on a build server set to UTC.

export interface CalendarDate {
  year: number
  /** 1 = January. */
  month: number
  day: number
}

export interface WallClock extends CalendarDate {
  hour: number
  minute: number
}

export interface ParisParts extends WallClock {
  /** 0 = Sunday, as Date#getDay. */
  weekday: number
}

const PARIS = 'Europe/Paris'
const DAY_MS = 24 * 60 * 60 * 1000

// hourCycle 'h23' because 'hour12: false' prints midnight as 24 in some engines. Made on first use:
// building a formatter loads the browser's time-zone data, a long task a page's load need not pay.
let parisFormatter: Intl.DateTimeFormat | undefined
const parisClock = () =>
  (parisFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PARIS,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }))

/** The date and time the clocks in Paris show at `instant`. */
export function parisParts(instant: Date): ParisParts {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const part of parisClock().formatToParts(instant)) values[part.type] = Number(part.value)
  const date = { year: values.year ?? NaN, month: values.month ?? NaN, day: values.day ?? NaN }
  return { ...date, weekday: weekdayOf(date), hour: values.hour ?? NaN, minute: values.minute ?? NaN }
}

/** The instant at which the clocks in Paris show `wallClock`; a time skipped in March lands an hour later. */
export function parisInstant(wallClock: WallClock): Date {
  const asIfUtc = Date.UTC(wallClock.year, wallClock.month - 1, wallClock.day, wallClock.hour, wallClock.minute)
  const firstGuess = asIfUtc - parisOffsetMs(asIfUtc)
  // A second pass, because the offset at the guess differs when a DST switch lies between them.
  return new Date(asIfUtc - parisOffsetMs(firstGuess))
}

/** How far Paris clocks are ahead of UTC at `epochMs` (one or two hours). */
function parisOffsetMs(epochMs: number): number {
  const clock = parisParts(new Date(epochMs))
  const minuteStart = Math.floor(epochMs / 60_000) * 60_000
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) - minuteStart
}

export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

/** Whole calendar days from `from` to `to` (1 for tomorrow), whatever the DST switches between. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS)
}
