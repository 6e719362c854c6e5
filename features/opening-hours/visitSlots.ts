// The times a visitor may ask to visit on a day, from the opening calendar: every half hour from
// opening to one hour before closing in each of the day's ranges, at least two hours ahead, the day
// within the next four weeks (Paris time). The database refuses any other request with the same
// rules (`private.visit_refusal`, supabase/schemas/visit_requests.sql);
// tests/integration/visit-requests.test.ts feeds the same days and instants to both.
import type { OpeningCalendar } from './calendar'
import { addDays, daysBetween, parisInstant, parisParts, type CalendarDate } from './parisTime'

/** How a visit request's slot is laid out; the migration writes the same numbers. */
export const visitRules = {
  slotMinutes: 30,
  /** The last slot starts this long before closing. */
  lastSlotBeforeClosingMinutes: 60,
  /** A slot starts at least this long after the request. */
  leadMinutes: 120,
  /** The last day offered: today (Paris) plus this many days. */
  horizonDays: 28,
} as const

export interface VisitSlot {
  /** 'HH:MM', Paris time, as the database's `visit_time` takes it. */
  time: string
  startsAt: Date
}

const MINUTE_MS = 60_000
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The slots of `day` a visitor may request at `now`; none on a closed day, a past day or beyond
 *  four weeks. A request for « peu importe l'heure » is taken on a day that has one. */
export function visitSlotsOn(calendar: OpeningCalendar, day: CalendarDate, now: Date): VisitSlot[] {
  const opening = calendar.openingOn(day)
  if (!opening.open || daysBetween(parisParts(now), day) > visitRules.horizonDays) return []
  const earliest = now.getTime() + visitRules.leadMinutes * MINUTE_MS
  const slots: VisitSlot[] = []
  for (const range of opening.ranges) {
    const last = minutesOf(range.closes) - visitRules.lastSlotBeforeClosingMinutes
    for (let minutes = minutesOf(range.opens); minutes <= last; minutes += visitRules.slotMinutes) {
      const startsAt = parisInstant({ ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 })
      if (startsAt.getTime() >= earliest) slots.push({ time: clock(minutes), startsAt })
    }
  }
  return slots
}

/** The days from today (Paris) to the horizon that have a slot to offer at `now`. */
export function visitDays(calendar: OpeningCalendar, now: Date): CalendarDate[] {
  const today = parisParts(now)
  const days: CalendarDate[] = []
  for (let offset = 0; offset <= visitRules.horizonDays; offset++) {
    const day = addDays({ year: today.year, month: today.month, day: today.day }, offset)
    if (visitSlotsOn(calendar, day, now).length > 0) days.push(day)
  }
  return days
}
