// The workshop's opening calendar, in Paris time whatever the machine's zone: the weekly hours and
// the summer closure (lib/weeklyHours.ts: the database's public.weekly_hours and summer_closure),
// the French public holidays, and the owner's exceptions (the `opening_exceptions` table). Plain
// TypeScript, no React: the live status, the contact card, the JSON-LD and the database's own copy
// of the rules (`private.opening_on` in SQL, held equal by tests/integration/opening-calendar.test.ts) agree.
//
// A day is decided by the first rule that speaks of it:
// 1. the owner's dated rows covering it (a closure wins over an opening; among openings, the row
//    added last);
// 2. the summer closure;
// 3. a public holiday, unless the owner's row for that holiday opens it;
// 4. the day of the week's hours (one or two ranges, or closed).
// An owner's opening without hours takes the day's usual ones, or on a day closed every week those
// of the next day of the week that opens.
import type { TimeRange, WeeklyHours } from '../../lib/weeklyHours'
import { holidayOn, type HolidayKey } from './holidays'
import { addDays, daysBetween, parisInstant, parisParts, weekdayOf, type CalendarDate } from './parisTime'

/** A row of `public.opening_exceptions`, as the site may read it (its public columns). */
export interface OpeningException {
  id: number
  /** A dated row: 'YYYY-MM-DD', both ends included; null on a holiday's row. */
  first_day: string | null
  last_day: string | null
  /** A holiday's row: applies every year. */
  holiday: HolidayKey | null
  open: boolean
  /** 'HH:MM' or 'HH:MM:SS'; null for the usual hours. */
  opens: string | null
  closes: string | null
  /** Said to visitors (« Salon des métiers d’art »); may be null. */
  reason: string | null
}

/** What a calendar is made of: the weekly hours and the owner's exceptions, as built or as read live. */
export interface CalendarData {
  hours: WeeklyHours
  exceptions: readonly OpeningException[]
}

export type Closure = { kind: 'weekly' } | { kind: 'summer' } | { kind: 'holiday'; holiday: HolidayKey } | { kind: 'exceptional'; reason: string | null }

/** Hours as 'HH:MM': `opens` the day's first opening, `closes` its last closing, `ranges` each
 *  range in order (two with a pause between). `special`: set by the owner's row rather than the week. */
export type DayOpening = { open: true; opens: string; closes: string; ranges: readonly TimeRange[]; special: boolean } | { open: false; closure: Closure }

export interface Opening {
  day: CalendarDate
  opens: Date
  closes: Date
}

export interface ClosurePeriod {
  first: CalendarDate
  last: CalendarDate
  closure: Exclude<Closure, { kind: 'weekly' }>
}

export interface SpecialOpening {
  day: CalendarDate
  opens: string
  closes: string
}

export interface OpeningCalendar {
  openingOn(day: CalendarDate): DayOpening
  isOpenOn(day: CalendarDate): boolean
  isOpenAt(instant: Date): boolean
  /** The next time the doors open, strictly after `instant`. */
  nextOpeningAfter(instant: Date): Opening
  /** Closures other than the weekly ones touching [from, to], consecutive days of one cause merged;
   *  a period made only of days the workshop is shut every week anyway (Easter Monday) is left out. */
  closuresBetween(from: CalendarDate, to: CalendarDate): ClosurePeriod[]
  /** Days the owner opens, or opens at other hours, in [from, to]. */
  specialOpeningsBetween(from: CalendarDate, to: CalendarDate): SpecialOpening[]
}

// The longest a search for the next opening may run: beyond it the calendar's data is wrong.
const LONGEST_SEARCH_DAYS = 400

export const isoDay = ({ year, month, day }: CalendarDate) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

export function parseIsoDay(iso: string): CalendarDate {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number)
  return { year, month, day }
}

/** '10:00:00' → '10:00'. */
const hhmm = (time: string) => time.slice(0, 5)
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

export function createOpeningCalendar(hours: WeeklyHours, exceptions: readonly OpeningException[] = []): OpeningCalendar {
  const dated = exceptions.filter((row) => row.first_day && row.last_day).sort((a, b) => b.id - a.id)
  const openedHolidays = new Set(exceptions.filter((row) => row.holiday && row.open).map((row) => row.holiday))
  const rangesOf = (weekday: number) => hours.week[weekday] ?? []
  /** Open by the days of the week alone (no holiday, no summer, no exception). */
  const isUsualOpeningDay = (day: CalendarDate) => rangesOf(weekdayOf(day)).length > 0

  function isSummerClosure({ month, day }: CalendarDate): boolean {
    if (!hours.summer) return false
    const { from, to } = hours.summer
    const monthDay = month * 100 + day
    return monthDay >= from.month * 100 + from.day && monthDay <= to.month * 100 + to.day
  }

  const opened = (ranges: readonly TimeRange[], special: boolean): DayOpening => ({
    open: true,
    opens: ranges[0]!.opens,
    closes: ranges.at(-1)!.closes,
    ranges,
    special,
  })

  function openingOn(day: CalendarDate): DayOpening {
    const iso = isoDay(day)
    const covering = dated.filter((row) => row.first_day! <= iso && iso <= row.last_day!)
    const closedBy = covering.find((row) => !row.open)
    if (closedBy) return { open: false, closure: { kind: 'exceptional', reason: closedBy.reason } }
    const openedBy = covering[0]
    if (openedBy?.opens && openedBy.closes) return opened([{ opens: hhmm(openedBy.opens), closes: hhmm(openedBy.closes) }], true)
    if (openedBy) {
      const weekday = weekdayOf(day)
      const usual = [0, 1, 2, 3, 4, 5, 6].map((offset) => rangesOf((weekday + offset) % 7)).find((ranges) => ranges.length > 0)
      return usual ? opened(usual, true) : { open: false, closure: { kind: 'weekly' } }
    }
    if (isSummerClosure(day)) return { open: false, closure: { kind: 'summer' } }
    const holiday = holidayOn(day)
    if (holiday && !openedHolidays.has(holiday)) return { open: false, closure: { kind: 'holiday', holiday } }
    if (!isUsualOpeningDay(day)) return { open: false, closure: { kind: 'weekly' } }
    return opened(rangesOf(weekdayOf(day)), false)
  }

  /** The day's openings, one per range, in order. */
  function openingPeriods(day: CalendarDate): Opening[] {
    const opening = openingOn(day)
    if (!opening.open) return []
    const at = (time: string) => parisInstant({ ...day, hour: Math.floor(minutesOf(time) / 60), minute: minutesOf(time) % 60 })
    return opening.ranges.map((range) => ({ day, opens: at(range.opens), closes: at(range.closes) }))
  }

  function isOpenAt(instant: Date): boolean {
    return openingPeriods(parisParts(instant)).some((period) => period.opens <= instant && instant < period.closes)
  }

  function nextOpeningAfter(instant: Date): Opening {
    const today = parisParts(instant)
    for (let offset = 0; offset <= LONGEST_SEARCH_DAYS; offset++) {
      const period = openingPeriods(addDays(today, offset)).find((candidate) => candidate.opens > instant)
      if (period) return period
    }
    throw new Error(`No opening within ${LONGEST_SEARCH_DAYS} days: check the weekly hours and the opening_exceptions table`)
  }
  function closuresBetween(from: CalendarDate, to: CalendarDate): ClosurePeriod[] {
    const periods: (ClosurePeriod & { usuallyOpen: boolean })[] = []
    for (let offset = 0; offset <= daysBetween(from, to); offset++) {
      const day = addDays(from, offset)
      const opening = openingOn(day)
      if (opening.open || opening.closure.kind === 'weekly') continue
      const last = periods.at(-1)
      if (last && daysBetween(last.last, day) === 1 && JSON.stringify(last.closure) === JSON.stringify(opening.closure)) {
        last.last = day
        last.usuallyOpen ||= isUsualOpeningDay(day)
      } else periods.push({ first: day, last: day, closure: opening.closure, usuallyOpen: isUsualOpeningDay(day) })
    }
    return periods.filter((period) => period.usuallyOpen).map(({ first, last, closure }) => ({ first, last, closure }))
  }

  function specialOpeningsBetween(from: CalendarDate, to: CalendarDate): SpecialOpening[] {
    const openings: SpecialOpening[] = []
    for (let offset = 0; offset <= daysBetween(from, to); offset++) {
      const day = addDays(from, offset)
      const opening = openingOn(day)
      if (opening.open && opening.special) openings.push({ day, opens: opening.opens, closes: opening.closes })
    }
    return openings
  }

  return {
    openingOn,
    isOpenOn: (day) => openingOn(day).open,
    isOpenAt,
    nextOpeningAfter,
    closuresBetween,
    specialOpeningsBetween,
  }
}
