// What the status line loads once the browser is idle: the status, the calendar and the reading
// of the owner's rows, in one chunk.
export { STATUS_REFRESH_MS, openingStatus } from './openingStatusAt'
export { createOpeningCalendar } from './calendar'
export { liveCalendarData } from './liveCalendarData'
