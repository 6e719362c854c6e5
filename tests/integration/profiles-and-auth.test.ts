import { describe, expect, it } from 'vitest'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { signJwt } from '../../supabase/local/keys.mjs'
import { BACKEND_KINDS, useBackend } from './helpers/backend'

describe.each(BACKEND_KINDS)('profiles and auth on %s', (kind) => {
  const backend = useBackend(kind)

  async function twoMembers() {
    const stamp = `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
    const alice = await createTestUser(backend(), { email: `alice-${stamp}@example.fr`, first_name: 'Alice', last_name: 'Martin' })
    const bruno = await createTestUser(backend(), { email: `bruno-${stamp}@example.fr`, first_name: 'Bruno', last_name: null })
    return { alice, bruno }
  }

  it('lets a member create, read and update only their own profile', async () => {
    const { alice, bruno } = await twoMembers()
    const asAlice = backend().clientWithToken(alice.accessToken)
    const asBruno = backend().clientWithToken(bruno.accessToken)

    expect((await asAlice.from('profiles').insert({ id: alice.user.id, first_name: 'Alice', last_name: 'Martin' })).status).toBe(201)
    expect((await asBruno.from('profiles').insert({ id: bruno.user.id, first_name: 'Bruno' })).status).toBe(201)

    const own = await asAlice.from('profiles').select('id, first_name, last_name')
    expect(own.data).toEqual([{ id: alice.user.id, first_name: 'Alice', last_name: 'Martin' }])

    const other = await asAlice.from('profiles').select('*').eq('id', bruno.user.id)
    expect(other.error).toBeNull()
    expect(other.data).toEqual([])

    const before = await backend().query('select updated_at from public.profiles where id = $1::uuid', [alice.user.id])
    const updated = await asAlice.from('profiles').update({ last_name: 'Martin-Durand' }).eq('id', alice.user.id).select('last_name, updated_at').single()
    expect(updated.data?.last_name).toBe('Martin-Durand')
    expect(Date.parse(updated.data?.updated_at)).toBeGreaterThanOrEqual(new Date(before[0].updated_at).getTime())

    const hijack = await asAlice.from('profiles').update({ first_name: 'Piraté' }).eq('id', bruno.user.id).select()
    expect(hijack.error).toBeNull()
    expect(hijack.data).toEqual([])
    const [brunoRow] = await backend().query('select first_name from public.profiles where id = $1::uuid', [bruno.user.id])
    expect(brunoRow.first_name).toBe('Bruno')
  })

  it("refuses a profile created for someone else's id", async () => {
    const { alice, bruno } = await twoMembers()
    const result = await backend().clientWithToken(alice.accessToken).from('profiles').insert({ id: bruno.user.id, first_name: 'Intrus' })
    expect(result.status).toBe(403)
    expect(result.error?.code).toBe('42501')
  })

  it('lets a visitor neither read nor write profiles', async () => {
    const { alice } = await twoMembers()
    const read = await backend().anon.from('profiles').select('*')
    expect(read.status).toBe(401)
    expect(read.error?.code).toBe('42501')
    const write = await backend().anon.from('profiles').insert({ id: alice.user.id, first_name: 'Alice' })
    expect(write.status).toBe(401)
    expect(write.error?.code).toBe('42501')
  })

  it('returns the signed-in user from GET /auth/v1/user and refuses other tokens', async () => {
    const { alice } = await twoMembers()
    const asAlice = backend().clientWithToken(alice.accessToken)
    const { data, error } = await asAlice.auth.getUser(alice.accessToken)
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      id: alice.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: alice.user.email,
      user_metadata: { first_name: 'Alice', last_name: 'Martin' },
    })

    const anonymous = await backend().anon.auth.getUser(backend().anonKey)
    expect(anonymous.error?.status).toBe(403)
    const forged = await backend().anon.auth.getUser(signJwt({ sub: alice.user.id, role: 'authenticated' }, 'not-the-secret-at-all-not-the-secret'))
    expect(forged.error?.status).toBe(403)
    const missing = await fetch(`${backend().url}/auth/v1/user`, { headers: { apikey: backend().anonKey } })
    expect(missing.status).toBe(403) // the apikey is a valid JWT but has no sub
    const noToken = await fetch(`${backend().url}/auth/v1/user`)
    expect(noToken.status).toBe(401)
    expect(await noToken.json()).toMatchObject({ code: 401, error_code: 'no_authorization' })
  })

  it('rotates refresh tokens and refuses a token used twice', async () => {
    const { alice } = await twoMembers()
    const { anon } = backend()
    const refreshed = await anon.auth.refreshSession({ refresh_token: alice.refreshToken })
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.user.id).toBe(alice.user.id)
    expect(refreshed.data.session?.refresh_token).not.toBe(alice.refreshToken)
    const newToken = refreshed.data.session?.access_token as string
    expect((await backend().clientWithToken(newToken).from('profiles').select('id')).status).toBe(200)

    const reused = await fetch(`${backend().url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: alice.refreshToken }),
    })
    expect(reused.status).toBe(400)
    expect(await reused.json()).toMatchObject({ error_code: 'refresh_token_not_found' })
  })

  it('answers password sign-in, sign-up and sign-out as the closed accounts of the site', async () => {
    const { anon, url, anonKey } = backend()
    const signIn = await anon.auth.signInWithPassword({ email: 'claire@example.fr', password: 'secret123' })
    expect(signIn.error?.status).toBe(400)
    expect(signIn.error?.code).toBe('invalid_credentials')
    expect(signIn.error?.message).toBe('Invalid login credentials')

    const signUp = await anon.auth.signUp({ email: 'nouveau@example.fr', password: 'secret123' })
    expect(signUp.error?.status).toBe(422)
    expect(signUp.error?.code).toBe('signup_disabled')

    const { alice } = await twoMembers()
    const logout = await fetch(`${url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${alice.accessToken}` },
    })
    expect(logout.status).toBe(204)
    const afterLogout = await anon.auth.refreshSession({ refresh_token: alice.refreshToken })
    expect(afterLogout.error?.status).toBe(400)

    const settings = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } })
    expect(await settings.json()).toMatchObject({ disable_signup: true })
  })

  it('refuses a bad, expired or missing token on the REST API with 401', async () => {
    const { url, anonKey, jwtSecret } = backend()
    const forged = signJwt({ role: 'service_role' }, 'x'.repeat(40))
    const bad = await fetch(`${url}/rest/v1/reviews?select=id`, { headers: { apikey: forged, authorization: `Bearer ${forged}` } })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' })

    const expired = signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 10 }, jwtSecret)
    const late = await fetch(`${url}/rest/v1/reviews?select=id`, { headers: { apikey: anonKey, authorization: `Bearer ${expired}` } })
    expect(late.status).toBe(401)
    expect(await late.json()).toMatchObject({ code: 'PGRST303' })

    const none = await fetch(`${url}/rest/v1/reviews?select=id`)
    expect(none.status).toBe(401)

    const superuser = signJwt({ role: 'postgres' }, jwtSecret)
    const escalation = await fetch(`${url}/rest/v1/contact_messages?select=id`, { headers: { apikey: anonKey, authorization: `Bearer ${superuser}` } })
    expect(escalation.status).toBe(401)
  })
})
