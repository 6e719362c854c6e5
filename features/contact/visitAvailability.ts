// Which visit slots are already taken, from public.visit_availability (the owner's blocked slots and
// the visits the workshop confirmed up to its capacity): availability only, nobody's data. A plain
// fetch of the RPC, as the opening calendar reads its table: no Supabase client for one call.
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import type { Database } from '../../supabase/functions/_shared/database'

/** 'YYYY-MM-DD HH:MM' of a slot, as visitTakenKey writes it. */
export const visitSlotKey = (day: string, time: string) => `${day} ${time.slice(0, 5)}`

type AvailabilityRow = Database['public']['Functions']['visit_availability']['Returns'][number]

/** The taken slots between two days (both 'YYYY-MM-DD'); throws when the database cannot be asked. */
export async function takenVisitSlots(fromDay: string, toDay: string, signal?: AbortSignal): Promise<Set<string>> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/visit_availability`, {
    method: 'POST',
    headers: {
      apikey: supabasePublishableKey,
      Authorization: `Bearer ${supabasePublishableKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ from_date: fromDay, to_date: toDay }),
    signal,
  })
  if (!response.ok) throw new Error(`visit_availability answered ${response.status}`)
  const rows = (await response.json()) as AvailabilityRow[]
  return new Set(rows.filter((row) => row.taken).map((row) => visitSlotKey(row.day, row.slot)))
}
