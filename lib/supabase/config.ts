// Where the site's Supabase lives. Builds read VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY; without
// them they target the embedded local backend, whose anon key is the Supabase CLI's public demo key.
import { buildEnv } from '../buildEnv'

export { localSupabaseUrl, supabaseUrl } from './url'

export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export const supabaseAnonKey = buildEnv.VITE_SUPABASE_ANON_KEY || localAnonKey
