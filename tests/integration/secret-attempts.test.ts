// The functions read with a secret of their own: the workshop's calendar feed (its key in the URL, a
// calendar app sending no headers) and the health check (its secret in a header, never in the URL).
// A client that gives 10 wrong secrets within 15 minutes is held back (429), its right secret
// included; another client is not; during a rotation the secret being replaced still works.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { HEALTH_SECRET, VISIT_FEED_KEY } from '../../supabase/local/keys.mjs'
import { SCHEMA_KINDS, fetchFrom, newClientAddress, useBackend, type TestBackend } from './helpers/backend'

const feed = (backend: TestBackend, key: string, from: string) =>
  fetchFrom(from)(`${backend.url}/functions/v1/visit-feed?key=${encodeURIComponent(key)}`).then(async (response) => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  }))
const health = (backend: TestBackend, headers: Record<string, string>, from: string, query = '') =>
  fetchFrom(from)(`${backend.url}/functions/v1/health${query}`, { headers }).then(async (response) => {
    await response.body?.cancel()
    return response.status
  })

describe.each(SCHEMA_KINDS)('wrong secrets, on %s', (kind) => {
  const previousFeedKey = randomBytes(24).toString('base64url')
  const previousHealthSecret = randomBytes(24).toString('base64url')
  const backend = useBackend(kind, { functionSecrets: { VISIT_FEED_KEY_PREVIOUS: previousFeedKey, HEALTH_SECRET_PREVIOUS: previousHealthSecret } })

  it('hold back the calendar feed’s client after 10 wrong keys in 15 minutes, its right key included, and no one else', async () => {
    const guesser = newClientAddress()
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await feed(backend(), `not-the-key-${guess}`, guesser)).status).toBe(404)
    }
    expect(await feed(backend(), VISIT_FEED_KEY, guesser)).toEqual({ status: 429, retryAfter: '900', body: '' })
    expect((await feed(backend(), 'still-not-the-key', guesser)).status).toBe(429)
    // The owner's phone, elsewhere, reads its calendar as before.
    expect((await feed(backend(), VISIT_FEED_KEY, newClientAddress())).status).toBe(200)
  })

  it('count the addresses of one IPv6 /64 as one client', async () => {
    const prefix = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await feed(backend(), 'wrong', `${prefix}::${(guess + 1).toString(16)}`)).status).toBe(404)
    }
    expect((await feed(backend(), VISIT_FEED_KEY, `${prefix}::ffff`)).status).toBe(429)
    expect((await feed(backend(), VISIT_FEED_KEY, `2001:db8:ffff:${randomBytes(2).toString('hex')}::1`)).status).toBe(200)
  })

  it('let the window pass: 15 minutes after the first miss the client may try again', async () => {
    const client = newClientAddress()
    const at = (minutes: number) => new Date(Date.UTC(2031, 2, 14, 10, minutes)).toISOString()
    const attempt = async (succeeded: boolean, minutes: number) =>
      (
        await backend().query(`select public.secret_attempt('visit_feed', $1::text, $2::boolean, $3::timestamptz) as verdict`, [client, succeeded, at(minutes)])
      )[0].verdict as string
    for (let guess = 0; guess < 10; guess += 1) expect(await attempt(false, guess)).toBe('wrong')
    expect(await attempt(true, 14)).toBe('throttled')
    expect(await attempt(true, 16)).toBe('right')
    expect(await attempt(false, 16)).toBe('wrong')
    // The address itself is never kept, only its hash.
    const rows = await backend().query(`select client_hash from private.secret_misses`)
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toContain(client)
  })

  it('accept the key being replaced during a rotation, and nothing else', async () => {
    const phone = newClientAddress()
    expect((await feed(backend(), VISIT_FEED_KEY, phone)).status).toBe(200)
    expect((await feed(backend(), previousFeedKey, phone)).status).toBe(200)
    expect((await feed(backend(), `${previousFeedKey}x`, phone)).status).toBe(404)
  })

  it('take the health check’s secret in its header only, the one being replaced too, and hold back a guesser', async () => {
    const monitor = newClientAddress()
    expect(await health(backend(), { 'x-health-secret': HEALTH_SECRET }, monitor)).not.toBe(401)
    expect(await health(backend(), { 'x-health-secret': previousHealthSecret }, monitor)).not.toBe(401)
    // In the URL, where server logs keep it, it is not read.
    expect(await health(backend(), {}, monitor, `?secret=${encodeURIComponent(HEALTH_SECRET)}`)).toBe(401)
    const guesser = newClientAddress()
    for (let guess = 0; guess < 10; guess += 1) expect(await health(backend(), { 'x-health-secret': `guess-${guess}` }, guesser)).toBe(401)
    expect(await health(backend(), { 'x-health-secret': HEALTH_SECRET }, guesser)).toBe(429)
    expect(await health(backend(), { 'x-health-secret': HEALTH_SECRET }, monitor)).not.toBe(401)
  })
})
