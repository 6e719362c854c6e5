// The visit as an iCalendar file (RFC 5545) attached to the visitor's e-mails: a 30-minute event in
// Europe/Paris whose UID is `visite-<message uuid>@<site host>` (the workshop's calendar feed uses
// the same), its SEQUENCE one more at each change, so that a calendar replaces the event it holds,
// and METHOD:CANCEL with the same UID when the visit is cancelled.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { address as workshopAddress } from '../../../lib/address.ts'
import { parisInstant } from '../_shared/visitSlot.ts'

const VISIT_MINUTES = 30
const TIMEZONE = 'Europe/Paris'

// Europe/Paris's rules since 1996 (the EU's summer time: last Sunday of March to last Sunday of
// October): written here because ical-generator carries no time-zone database, and RFC 5545 asks
// for a VTIMEZONE for every TZID used.
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

const visitUid = (messageId: string, siteUrl: string) => `visite-${messageId.toLowerCase()}@${new URL(siteUrl).hostname}`

export interface VisitEvent {
  messageId: string
  day: string
  time: string
  sequence: number
  serviceName: string
  visitor: { name: string; email: string }
  workshopEmail: string
  siteUrl: string
}

/** The event's start as ical-generator writes it in a TZID: Temporal's zoned time when the runtime
 *  has Temporal (Deno does); otherwise the instant in UTC, which every calendar reads alike. */
function start(day: string, time: string): { start: unknown; end: unknown; timezone: string | null } {
  const temporal = (globalThis as { Temporal?: { ZonedDateTime: { from(text: string): { add(d: { minutes: number }): unknown } } } }).Temporal
  if (temporal) {
    const begins = temporal.ZonedDateTime.from(`${day}T${time.slice(0, 5)}:00[${TIMEZONE}]`)
    return { start: begins, end: begins.add({ minutes: VISIT_MINUTES }), timezone: TIMEZONE }
  }
  const begins = parisInstant(day, time)
  return { start: begins, end: new Date(begins.getTime() + VISIT_MINUTES * 60_000), timezone: null }
}

export function visitCalendar(visit: VisitEvent, cancelled: boolean): string {
  const when = start(visit.day, visit.time)
  const calendar = ical({
    prodId: { company: 'Maison Bologne', product: 'Rendez-vous', language: 'FR' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: when.timezone ? { name: when.timezone, generator: (zone) => (zone === TIMEZONE ? PARIS_VTIMEZONE : null) } : null,
  })
  calendar.createEvent({
    id: visitUid(visit.messageId, visit.siteUrl),
    sequence: visit.sequence,
    start: when.start as Date,
    end: when.end as Date,
    timezone: when.timezone,
    summary: `Visite à l’atelier Maison Bologne (${visit.serviceName})`,
    location: workshopAddress.full,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'Maison Bologne', email: visit.workshopEmail },
    attendees: [{ name: visit.visitor.name, email: visit.visitor.email }],
  })
  return calendar.toString()
}
