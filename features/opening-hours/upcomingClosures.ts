// The contact card's list of the closures ahead: the next few within a few months, in French.
import type { OpeningCalendar } from './calendar'
import { closureName } from './closureName'
import { addDays, daysBetween, weekdayOf, type CalendarDate } from './parisTime'
import { closureItem, dayRange, dayText, untilDay } from './texts'

const HORIZON_DAYS = 120
const MOST_SHOWN = 3

/** « Noël : vendredi 25 décembre », « Congés d’été : du samedi 1er au mardi 25 août ». */
export function upcomingClosures(calendar: OpeningCalendar, today: CalendarDate): string[] {
  const day = (date: CalendarDate) => dayText(date, weekdayOf(date))
  return calendar
    .closuresBetween(today, addDays(today, HORIZON_DAYS))
    .slice(0, MOST_SHOWN)
    .map(({ first, last, closure }) => {
      const when = daysBetween(first, last) === 0 ? day(first) : daysBetween(today, first) === 0 ? untilDay(day(last)) : dayRange(day(first), day(last))
      return closureItem(closureName(closure), when)
    })
}
