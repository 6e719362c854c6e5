// The opening calendar's public entry: what pages, the other features (the appointment picker
// among them) and the tests may use. No component: the status line and the upcoming closures load
// lazily from their own modules, so that a text taken from here (the contact toasts' visit
// wording) never brings a component's code along with it.
export { createOpeningCalendar, isoDay, parseIsoDay } from './calendar'
export type { CalendarData, ClosurePeriod, DayOpening, Opening, OpeningCalendar, OpeningException, SpecialOpening } from './calendar'
export { frenchHolidays, holidayKeys } from './holidays'
export type { HolidayKey } from './holidays'
export { visitDays, visitRules, visitSlotsOn } from './visitSlots'
export type { VisitSlot } from './visitSlots'
export type { CalendarAsBuilt } from './UpcomingClosures'
export { visitOptions } from './visitOptions'
export { visitText } from './visitText'
export type { VisitDayOption, VisitTimeOption } from './visitOptions'
export { liveCalendarData } from './liveCalendarData'
