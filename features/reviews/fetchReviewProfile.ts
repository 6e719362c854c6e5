// Reads the review figure and the links to the workshop's Google profile (the review_profile table,
// set by the owner in /atelier) with the small PostgREST client: once by the build
// (reviewProfileAsBuilt.ts), and by the launch check's tests.
import { PostgrestClient } from '@supabase/postgrest-js'
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import type { ReviewProfile } from './types'

interface ReviewProfileRow {
  /** numeric(2, 1), which PostgREST may give as a string. */
  rating_value: number | string
  rating_count: number
  rating_source: string
  profile_url: string | null
  review_url: string | null
  is_sample: boolean
}

/** The owner's figure and links, or null when there is none or it cannot be read. */
export async function fetchReviewProfile(target = { url: supabaseUrl, key: supabasePublishableKey }, signal?: AbortSignal): Promise<ReviewProfile | null> {
  try {
    const client = new PostgrestClient(`${target.url}/rest/v1`, { headers: { apikey: target.key, Authorization: `Bearer ${target.key}` } })
    const query = client.from('review_profile').select('rating_value,rating_count,rating_source,profile_url,review_url,is_sample').limit(1)
    const { data, error } = await (signal ? query.abortSignal(signal) : query)
    const row = (data as ReviewProfileRow[] | null)?.[0]
    if (error || !row) return null
    return {
      rating: { value: Number(row.rating_value), count: row.rating_count, source: row.rating_source },
      profileUrl: row.profile_url,
      reviewUrl: row.review_url,
      isSample: row.is_sample,
    }
  } catch {
    return null
  }
}
