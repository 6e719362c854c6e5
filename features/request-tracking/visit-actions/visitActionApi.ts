// The page's two calls to the Edge Function visit-action (supabase/functions/visit-action): GET
// describes what the token's action would do and changes nothing; POST acts. The token is the only
// credential (no key needed: the function checks its signature), sent in a header or the body,
// never in a URL.
import { supabaseUrl } from '../../../lib/supabaseUrl'
import type { VisitAction } from '../../../supabase/functions/_shared/request/visitActionToken'

export interface Slot {
  day: string
  time: string | null
}

/** The function's GET answer. */
export interface Described {
  action: VisitAction
  name: string
  service: string
  requested: Slot | null
  status: string | null
  visit: Slot | null
  acknowledged: boolean
  closed: boolean
  hasPhoto: boolean
  /** For 'accept': the slot the link accepts. */
  slot?: Slot
  /** For a slot to choose: 'YYYY-MM-DD HH:MM'. */
  freeSlots?: string[]
}

/** The function's POST answer. */
export interface Acted {
  outcome: 'done' | 'already' | 'refused'
  reason?: string | null
  status?: string | null
  visit_date?: string | null
  visit_time?: string | null
  mailed?: boolean | null
  photoDeleted?: boolean | null
}

export type Answer<T> = { ok: true; value: T } | { ok: false; reason: string }

const endpoint = `${supabaseUrl}/functions/v1/visit-action`

async function read<T>(response: Promise<Response>): Promise<Answer<T>> {
  try {
    const answer = await response
    const body = (await answer.json().catch(() => null)) as (T & { outcome?: string; reason?: string }) | null
    if (!body || answer.status >= 500) return { ok: false, reason: 'network' }
    if (!answer.ok) return { ok: false, reason: body.reason ?? 'refused' }
    return { ok: true, value: body }
  } catch {
    return { ok: false, reason: 'network' }
  }
}

export const describeAction = (token: string) => read<Described>(fetch(endpoint, { cache: 'no-store', headers: { 'X-Visit-Action-Token': token } }))

export const performAction = (token: string, action: VisitAction, slot?: { day: string; time: string }) =>
  read<Acted>(
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, action, ...(slot ?? {}) }),
    }),
  )
