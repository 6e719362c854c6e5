import { describe, expect, it } from 'vitest'
import { signJwt } from '../../supabase/local/keys.mjs'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { BACKEND_KINDS, useBackend } from './helpers/backend'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

describe.each(BACKEND_KINDS)('auth admin on %s', (kind) => {
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
})
