import { createClient, type RealtimeClientOptions, type User } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { authClientOptions } from '../../features/account/authClient'
import { ensureProfile } from '../../features/account/ensureProfile'
import { authStorageKey } from '../../features/account/sessionHint'
import { watchAuthSession, type AuthSnapshot } from '../../features/account/watchAuthSession'
import { signJwt } from '../../supabase/local/keys.mjs'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { BACKEND_KINDS, useBackend } from './helpers/backend'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

class NoRealtime {
  constructor() {
    throw new Error('Realtime is not available in the integration tests')
  }
}

describe.each(BACKEND_KINDS)('account layer on %s', (kind) => {
  const backend = useBackend(kind)

  const adminCreate = (key: string, body: unknown) =>
    fetch(`${backend().url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('lets the service role create a confirmed user through POST /auth/v1/admin/users, as GoTrue does', async () => {
    const email = `lea-${stamp()}@example.fr`
    const { data, error } = await backend().service.auth.admin.createUser({
      email,
      email_confirm: true,
      user_metadata: { first_name: 'Léa', last_name: 'Martin' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', user_metadata: { first_name: 'Léa', last_name: 'Martin' } })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const [row] = await backend().query('select email, raw_user_meta_data from auth.users where id = $1::uuid', [data.user?.id])
    expect(row).toEqual({ email, raw_user_meta_data: { first_name: 'Léa', last_name: 'Martin' } })

    // A token signed for that user is accepted, as one GoTrue issued would be.
    const token = signJwt({ sub: data.user?.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 })
    const me = await backend().anon.auth.getUser(token)
    expect(me.data.user?.id).toBe(data.user?.id)
  })

  it('refuses user creation to the anon key and to members, and refuses bad or taken e-mails', async () => {
    const email = `marc-${stamp()}@example.fr`
    const member = await createTestUser(backend(), { email: `membre-${stamp()}@example.fr`, first_name: 'Membre' })
    for (const key of [backend().anonKey, member.accessToken]) {
      const refused = await adminCreate(key, { email })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ code: 403, error_code: 'not_admin' })
    }
    expect((await backend().query('select 1 from auth.users where email = $1::text', [email])).length).toBe(0)

    const invalid = await adminCreate(backend().serviceRoleKey, { email: 'pas-une-adresse' })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ error_code: 'validation_failed' })

    expect((await adminCreate(backend().serviceRoleKey, { email })).status).toBe(200)
    const taken = await adminCreate(backend().serviceRoleKey, { email: email.toUpperCase() })
    expect(taken.status).toBe(422)
    expect(await taken.json()).toMatchObject({ error_code: 'email_exists' })
  })

  it('ensureProfile creates the member profile from the sign-up names once, then finds it', async () => {
    const alice = await createTestUser(backend(), { email: `alice-${stamp()}@example.fr`, first_name: 'Alice', last_name: 'Martin' })
    const asAlice = backend().clientWithToken(alice.accessToken)
    const created = await ensureProfile(asAlice, alice.user as unknown as User)
    expect(created).toMatchObject({ id: alice.user.id, first_name: 'Alice', last_name: 'Martin' })
    expect(await ensureProfile(asAlice, alice.user as unknown as User)).toEqual(created)

    // Three tabs at once: one row, the same for each.
    const bruno = await createTestUser(backend(), { email: `bruno-${stamp()}@example.fr`, first_name: 'Bruno' })
    const asBruno = backend().clientWithToken(bruno.accessToken)
    const profiles = await Promise.all([1, 2, 3].map(() => ensureProfile(asBruno, bruno.user as unknown as User)))
    expect(new Set(profiles.map((p) => JSON.stringify(p))).size).toBe(1)
    expect(profiles[0]).toMatchObject({ id: bruno.user.id, first_name: 'Bruno', last_name: null })
    const rows = await backend().query('select count(*)::int as n from public.profiles where id = $1::uuid', [bruno.user.id])
    expect(rows[0].n).toBe(1)
  })

  it('the account client restores a persisted session and ensures its profile', async () => {
    const claire = await createTestUser(backend(), { email: `claire-${stamp()}@example.fr`, first_name: 'Claire', last_name: 'Dubois' })
    const key = authStorageKey(backend().url)
    expect(key).toBe('sb-127-auth-token')
    const stored = new Map<string, string>([
      [
        key,
        JSON.stringify({
          access_token: claire.accessToken,
          refresh_token: claire.refreshToken,
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          user: claire.user,
        }),
      ],
    ])
    const client = createClient(backend().url, backend().anonKey, {
      auth: {
        ...authClientOptions,
        storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v), removeItem: (k) => void stored.delete(k) },
      },
      realtime: { transport: NoRealtime as unknown as NonNullable<RealtimeClientOptions['transport']> },
    })
    const snapshot = await new Promise<AuthSnapshot>((resolve) => {
      const stop = watchAuthSession(client, (next) => {
        stop()
        resolve(next)
      })
    })
    await client.auth.stopAutoRefresh()
    expect(snapshot.user?.id).toBe(claire.user.id)
    expect(snapshot.profile).toMatchObject({ id: claire.user.id, first_name: 'Claire', last_name: 'Dubois' })
    const [row] = await backend().query('select first_name from public.profiles where id = $1::uuid', [claire.user.id])
    expect(row.first_name).toBe('Claire')
  })
})
