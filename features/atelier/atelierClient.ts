// The back office's supabase-js client, with Auth. Loaded only by /atelier, after hydration: no public
// page downloads it. The session stays on this device (localStorage) under a key of its own.
import { createClient } from '@supabase/supabase-js'
import { supabasePublishableKey, supabaseUrl } from '../../lib/supabase'

export const atelierClient = createClient(supabaseUrl, supabasePublishableKey, {
  auth: { storageKey: 'atelier-session', persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
})
