// schema.org's specialOpeningHoursSpecification of the JewelryStore JSON-LD: the closures of the
// next twelve months that shut a day the workshop would open (opens and closes both 00:00, the
// way search engines read a day closed) and the owner's special openings.
// https://developers.google.com/search/docs/appearance/structured-data/local-business
import { isoDay, type OpeningCalendar } from './calendar'
import { addDays, type CalendarDate } from './parisTime'
import { closureName } from './closureName'

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification'
  opens: string
  closes: string
  validFrom: string
  validThrough: string
  description?: string
}

export function specialOpeningHours(calendar: OpeningCalendar, from: CalendarDate): OpeningHoursSpecification[] {
  const to = addDays(from, 365)
  const closures = calendar.closuresBetween(from, to).map((period): OpeningHoursSpecification => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: isoDay(period.first),
    validThrough: isoDay(period.last),
    description: closureName(period.closure),
  }))
  const openings = calendar.specialOpeningsBetween(from, to).map((opening): OpeningHoursSpecification => ({
    '@type': 'OpeningHoursSpecification',
    opens: opening.opens,
    closes: opening.closes,
    validFrom: isoDay(opening.day),
    validThrough: isoDay(opening.day),
  }))
  return [...closures, ...openings].sort((a, b) => a.validFrom.localeCompare(b.validFrom))
}
