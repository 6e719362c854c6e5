import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ensureProfile, type Profile } from './ensureProfile'
import { watchAuthSession, watchedAuthEvents, type AuthSnapshot } from './watchAuthSession'

vi.mock('./ensureProfile', () => ({ ensureProfile: vi.fn() }))
const ensure = vi.mocked(ensureProfile)

const user = { id: 'user-1', email: 'claire@example.fr', user_metadata: { first_name: 'Claire' } } as unknown as User
const session = { access_token: 'token-1', refresh_token: 'refresh-1', user } as unknown as Session
const profile: Profile = { id: 'user-1', first_name: 'Claire', last_name: null, created_at: 't', updated_at: 't' }

/** supabase-js's auth surface that the watcher uses: a stored session and the listeners. */
function fakeAuth(stored: Session | null) {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null
  const unsubscribe = vi.fn()
  const client = {
    auth: {
      getSession: vi.fn(async () => ({ data: { session: stored }, error: null })),
      onAuthStateChange: vi.fn((callback: typeof listener) => {
        listener = callback
        return { data: { subscription: { unsubscribe } } }
      }),
    },
  } as unknown as SupabaseClient
  return { client, unsubscribe, emit: (event: AuthChangeEvent, next: Session | null) => listener?.(event, next) }
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

function watch(stored: Session | null) {
  const auth = fakeAuth(stored)
  const snapshots: AuthSnapshot[] = []
  const stop = watchAuthSession(auth.client, (snapshot) => snapshots.push(snapshot))
  return { ...auth, snapshots, stop }
}

beforeEach(() => {
  ensure.mockReset()
  ensure.mockResolvedValue(profile)
})

describe('watchAuthSession', () => {
  it('follows every auth event supabase-js 2.109 emits', () => {
    expect([...watchedAuthEvents].sort()).toEqual(
      ['INITIAL_SESSION', 'MFA_CHALLENGE_VERIFIED', 'PASSWORD_RECOVERY', 'SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED', 'USER_UPDATED'].sort(),
    )
  })

  it('reports no user and no profile when the session check finds nothing', async () => {
    const { snapshots, emit } = watch(null)
    emit('INITIAL_SESSION', null)
    await settle()
    expect(snapshots.at(-1)).toEqual({ session: null, user: null, profile: null })
    expect(ensure).not.toHaveBeenCalled()
  })

  it('ensures the profile of a stored session once for the start-up read and INITIAL_SESSION together', async () => {
    const { client, snapshots, emit } = watch(session)
    emit('INITIAL_SESSION', session)
    await settle()
    expect(ensure).toHaveBeenCalledTimes(1)
    expect(ensure).toHaveBeenCalledWith(client, user)
    expect(snapshots.at(-1)).toEqual({ session, user, profile })
  })

  it('ensures the profile again on a later event with a user, and clears it on sign-out', async () => {
    const { snapshots, emit } = watch(session)
    await settle()
    const refreshed = { ...session, access_token: 'token-2' } as Session
    emit('TOKEN_REFRESHED', refreshed)
    await settle()
    expect(ensure).toHaveBeenCalledTimes(2)
    expect(snapshots.at(-1)).toEqual({ session: refreshed, user, profile })
    emit('SIGNED_OUT', null)
    await settle()
    expect(snapshots.at(-1)).toEqual({ session: null, user: null, profile: null })
  })

  it('lets a newer event win over a slower profile check begun before it', async () => {
    let finish: (value: Profile) => void = () => {}
    ensure.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    const { snapshots, emit } = watch(session)
    await settle()
    emit('SIGNED_OUT', null)
    await settle()
    finish(profile)
    await settle()
    expect(snapshots).toEqual([{ session: null, user: null, profile: null }])
  })

  it('reports the user without a profile when the profile cannot be ensured', async () => {
    ensure.mockRejectedValue(new Error('réseau indisponible'))
    const { snapshots } = watch(session)
    await settle()
    expect(snapshots.at(-1)).toEqual({ session, user, profile: null })
  })

  it('ignores events it does not follow, and stops listening when stopped', async () => {
    const { snapshots, emit, stop, unsubscribe } = watch(null)
    await settle()
    emit('USER_DELETED' as AuthChangeEvent, null)
    await settle()
    expect(snapshots).toHaveLength(1)
    stop()
    expect(unsubscribe).toHaveBeenCalledTimes(1)
    emit('SIGNED_IN', session)
    await settle()
    expect(snapshots).toHaveLength(1)
  })
})
