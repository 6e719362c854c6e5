import { closedStatus, countdownText, onDate, openUntilStatus, reopensInStatus, statusDate, statusTime, summerClosureStatus, weekdayNames } from './texts'
import { site } from '../../lib/site'
import { addDays, daysBetween, parisInstant, parisParts, weekdayOf, type CalendarDate } from './parisTime'

/** How often the header's "open now" line is recomputed. */
export const STATUS_REFRESH_MS = 60_000

export interface OpeningStatus {
  open: boolean
  /** French, ready to display (features/opening-hours/texts.ts). */
  message: string
  /** Minutes until the doors open, when that is today or tomorrow; otherwise null. */
  reopensInMinutes: number | null
}

const OPENING_WEEKDAYS = new Set([2, 3, 4, 5, 6]) // Tuesday to Saturday
const OPEN_MINUTES = minutesOfDay(site.hours.open)
const CLOSE_MINUTES = minutesOfDay(site.hours.close)
// The summer closure can keep the doors shut for about four weeks; beyond that the data is wrong.
const LONGEST_CLOSURE_DAYS = 60

export function openingStatus(instant: Date): OpeningStatus {
  const now = parisParts(instant)
  const nowMinutes = now.hour * 60 + now.minute
  const reopening = nextOpeningDay(now, nowMinutes)
  if (isSummerClosure(now)) {
    return closed(summerClosureStatus(frenchDate(reopening)))
  }
  if (isOpeningDay(now) && nowMinutes >= OPEN_MINUTES && nowMinutes < CLOSE_MINUTES) {
    return { open: true, message: openUntilStatus(statusTime(site.hours.close)), reopensInMinutes: null }
  }
  const daysAway = daysBetween(now, reopening)
  if (daysAway <= 1) {
    const opensAt = parisInstant({ ...reopening, hour: Math.floor(OPEN_MINUTES / 60), minute: OPEN_MINUTES % 60 })
    // Rounded up so the countdown never reads "0min" while the door is still shut.
    const minutes = Math.ceil((opensAt.getTime() - instant.getTime()) / 60_000)
    return { open: false, message: reopensInStatus(countdownText(minutes)), reopensInMinutes: minutes }
  }
  // A weekday name alone would mislead when the reopening is a week or more away (end of July).
  const when = daysAway < 7 ? weekdayNames[weekdayOf(reopening)] : onDate(frenchDate(reopening))
  return closed(closedStatus(when ?? '', statusTime(site.hours.open)))
}

function closed(message: string): OpeningStatus {
  return { open: false, message, reopensInMinutes: null }
}

/** Today if the doors have yet to open, otherwise the next opening day after it. */
function nextOpeningDay(today: CalendarDate, nowMinutes: number): CalendarDate {
  const startOffset = isOpeningDay(today) && nowMinutes < OPEN_MINUTES ? 0 : 1
  for (let offset = startOffset; offset <= LONGEST_CLOSURE_DAYS; offset++) {
    const day = addDays(today, offset)
    if (isOpeningDay(day)) return day
  }
  throw new Error(`No opening day within ${LONGEST_CLOSURE_DAYS} days: check site.hours and site.summerClosure`)
}

function isOpeningDay(date: CalendarDate): boolean {
  return OPENING_WEEKDAYS.has(weekdayOf(date)) && !isSummerClosure(date)
}

function isSummerClosure({ month, day }: CalendarDate): boolean {
  const { from, to } = site.summerClosure
  const monthDay = month * 100 + day
  return monthDay >= from.month * 100 + from.day && monthDay <= to.month * 100 + to.day
}

function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

function frenchDate({ month, day }: CalendarDate): string {
  return statusDate(day, month)
}
