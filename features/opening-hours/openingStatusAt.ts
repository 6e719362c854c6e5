// The status line of the contact page: open now, a countdown to the next opening when it is within
// a day, or why the doors are shut and when they open again, from the opening calendar.
import type { Closure, OpeningCalendar } from './calendar'
import { daysBetween, parisParts, weekdayOf } from './parisTime'
import {
  closedStatus,
  countdownText,
  dayText,
  exceptionalStatus,
  holidayNames,
  holidayStatus,
  openUntilStatus,
  reopensInStatus,
  statusTime,
  summerStatus,
} from './texts'

/** How often the status line is recomputed. */
export const STATUS_REFRESH_MS = 60_000

export interface OpeningStatus {
  open: boolean
  /** French, ready to display (features/opening-hours/texts.ts). */
  message: string
  /** Minutes until the doors open, when that is today or tomorrow and nothing special shuts them; otherwise null. */
  reopensInMinutes: number | null
}

export function openingStatus(instant: Date, calendar: OpeningCalendar): OpeningStatus {
  const today = parisParts(instant)
  const opening = calendar.openingOn(today)
  if (opening.open && calendar.isOpenAt(instant)) {
    // Open until the end of the range it is in: the pause, on a day that has one.
    const now = `${String(today.hour).padStart(2, '0')}:${String(today.minute).padStart(2, '0')}`
    const range = opening.ranges.find((candidate) => candidate.opens <= now && now < candidate.closes) ?? opening.ranges.at(-1)!
    return { open: true, message: openUntilStatus(statusTime(range.closes)), reopensInMinutes: null }
  }
  const next = calendar.nextOpeningAfter(instant)
  const nextParis = parisParts(next.opens)
  const day = dayText(next.day, weekdayOf(next.day))
  const time = statusTime(`${nextParis.hour}:${String(nextParis.minute).padStart(2, '0')}`)
  if (!opening.open && opening.closure.kind !== 'weekly') return closed(closureMessage(opening.closure, day, time))
  if (daysBetween(today, next.day) <= 1) {
    // Rounded up so the countdown never reads « 0 min » while the door is still shut.
    const minutes = Math.ceil((next.opens.getTime() - instant.getTime()) / 60_000)
    return { open: false, message: reopensInStatus(countdownText(minutes)), reopensInMinutes: minutes }
  }
  return closed(closedStatus(day, time))
}

function closureMessage(closure: Exclude<Closure, { kind: 'weekly' }>, day: string, time: string): string {
  if (closure.kind === 'holiday') return holidayStatus(holidayNames[closure.holiday], day, time)
  if (closure.kind === 'summer') return summerStatus(day, time)
  return exceptionalStatus(day, time)
}

function closed(message: string): OpeningStatus {
  return { open: false, message, reopensInMinutes: null }
}
