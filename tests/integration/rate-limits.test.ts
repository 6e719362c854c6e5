// The contact form is open to every visitor and closed to a script holding the public key: per
// client address (5 in 10 minutes, 20 a day) and per e-mail address (10 a day), as the migration's
// limits table says, through the real API with the headers a browser sends. Each test acts as its
// own clients through X-Forwarded-For, which the local backend trusts from this machine only.
import { describe, expect, it } from 'vitest'
import { SCHEMA_KINDS, newClientAddress, startTestBackend, supabaseClient, useBackend } from './helpers/backend'
import { contactMessage, newId, type ContactMessage } from './helpers/fixtures'

describe.each(SCHEMA_KINDS)('contact rate limits on %s', (kind) => {
  const backend = useBackend(kind)
  const visitorAt = (address: string) => supabaseClient(backend().url, backend().publishableKey, undefined, address)
  const sendFromNewAddress = (message: Partial<ContactMessage> = {}) =>
    visitorAt(newClientAddress())
      .from('contact_messages')
      .insert(contactMessage({ id: newId(), ...message }))

  async function storedCount(ids: string[]) {
    const { count } = await backend().service.from('contact_messages').select('id', { count: 'exact', head: true }).in('id', ids)
    return count
  }

  it('has the production limits in one table, read by npm start unchanged', async () => {
    const fresh = await startTestBackend(kind, { productionLimits: true })
    try {
      const rows = await fresh.query(
        `select scope, extract(epoch from period)::int as seconds, max_messages from private.contact_rate_limits order by scope, period`,
      )
      expect(rows).toEqual([
        { scope: 'client', seconds: 600, max_messages: 5 },
        { scope: 'client', seconds: 86400, max_messages: 20 },
        { scope: 'email', seconds: 86400, max_messages: 10 },
        { scope: 'site', seconds: 3600, max_messages: 30 },
        { scope: 'site', seconds: 86400, max_messages: 100 },
      ])
    } finally {
      await fresh.close()
    }
  })

  it('stores the first 5 of 30 messages from one client address and refuses the rest with 429 (PT429)', async () => {
    const visitor = visitorAt(newClientAddress())
    const ids: string[] = []
    const outcomes: { status: number; code?: string; message?: string }[] = []
    for (let n = 0; n < 30; n += 1) {
      const id = newId()
      ids.push(id)
      const { status, error } = await visitor.from('contact_messages').insert(contactMessage({ id }))
      outcomes.push({ status, code: error?.code, message: error?.message })
    }
    expect(outcomes.slice(0, 5).map((o) => o.status)).toEqual([201, 201, 201, 201, 201])
    for (const outcome of outcomes.slice(5)) expect(outcome).toEqual({ status: 429, code: 'PT429', message: 'too many contact messages' })
    expect(await storedCount(ids.slice(0, 5))).toBe(5)
    expect(await storedCount(ids.slice(5))).toBe(0)

    // Another client address is still welcome, and the workshop's own service role is never limited.
    // Status and error together, so that a refusal says why.
    const outcome = ({ status, error }: { status: number; error: { code?: string; message?: string } | null }) => ({
      status,
      error: error && `${error.code}: ${error.message}`,
    })
    expect(outcome(await sendFromNewAddress())).toEqual({ status: 201, error: null })
    expect(
      outcome(
        await backend()
          .service.from('contact_messages')
          .insert(contactMessage({ id: newId() })),
      ),
    ).toEqual({ status: 201, error: null })
  })

  it('counts a retried message once: its second send answers 409, delivered, even at the limit', async () => {
    const visitor = visitorAt(newClientAddress())
    const ids = Array.from({ length: 5 }, () => newId())
    for (const id of ids) expect((await visitor.from('contact_messages').insert(contactMessage({ id }))).status).toBe(201)
    const retry = await visitor.from('contact_messages').insert(contactMessage({ id: ids[4] }))
    expect(retry.status).toBe(409)
    expect(retry.error?.code).toBe('23505')
  })

  it('does not count a message the database refused', async () => {
    const visitor = visitorAt(newClientAddress())
    for (let n = 0; n < 6; n += 1) expect((await visitor.from('contact_messages').insert(contactMessage({ name: ' ' }))).status).toBe(400)
    expect((await visitor.from('contact_messages').insert(contactMessage({ id: newId() }))).status).toBe(201)
  })

  it('allows 20 messages a day from one client address, whatever their age within the day', async () => {
    const address = newClientAddress()
    const visitor = visitorAt(address)
    const send = async () => (await visitor.from('contact_messages').insert(contactMessage({ id: newId() }))).status
    /** Every send of this address so far, dated back as if made `ago`. */
    const sentAgo = (ago: string) =>
      backend().query(`update private.contact_sends set sent_at = now() - $2::interval where client_hash = any (private.contact_hashes($1))`, [address, ago])
    // Five at a time, each batch then moved back past the 10-minute window, as over a day.
    for (const ago of ['11 minutes', '3 hours', '23 hours', '12 hours']) {
      for (let n = 0; n < 5; n += 1) expect(await send()).toBe(201)
      await sentAgo(ago)
    }
    expect(await send()).toBe(429)
    // A day later the allowance is back, and what the limits kept of that day is gone.
    await sentAgo('25 hours')
    expect(await send()).toBe(201)
    const [kept] = await backend().query(`select count(*)::int as n from private.contact_sends where sent_at < now() - interval '1 day'`)
    expect(kept.n).toBe(0)
  })

  it('allows 10 messages a day from one e-mail address, whatever the client address, in any letter case', async () => {
    const email = `meme.adresse.${kind}@example.fr`
    for (let n = 0; n < 10; n += 1) {
      const sender = n % 2 ? email.toUpperCase() : email
      expect((await sendFromNewAddress({ email: sender })).status).toBe(201)
    }
    const over = await sendFromNewAddress({ email })
    expect(over.status).toBe(429)
    expect(over.error?.code).toBe('PT429')
    expect((await sendFromNewAddress()).status).toBe(201)
  })

  it('keeps no client or e-mail address in clear, only their keyed hashes', async () => {
    const address = newClientAddress()
    const email = `en-clair.${kind}@example.fr`
    expect(
      (
        await visitorAt(address)
          .from('contact_messages')
          .insert(contactMessage({ id: newId(), email }))
      ).status,
    ).toBe(201)
    const rows = await backend().query(`select client_hash, email_hash from private.contact_sends`)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(row.email_hash).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(JSON.stringify(rows)).not.toContain(address)
    // Not the plain SHA-256 of the address, which anyone can compute for every IPv4 address.
    const [plain] = await backend().query(`select encode(sha256(convert_to($1::text, 'UTF8')), 'hex') as hash`, [address])
    expect(rows.map((row) => row.client_hash)).not.toContain(plain.hash)
  })

  it('takes the client address from the socket, not from a header the client sent', async () => {
    // From this machine without a proxy header, two "different" cf-connecting-ip values are the same
    // client: the backend overwrites that header with the peer address, as Cloudflare does.
    const forged = (value: string) =>
      fetch(`${backend().url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: backend().publishableKey, 'content-type': 'application/json', 'cf-connecting-ip': value },
        body: JSON.stringify(contactMessage({ id: newId() })),
      })
    const statuses: number[] = []
    for (let n = 0; n < 6; n += 1) statuses.push((await forged(`198.51.100.${n + 1}`)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})

// PostgreSQL plans a trigger's condition the first time a session runs it, as the role running it:
// a condition naming a function of the private schema needs that schema's usage then, even where
// it would not be called. On a connection whose first insert was the service role's, the insert was
// refused (42501, permission denied for schema private), and the workshop's tools with it.
describe.each(SCHEMA_KINDS)('the service role on a new %s backend', (kind) => {
  it('stores a message as the first insert of the backend, before any visitor has sent one', async () => {
    const backend = await startTestBackend(kind)
    try {
      const { status, error } = await backend.service.from('contact_messages').insert(contactMessage({ id: newId() }))
      expect({ status, error: error && `${error.code}: ${error.message}` }).toEqual({ status: 201, error: null })
    } finally {
      await backend.close()
    }
  })
})
