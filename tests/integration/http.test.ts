import { describe, expect, it } from 'vitest'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { BACKEND_KINDS, useBackend } from './helpers/backend'

describe.each(BACKEND_KINDS)('HTTP surface on %s', (kind) => {
  const backend = useBackend(kind)

  it('answers a CORS preflight from the site with 204 and the headers supabase-js sends, retries included', async () => {
    const response = await fetch(`${backend().url}/rest/v1/contact_messages`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://atelier.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, content-profile, x-client-info',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/atelier\.example)$/)
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,POST,PATCH,PUT,DELETE,OPTIONS')
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/)
    for (const name of [
      'authorization',
      'apikey',
      'content-type',
      'prefer',
      'x-client-info',
      'accept-profile',
      'content-profile',
      'x-upsert',
      'cache-control',
      'x-supabase-api-version',
      'range',
      'x-retry-count',
    ]) {
      expect(allowed).toContain(name)
    }
  })

  it('puts CORS headers on answers and errors alike, exposing content-range', async () => {
    const ok = await fetch(`${backend().url}/rest/v1/reviews?select=id&limit=1`, { headers: { apikey: backend().anonKey, origin: 'https://atelier.example' } })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBeTruthy()
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/content-range/)
    expect(ok.headers.get('content-range')).toBe('0-0/*')

    const refused = await fetch(`${backend().url}/rest/v1/contact_messages`, { headers: { apikey: backend().anonKey } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBeTruthy()
    expect(await refused.json()).toMatchObject({ code: '42501', message: expect.any(String), details: null, hint: null })
  })

  it('reports readiness on /health and /rest/v1/', async () => {
    const health = await fetch(`${backend().url}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok', database: kind })
    const root = await fetch(`${backend().url}/rest/v1/`, { headers: { apikey: backend().anonKey } })
    expect(root.status).toBe(200)
    expect((await fetch(`${backend().url}/nowhere`)).status).toBe(404)
  })

  it('answers an unknown table with 404 and an unknown schema with 406', async () => {
    const table = await backend().anon.from('nowhere').select('*')
    expect(table.status).toBe(404)
    expect(table.error?.code).toBe('PGRST205')
    const schema = await fetch(`${backend().url}/rest/v1/reviews`, { headers: { apikey: backend().anonKey, 'accept-profile': 'auth' } })
    expect(schema.status).toBe(406)
  })

  it('prints timestamps as PostgREST does and rejects invalid JSON with 400', async () => {
    const { data } = await backend().anon.from('reviews').select('created_at').limit(1).single()
    expect(data?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?\+00:00$/)
    const invalid = await fetch(`${backend().url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ code: 'PGRST102' })
  })

  it('upserts with merge-duplicates and ignore-duplicates on the primary key', async () => {
    const { service } = backend()
    const { user } = await createTestUser(backend(), { email: `upsert-${kind}-${Date.now()}@example.fr`, first_name: 'Inès' })
    const first = await service.from('profiles').upsert({ id: user.id, first_name: 'Inès', last_name: null }).select('first_name, last_name').single()
    expect(first.status).toBe(201)
    expect(first.data).toEqual({ first_name: 'Inès', last_name: null })
    const merged = await service.from('profiles').upsert({ id: user.id, first_name: 'Inès', last_name: 'Laurent' }).select('last_name')
    expect(merged.data).toEqual([{ last_name: 'Laurent' }])
    const ignored = await service.from('profiles').upsert({ id: user.id, first_name: 'Autre' }, { ignoreDuplicates: true })
    expect(ignored.error).toBeNull()
    const [row] = await backend().query('select first_name, last_name from public.profiles where id = $1::uuid', [user.id])
    expect(row).toEqual({ first_name: 'Inès', last_name: 'Laurent' })
  })
})
