// The workshop's opening calendar, in Paris time whatever the machine's zone: the weekly hours and
// the summer closure of lib/site.ts, the French public holidays, and the owner's exceptions (the
// `opening_exceptions` table, edited in Supabase's dashboard). Plain TypeScript, no React: the live
// status, the contact card, the JSON-LD and the database's own copy of the rules
// (`public.opening_on` in SQL, held equal by tests/integration/opening-calendar.test.ts) agree.
//
// A day is decided by the first rule that speaks of it:
// 1. the owner's dated rows covering it (a closure wins over an opening; among openings, the row
//    added last);
// 2. the summer closure;
// 3. a public holiday, unless the owner's row for that holiday opens it;
// 4. the days of the week (Tuesday to Saturday), with the usual hours.
import { site } from '../../lib/site'
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

export type Closure = { kind: 'weekly' } | { kind: 'summer' } | { kind: 'holiday'; holiday: HolidayKey } | { kind: 'exceptional'; reason: string | null }

/** Hours as 'HH:MM'. `special`: set by the owner's row rather than the weekly rule. */
export type DayOpening = { open: true; opens: string; closes: string; special: boolean } | { open: false; closure: Closure }

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

const OPENING_WEEKDAYS = new Set([2, 3, 4, 5, 6]) // Tuesday to Saturday
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

function isSummerClosure({ month, day }: CalendarDate): boolean {
  const { from, to } = site.summerClosure
  const monthDay = month * 100 + day
  return monthDay >= from.month * 100 + from.day && monthDay <= to.month * 100 + to.day
}

/** Open by the days of the week alone (no holiday, no summer, no exception). */
const isUsualOpeningDay = (day: CalendarDate) => OPENING_WEEKDAYS.has(weekdayOf(day))

export function createOpeningCalendar(exceptions: readonly OpeningException[] = []): OpeningCalendar {
  const dated = exceptions.filter((row) => row.first_day && row.last_day).sort((a, b) => b.id - a.id)
  const openedHolidays = new Set(exceptions.filter((row) => row.holiday && row.open).map((row) => row.holiday))

  function openingOn(day: CalendarDate): DayOpening {
    const iso = isoDay(day)
    const covering = dated.filter((row) => row.first_day! <= iso && iso <= row.last_day!)
    const closedBy = covering.find((row) => !row.open)
    if (closedBy) return { open: false, closure: { kind: 'exceptional', reason: closedBy.reason } }
    const openedBy = covering[0]
    if (openedBy) {
      const opens = openedBy.opens ? hhmm(openedBy.opens) : site.hours.open
      const closes = openedBy.closes ? hhmm(openedBy.closes) : site.hours.close
      return { open: true, opens, closes, special: true }
    }
    if (isSummerClosure(day)) return { open: false, closure: { kind: 'summer' } }
    const holiday = holidayOn(day)
    if (holiday && !openedHolidays.has(holiday)) return { open: false, closure: { kind: 'holiday', holiday } }
    if (!isUsualOpeningDay(day)) return { open: false, closure: { kind: 'weekly' } }
    return { open: true, opens: site.hours.open, closes: site.hours.close, special: false }
  }

  function openingPeriod(day: CalendarDate): Opening | undefined {
    const opening = openingOn(day)
    if (!opening.open) return undefined
    const at = (time: string) => parisInstant({ ...day, hour: Math.floor(minutesOf(time) / 60), minute: minutesOf(time) % 60 })
    return { day, opens: at(opening.opens), closes: at(opening.closes) }
  }

  function isOpenAt(instant: Date): boolean {
    const period = openingPeriod(parisParts(instant))
    return !!period && period.opens <= instant && instant < period.closes
  }

  function nextOpeningAfter(instant: Date): Opening {
    const today = parisParts(instant)
    for (let offset = 0; offset <= LONGEST_SEARCH_DAYS; offset++) {
      const period = openingPeriod(addDays(today, offset))
      if (period && period.opens > instant) return period
    }
    throw new Error(`No opening within ${LONGEST_SEARCH_DAYS} days: check lib/site.ts and the opening_exceptions table`)
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
