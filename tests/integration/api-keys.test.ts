// Supabase's publishable and secret keys, as a hosted project's gateway treats them, and the legacy
// anon and service_role JWTs of older projects: each path the site and its scripts use works with
// both kinds; an unknown key, and a secret key sent by a browser, are refused with 401.
import { describe, expect, it } from 'vitest'
import { deliverContactMessage } from '../../features/contact/deliver'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { BACKEND_KINDS, supabaseClient, useBackend, type TestBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'

const KINDS = {
  'publishable and secret keys': (backend: TestBackend) => ({ publishable: backend.publishableKey, secret: backend.secretKey }),
  'legacy anon and service_role keys': (backend: TestBackend) => ({ publishable: backend.anonKey, secret: backend.serviceRoleKey }),
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

describe.each(BACKEND_KINDS)('API keys on %s', (kind) => {
  const backend = useBackend(kind)

  describe.each(Object.keys(KINDS) as (keyof typeof KINDS)[])('with the %s', (keyKind) => {
    const keys = () => KINDS[keyKind](backend())

    it('delivers a contact message with its photo with the publishable key; only the secret key reads it back', async () => {
      const id = newId()
      const fileName = contactImageName()
      const message = {
        row: { ...contactMessage(), id },
        photo: { fileName, contentType: 'image/jpeg', blob: new Blob([new Uint8Array(TINY_JPEG)], { type: 'image/jpeg' }) },
        createdAt: Date.now(),
      } as Parameters<typeof deliverContactMessage>[0]
      expect(await deliverContactMessage(message, { url: backend().url, apiKey: keys().publishable })).toEqual({ status: 'delivered' })

      const visitor = supabaseClient(backend().url, keys().publishable)
      const peek = await visitor.from('contact_messages').select('id').eq('id', id)
      expect(peek.status).toBe(401)
      expect(peek.error?.code).toBe('42501')

      const workshop = supabaseClient(backend().url, keys().secret)
      const { data } = await workshop.from('contact_messages').select('id, file_url').eq('id', id).single()
      expect(data?.file_url).toBe(fileName)
      const listed = await workshop.storage.from('contact_images').list('', { search: fileName })
      expect(listed.data?.map((object) => object.name)).toEqual([fileName])
    })

    it('reads the reviews with the publishable key', async () => {
      const { data, error } = await supabaseClient(backend().url, keys().publishable).from('reviews').select('author_name, rating').limit(3)
      expect(error).toBeNull()
      expect(data?.length).toBeGreaterThan(0)
    })

    it("lets a member's access token decide the role over the publishable key, and lets only the secret key use the admin API", async () => {
      const member = await createTestUser(backend(), { email: `cle-${kind}-${newId()}@example.fr`, first_name: 'Inès' })
      const asMember = supabaseClient(backend().url, keys().publishable, member.accessToken)
      expect((await asMember.from('profiles').insert({ id: member.user.id, first_name: 'Inès' })).status).toBe(201)
      expect((await asMember.from('profiles').select('first_name')).data).toEqual([{ first_name: 'Inès' }])
      expect((await asMember.auth.getUser(member.accessToken)).data.user?.id).toBe(member.user.id)

      const create = (key: string) =>
        fetch(`${backend().url}/auth/v1/admin/users`, {
          method: 'POST',
          headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email: `admin-${newId()}@example.fr`, email_confirm: true }),
        })
      expect((await create(keys().secret)).status).toBe(200)
      expect((await create(keys().publishable)).status).toBe(403)
    })
  })

  it('accepts a new key sent as apikey alone, as hosted Supabase does', async () => {
    const { url, publishableKey, secretKey } = backend()
    expect((await fetch(`${url}/rest/v1/reviews?select=id&limit=1`, { headers: { apikey: publishableKey } })).status).toBe(200)
    expect((await fetch(`${url}/storage/v1/bucket`, { headers: { apikey: secretKey } })).status).toBe(200)
  })

  it('refuses with 401 a key it does not know (rotated or deleted), on REST, Storage, Auth and Functions', async () => {
    const { url } = backend()
    for (const key of ['sb_publishable_since-rotated', 'sb_secret_since-deleted']) {
      for (const path of ['/rest/v1/reviews?select=id', '/storage/v1/bucket', '/auth/v1/settings', '/functions/v1/notify-workshop']) {
        for (const headers of [{ apikey: key }, { apikey: key, authorization: `Bearer ${key}` }] as Record<string, string>[]) {
          const answer = await fetch(url + path, { headers })
          expect(answer.status, `${key} on ${path}`).toBe(401)
          expect(await answer.json()).toEqual({ message: 'Invalid API key' })
        }
      }
    }
  })

  it('refuses with 401 a secret key sent from a browser, recognised by its User-Agent; the publishable key is fine there', async () => {
    const { url, secretKey, publishableKey } = backend()
    for (const path of ['/rest/v1/contact_messages?select=id', '/storage/v1/bucket', '/auth/v1/admin/users']) {
      const answer = await fetch(url + path, { headers: { apikey: secretKey, authorization: `Bearer ${secretKey}`, 'user-agent': BROWSER } })
      expect(answer.status, path).toBe(401)
      expect(await answer.json()).toEqual({ message: 'Forbidden use of secret API key in browser' })
    }
    const fromServer = await fetch(`${url}/rest/v1/contact_messages?select=id&limit=1`, { headers: { apikey: secretKey, 'user-agent': 'node' } })
    expect(fromServer.status).toBe(200)
    const fromPage = await fetch(`${url}/rest/v1/reviews?select=id&limit=1`, { headers: { apikey: publishableKey, 'user-agent': BROWSER } })
    expect(fromPage.status).toBe(200)
  })
})
