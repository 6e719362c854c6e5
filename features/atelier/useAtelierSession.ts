import { useEffect, useState } from 'react'
import type { Session } from '@supabase/supabase-js'
import { atelierClient } from './atelierClient'

/** The session kept on this device: undefined while it is read, null when signed out. */
export function useAtelierSession(): Session | null | undefined {
  const [session, setSession] = useState<Session | null | undefined>(undefined)
  useEffect(() => {
    // onAuthStateChange fires INITIAL_SESSION first, with the stored session (or none).
    const { data } = atelierClient.auth.onAuthStateChange((_event, next) => setSession(next))
    return () => data.subscription.unsubscribe()
  }, [])
  return session
}
