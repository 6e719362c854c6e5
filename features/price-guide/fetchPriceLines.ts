// Reads the shown lines of the price guide (the price_lines table, set by the owner in /atelier's
// « Tarifs ») with the small PostgREST client, once per build (priceLinesAsBuilt.ts), as the gold
// prices are read.
import { PostgrestClient } from '@supabase/postgrest-js'
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import type { PriceLine } from './priceLine'

/** The shown lines in their order, or null when they cannot be read. */
export async function fetchPriceLines(target = { url: supabaseUrl, key: supabasePublishableKey }, signal?: AbortSignal): Promise<PriceLine[] | null> {
  try {
    const client = new PostgrestClient(`${target.url}/rest/v1`, { headers: { apikey: target.key, Authorization: `Bearer ${target.key}` } })
    const query = client.from('price_lines').select('service,label,cents,description').order('service').order('position').order('id')
    const { data, error } = await (signal ? query.abortSignal(signal) : query)
    if (error || !data) return null
    return data as PriceLine[]
  } catch {
    return null
  }
}
