// Follows the member's session: read once at start, then on every auth event; with a user, their
// profile is ensured and read, without a user it is cleared.
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js'
import { ensureProfile, type Profile } from './ensureProfile'

export interface AuthSnapshot {
  session: Session | null
  user: User | null
  profile: Profile | null
}

export const watchedAuthEvents: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
])

export function watchAuthSession(client: SupabaseClient, onSnapshot: (snapshot: AuthSnapshot) => void): () => void {
  let stopped = false
  let latest = 0
  // The start-up read and INITIAL_SESSION both describe the stored session: one profile check
  // serves both. Every later event checks again.
  let initial: { key: string; profile: Promise<Profile | null> } | null = null
  const profileOf = (session: Session, isInitial: boolean) => {
    const key = `${session.user.id} ${session.access_token}`
    if (isInitial && initial?.key === key) return initial.profile
    const profile = ensureProfile(client, session.user).catch(() => null) // unreadable: shown as no profile
    if (isInitial) initial = { key, profile }
    return profile
  }

  const apply = async (session: Session | null, isInitial: boolean) => {
    const turn = ++latest
    const profile = session?.user ? await profileOf(session, isInitial) : null
    if (!stopped && turn === latest) onSnapshot({ session, user: session?.user ?? null, profile }) // else a newer event won
  }

  const { data } = client.auth.onAuthStateChange((event, session) => {
    if (!watchedAuthEvents.has(event)) return
    // supabase-js calls listeners while holding its auth lock: a query made from inside the
    // callback would wait for that lock forever, so the work runs just after.
    setTimeout(() => void apply(session, event === 'INITIAL_SESSION'), 0)
  })
  void client.auth.getSession().then(
    ({ data: { session } }) => apply(session, true),
    () => apply(null, true),
  )
  return () => {
    stopped = true
    data.subscription.unsubscribe()
  }
}
