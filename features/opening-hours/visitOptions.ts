// The visit slots as a visitor chooses them: each offered day with its French name and its times,
// written the French way (« samedi 5 décembre », « 11 h 30 »). The contact form's picker shows
// them; which slots are already taken only the database knows (public.visit_availability).
import { isoDay, type OpeningCalendar } from './calendar'
import { weekdayOf } from './parisTime'
import { dayText, statusTime } from './texts'
import { visitDays, visitSlotsOn } from './visitSlots'

export interface VisitTimeOption {
  /** 'HH:MM', as the database's visit_time takes it. */
  time: string
  label: string
}

export interface VisitDayOption {
  /** 'YYYY-MM-DD', as the database's visit_date takes it. */
  day: string
  label: string
  times: VisitTimeOption[]
}

/** The days and times a visitor may ask for at `now`, in order. */
export function visitOptions(calendar: OpeningCalendar, now: Date): VisitDayOption[] {
  return visitDays(calendar, now).map((day) => ({
    day: isoDay(day),
    label: dayText(day, weekdayOf(day)),
    times: visitSlotsOn(calendar, day, now).map(({ time }) => ({ time, label: statusTime(time) })),
  }))
}
