// « Suivre ma demande »'s one call, public.ask_tracking_links (supabase/schemas/request_tracking_links.sql):
// a plain fetch of the RPC, no Supabase client for one call. The database answers the same for any
// address; the e-mail, if any, leaves from the workshop's side.
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'

/** 'asked': whatever the address; 'throttled': too many asks from this connection lately. */
export type TrackingLinksAnswer = 'asked' | 'throttled' | 'network'

export async function askTrackingLinks(email: string): Promise<TrackingLinksAnswer> {
  try {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/ask_tracking_links`, {
      method: 'POST',
      cache: 'no-store',
      headers: { apikey: supabasePublishableKey, Authorization: `Bearer ${supabasePublishableKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    if (response.status === 429) return 'throttled'
    return response.ok ? 'asked' : 'network'
  } catch {
    return 'network'
  }
}
