// A requested visit as the contact toasts say it. Its own module, apart from the slot
// calculation (visitOptions.ts): the toasts load with the form, the slots only with the picker.
import { parseIsoDay } from './calendar'
import { weekdayOf } from './parisTime'
import { dayText, statusTime, visitDayAtTime } from './texts'

/** « samedi 5 décembre à 11 h », or « samedi 5 décembre » for any time of the day. */
export function visitText(day: string, time: string | null): string {
  const date = parseIsoDay(day)
  const name = dayText(date, weekdayOf(date))
  return time ? visitDayAtTime(name, statusTime(time)) : name
}
