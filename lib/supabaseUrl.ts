// The site's Supabase URL alone (lib/supabase.ts holds the rest of the configuration and re-exports
// it), so that code every page loads, such as the account layer's session check, reads it without
// shipping the publishable key in the first load.
import { buildSetting } from './buildEnv.ts'

const localSupabaseUrl = 'http://127.0.0.1:54321'

export const supabaseUrl = (buildSetting('VITE_SUPABASE_URL', () => import.meta.env.VITE_SUPABASE_URL) || localSupabaseUrl).replace(/\/+$/, '')
