// Where the site's Supabase lives. Builds read VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY
// (Project Settings > API Keys in Supabase's dashboard); VITE_SUPABASE_ANON_KEY, an older project's
// legacy anon key, still works, and a build given both with different values stops
// (build/supabaseKeys.ts). Without them the site targets the embedded local backend, with the
// Supabase CLI's public local publishable key.
import { buildEnv } from '../buildEnv'

export { localSupabaseUrl, supabaseUrl } from './url'

export const localPublishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

/** The key every browser request carries: it gives the `anon` role, and RLS decides the rest. */
export const supabasePublishableKey = buildEnv.VITE_SUPABASE_PUBLISHABLE_KEY || buildEnv.VITE_SUPABASE_ANON_KEY || localPublishableKey
