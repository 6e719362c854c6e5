// The opening calendar's public entry: what pages, the other features (the appointment picker
// among them) and the tests may use. The status line and the upcoming closures load lazily.
export { createOpeningCalendar, isoDay, parseIsoDay } from './calendar'
export type { ClosurePeriod, DayOpening, Opening, OpeningCalendar, OpeningException, SpecialOpening } from './calendar'
export { frenchHolidays, holidayKeys } from './holidays'
export type { HolidayKey } from './holidays'
export { visitDays, visitRules, visitSlotsOn } from './visitSlots'
export type { VisitSlot } from './visitSlots'
export { UpcomingClosures } from './UpcomingClosures'
export type { CalendarAsBuilt } from './UpcomingClosures'
export { visitOptions, visitText } from './visitOptions'
export type { VisitDayOption, VisitTimeOption } from './visitOptions'
export { liveExceptions } from './liveExceptions'
