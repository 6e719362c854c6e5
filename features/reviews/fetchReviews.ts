// Reads the published reviews with the small PostgREST client (this module is loaded lazily).
import { PostgrestClient } from '@supabase/postgrest-js'
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import type { Review } from './types'

/** Newest first; any failure gives an empty list (the widget then says there is no review yet). */
export async function fetchReviews(): Promise<Review[]> {
  try {
    const client = new PostgrestClient(`${supabaseUrl}/rest/v1`, {
      headers: { apikey: supabasePublishableKey, Authorization: `Bearer ${supabasePublishableKey}` },
    })
    const { data, error } = await client.from('reviews').select('*').order('created_at', { ascending: false })
    return error || !data ? [] : (data as Review[])
  } catch {
    return []
  }
}
