// The workshop's calendar feed as data: one event per confirmed visit and per slot blocked by phone,
// from the rows of public.visit_calendar_events(). Plain TypeScript, shared by the Edge Function
// visit-feed (which writes it with ical-generator) and its unit tests.
import { address } from '../../../../lib/address.ts'
import { contactServiceName } from '../../../../lib/content/contactChoices.ts'
import { headerSafe } from '../mailParts.ts'

/** A row of public.visit_calendar_events(), as PostgREST sends it. */
export interface VisitCalendarRow {
  kind: 'visit' | 'blocked'
  message_id: string | null
  starts_at: string
  visit_date: string
  visit_time: string
  sequence: number
  updated_at: string
  name: string | null
  email: string | null
  phone: string | null
  service: string | null
  note: string | null
}

export interface FeedEvent {
  uid: string
  start: Date
  end: Date
  summary: string
  description: string
  location: string
  sequence: number
  lastModified: Date
}

/** A visit lasts one slot. */
const VISIT_MINUTES = 30
const DEFAULT_SITE_URL = 'https://www.maison-bologne.fr'
export const calendarName = 'Maison Bologne — visites'
const blockedSlotSummary = 'Créneau réservé par téléphone'
const phoneVisitSummary = 'Visite réservée par téléphone'

/** The site's host name, from its URL (the function secret SITE_URL). */
export const siteHost = (siteUrl: string | undefined): string => new URL(siteUrl || DEFAULT_SITE_URL).hostname

/** The event's UID, the same in this feed and in the .ics the visitor receives on confirmation, so
 *  that both name one visit (RFC 5545 3.8.4.7: unique, on the site's domain). */
export const visitEventUid = (messageId: string, host: string): string => `visite-${messageId.toLowerCase()}@${host}`

/** A blocked slot is its own key (private.visit_blocked_slots: day and time). */
const blockedSlotUid = (day: string, time: string, host: string): string => `creneau-${day.replaceAll('-', '')}T${time.slice(0, 5).replace(':', '')}@${host}`

const line = (label: string, value: string) => `${label}\u00a0: ${value}`

function visitEvent(row: VisitCalendarRow, host: string): Omit<FeedEvent, 'start' | 'end' | 'location'> {
  const service = row.service ? contactServiceName(row.service) : null
  const name = headerSafe(row.name ?? '', 100)
  return {
    uid: visitEventUid(row.message_id ?? '', host),
    summary: service ? `Visite — ${name} (${service})` : `Visite — ${name}`,
    description: [
      line('Téléphone', row.phone ? headerSafe(row.phone, 40) : 'non renseigné'),
      line('E-mail', row.email ?? ''),
      ...(service ? [line('Service', service)] : []),
      line('Référence', row.message_id ?? ''),
    ].join('\n'),
    sequence: row.sequence,
    lastModified: new Date(row.updated_at),
  }
}

// A visit booked by phone in the back office names its visitor (and their number); a slot blocked
// from the dashboard has only its note.
function blockedEvent(row: VisitCalendarRow, host: string): Omit<FeedEvent, 'start' | 'end' | 'location'> {
  const name = row.name ? headerSafe(row.name, 100) : null
  return {
    uid: blockedSlotUid(row.visit_date, row.visit_time, host),
    summary: name ? `${phoneVisitSummary} — ${name}` : blockedSlotSummary,
    description: name
      ? [line('Téléphone', row.phone ? headerSafe(row.phone, 40) : 'non renseigné'), ...(row.note ? [line('Note', row.note)] : [])].join('\n')
      : (row.note ?? ''),
    sequence: 0,
    lastModified: new Date(row.updated_at),
  }
}

export function feedEvents(rows: VisitCalendarRow[], host: string): FeedEvent[] {
  return rows.map((row) => {
    const start = new Date(row.starts_at)
    return {
      ...(row.kind === 'visit' ? visitEvent(row, host) : blockedEvent(row, host)),
      start,
      end: new Date(start.getTime() + VISIT_MINUTES * 60_000),
      location: address.full,
    }
  })
}
