// The account layer's supabase-js client. Loaded only through a dynamic import, when a session
// may exist (sessionHint.ts): visitors without one never download it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'
import { watchAuthSession, type AuthSnapshot } from './watchAuthSession'

// Implicit flow: an e-mail link brings the session in the URL's hash, read on arrival.
export const authClientOptions = {
  flowType: 'implicit',
  persistSession: true,
  detectSessionInUrl: true,
  autoRefreshToken: true,
} as const

let client: SupabaseClient | null = null

function getAuthClient(): SupabaseClient {
  client ??= createClient(supabaseUrl, supabasePublishableKey, { auth: authClientOptions })
  return client
}

export function startAuthSession(onSnapshot: (snapshot: AuthSnapshot) => void): () => void {
  return watchAuthSession(getAuthClient(), onSnapshot)
}
