// The site's Supabase URL, apart from the anon key (config.ts) so that code every page loads, such
// as the account layer's session check, can read it without shipping the key in the first load.
import { buildEnv } from '../buildEnv'

export const localSupabaseUrl = 'http://127.0.0.1:54321'

export const supabaseUrl = (buildEnv.VITE_SUPABASE_URL || localSupabaseUrl).replace(/\/+$/, '')
