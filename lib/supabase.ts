// Where the site's Supabase lives, the one place that says so. Builds read VITE_SUPABASE_URL and
// VITE_SUPABASE_PUBLISHABLE_KEY (Project Settings > API Keys in Supabase's dashboard);
// VITE_SUPABASE_ANON_KEY, an older project's legacy anon key, still works, and a build given both
// with different values stops (vite/supabaseKeys.ts). Without them the site targets the embedded
// local backend, with the Supabase CLI's public local publishable key; a production build never
// does (vite/productionSupabase.ts).
import { buildSetting } from './buildEnv.ts'
import { supabaseUrl } from './supabaseUrl.ts'

export { supabaseUrl }

export const localPublishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'

/** The key every browser request carries: it gives the `anon` role, and RLS decides the rest. */
export const supabasePublishableKey =
  buildSetting('VITE_SUPABASE_PUBLISHABLE_KEY', () => import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY) ||
  // An older project's legacy anon key, read when no publishable key is given.
  buildSetting('VITE_SUPABASE_ANON_KEY', () => import.meta.env.VITE_SUPABASE_ANON_KEY) ||
  localPublishableKey

/** Where contact messages are delivered (features/contact/deliver.ts), from the page and the worker alike. */
export const supabaseTarget = { url: supabaseUrl, apiKey: supabasePublishableKey } as const
