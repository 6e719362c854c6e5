// Calendar arithmetic in the workshop's time zone, the same on a visitor's phone in Tokyo and on a
// build server set to UTC. Paris keeps the European Union's rule (since 1996): UTC+1, and UTC+2 from
// 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. It is computed
// here rather than asked of Intl with a timeZone: building such a formatter loads the browser's
// time-zone data, a long task that a phone pays while the contact page hydrates. The unit tests hold the rule against Intl's Europe/Paris over 2000 to 2040.

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

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** 01:00 UTC on the last Sunday of `month` (0 = January) of `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/** How far Paris clocks are ahead of UTC at `epochMs` (one or two hours). */
function parisOffsetMs(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear()
  const summer = epochMs >= lastSundayAtOneUtc(year, 2) && epochMs < lastSundayAtOneUtc(year, 9)
  return summer ? 2 * HOUR_MS : HOUR_MS
}

/** The date and time the clocks in Paris show at `instant`. */
export function parisParts(instant: Date): ParisParts {
  const paris = new Date(instant.getTime() + parisOffsetMs(instant.getTime()))
  return {
    year: paris.getUTCFullYear(),
    month: paris.getUTCMonth() + 1,
    day: paris.getUTCDate(),
    weekday: paris.getUTCDay(),
    hour: paris.getUTCHours(),
    minute: paris.getUTCMinutes(),
  }
}

/** The instant at which the clocks in Paris show `wallClock`; a time skipped in March lands an hour later. */
export function parisInstant(wallClock: WallClock): Date {
  const asIfUtc = Date.UTC(wallClock.year, wallClock.month - 1, wallClock.day, wallClock.hour, wallClock.minute)
  const firstGuess = asIfUtc - parisOffsetMs(asIfUtc)
  // A second pass, because the offset at the guess differs when a DST switch lies between them.
  return new Date(asIfUtc - parisOffsetMs(firstGuess))
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
