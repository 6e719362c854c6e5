// The tracking page's one call, public.request_tracking (supabase/schemas/request_tracking.sql): a
// plain fetch of the RPC, no Supabase client for one call. The secret goes in the POST's body, never
// in a URL. The answer is not cached by the service worker (features/pwa caches no Supabase call):
// the page keeps the last one itself (lastSeen.ts).
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import { isRequestStatus, type RequestStatus } from './statuses'

/** What the database tells of one request. */
export interface Tracking {
  reference: string
  service: string
  /** The instant the message arrived. */
  sent_at: string
  /** 'YYYY-MM-DD', 'HH:MM' or null (any time), and where the visit stands. */
  visit: { date: string; time: string | null; status: string } | null
  /** Oldest first. */
  statuses: { status: RequestStatus; at: string }[]
  /** Newest first; absent from a copy kept on the device before quotes were shown. */
  quotes?: TrackingQuote[]
}

/** A quote as the tracking page shows it (supabase/schemas/request_quotes.sql). */
export interface TrackingQuote {
  id: string
  /** Euros TTC, in cents. */
  amount_cents: number
  delay_days: number
  note: string
  sent_at: string
  /** A newer quote replaced it. */
  superseded: boolean
  answer: 'accepted' | 'declined' | null
  answered_at: string | null
}

export type TrackingAnswer =
  | { kind: 'found'; tracking: Tracking }
  /** Wrong, altered, malformed or of a request erased: the database tells them apart to nobody. */
  | { kind: 'unknown' }
  /** Too many wrong links from this connection lately. */
  | { kind: 'throttled' }
  | { kind: 'network' }

function isTracking(value: unknown): value is Tracking {
  const tracking = value as Tracking | null
  return (
    typeof tracking?.reference === 'string' &&
    Array.isArray(tracking.statuses) &&
    tracking.statuses.every((entry) => typeof entry?.at === 'string' && isRequestStatus(entry.status))
  )
}

/** A POST of one of the tracking page's functions, with the project's key and no session. */
export const postRpc = (name: string, args: Record<string, unknown>, signal?: AbortSignal) =>
  fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    cache: 'no-store',
    headers: { apikey: supabasePublishableKey, Authorization: `Bearer ${supabasePublishableKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
    signal,
  })

export async function fetchTracking(secret: string, signal?: AbortSignal): Promise<TrackingAnswer> {
  try {
    const response = await postRpc('request_tracking', { secret }, signal)
    if (response.status === 429) return { kind: 'throttled' }
    if (!response.ok) return { kind: 'network' }
    const body: unknown = await response.json()
    return isTracking(body) ? { kind: 'found', tracking: body } : { kind: 'unknown' }
  } catch {
    return { kind: 'network' }
  }
}

/** The reference of the request a secret follows; null when it cannot be had now. */
export async function requestReference(secret: string): Promise<string | null> {
  const answer = await fetchTracking(secret)
  return answer.kind === 'found' ? answer.tracking.reference : null
}
