// The visit as an iCalendar file (RFC 5545) attached to the visitor's e-mails: a 30-minute event at
// its Paris wall time, with the UID and SEQUENCE the workshop's calendar feed gives it
// (visitCalendar.ts), so that a calendar replaces the event it holds, and METHOD:CANCEL with
// the same UID when the visit is cancelled. Written as the feed is: a TZDate in Paris for the wall
// time, and the zone's VTIMEZONE from @touch4it/ical-timezones.
import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { address as workshopAddress } from '../../../../lib/address.ts'
import { siteHost, visitEventUid } from './visitCalendar.ts'
import { parisInstant } from './visitSlot.ts'

const VISIT_MINUTES = 30
const ZONE = 'Europe/Paris'

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

export function visitCalendar(visit: VisitEvent, cancelled: boolean): string {
  const begins = parisInstant(visit.day, visit.time)
  // No calendar-wide zone: ical-generator would then write DTSTAMP as a local time, where RFC 5545
  // wants UTC. The event carries TZID=Europe/Paris, and the generator adds that zone's VTIMEZONE.
  const calendar = ical({
    prodId: { company: 'Maison Bologne', product: 'Rendez-vous', language: 'FR' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: getVtimezoneComponent },
  })
  calendar.createEvent({
    id: visitEventUid(visit.messageId, siteHost(visit.siteUrl)),
    sequence: visit.sequence,
    start: new TZDate(begins, ZONE),
    end: new TZDate(begins.getTime() + VISIT_MINUTES * 60_000, ZONE),
    timezone: ZONE,
    summary: `Visite à l’atelier Maison Bologne (${visit.serviceName})`,
    location: workshopAddress.full,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: 'Maison Bologne', email: visit.workshopEmail },
    attendees: [{ name: visit.visitor.name, email: visit.visitor.email }],
    stamp: new Date(),
  })
  return calendar.toString()
}
