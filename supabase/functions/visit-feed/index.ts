// Edge Function visit-feed: the workshop's calendar (RFC 5545) of confirmed visits and of slots
// blocked by phone, for the owner's phone to subscribe to. A calendar app sends no headers, so the
// key is in the URL (?key=<VISIT_FEED_KEY>), compared in constant time; without the right key the
// answer is a bare 404, the same as for a function that does not exist, and a client that gave 10
// wrong keys within 15 minutes is held back (429). During a rotation the key it replaces,
// VISIT_FEED_KEY_PREVIOUS, is accepted too, until every calendar has the new address.
// supabase/README.md, « The workshop's calendar ».
// Deploy: npm run deploy (docs/deploy.md); config.toml turns off the JWT check for it.
import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical from 'ical-generator'
import { acceptedSecrets, attempt, throttled } from '../_shared/secretAttempts.ts'
import { apiKey, env, rpc, supabaseUrl } from '../_shared/serviceApi.ts'
import { calendarName, feedEvents, siteHost, type VisitCalendarRow } from '../_shared/request/visitCalendar.ts'

const feedKeys = acceptedSecrets('VISIT_FEED_KEY')
const host = siteHost(env('SITE_URL'))
const ZONE = 'Europe/Paris'

const notFound = () => new Response(null, { status: 404 })

Deno.serve(async (request) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return notFound()
  if (!env('VISIT_FEED_KEY') || !apiKey || !supabaseUrl) return notFound()
  const verdict = await attempt('visit_feed', request, new URL(request.url).searchParams.get('key'), feedKeys)
  if (verdict === 'throttled') return throttled()
  if (verdict === 'wrong') return notFound()

  const rows = (await rpc('visit_calendar_events', {})) as VisitCalendarRow[]
  // No calendar-wide zone: ical-generator would then write DTSTAMP and LAST-MODIFIED as local
  // times, where RFC 5545 wants UTC. Each event carries TZID=Europe/Paris, and the generator adds
  // that zone's VTIMEZONE.
  const calendar = ical({
    name: calendarName,
    prodId: { company: 'Maison Bologne', product: 'Visites', language: 'FR' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  })
  for (const event of feedEvents(rows, host)) {
    calendar.createEvent({
      id: event.uid,
      // A TZDate in Paris: ical-generator writes its wall time, whatever the server's own zone.
      start: new TZDate(event.start, ZONE),
      end: new TZDate(event.end, ZONE),
      timezone: ZONE,
      summary: event.summary,
      description: event.description,
      location: event.location,
      sequence: event.sequence,
      lastModified: event.lastModified,
      stamp: new Date(),
    })
  }
  return new Response(request.method === 'HEAD' ? null : calendar.toString(), {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="visites.ics"',
      // The visitors' names and numbers: kept by no shared cache.
      'Cache-Control': 'private, no-store',
    },
  })
})
