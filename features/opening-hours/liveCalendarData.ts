// The calendar's data as the database has it now (the weekly hours and the owner's exceptions),
// read once per page after hydration and shared by the status line, the upcoming closures and the
// visit picker (a change of hours or a closure added since the build shows without a new deploy).
// Null when it cannot be read: the data as built then stands.
import type { CalendarData } from './calendar'
import { fetchOpeningExceptions } from './fetchOpeningExceptions'
import { fetchWeeklyHours } from './fetchWeeklyHours'

let reading: Promise<CalendarData | null> | undefined

export function liveCalendarData(): Promise<CalendarData | null> {
  return (reading ??= Promise.all([fetchWeeklyHours(), fetchOpeningExceptions()]).then(
    ([hours, exceptions]) => ({ hours, exceptions }),
    () => {
      // A later call (the connection back) tries again.
      reading = undefined
      return null
    },
  ))
}
