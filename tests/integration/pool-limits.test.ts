// The limits hold against a pool of addresses, as a script with a VPS's /64 or a few proxies would
// send: one IPv6 /64 is one client, the whole site has a ceiling per hour and per day, concurrent
// sends are counted one after the other (on PostgreSQL, where they really run at once), and a
// request that carries no client address meets only the e-mail and site-wide limits.
import { beforeEach, describe, expect, it } from 'vitest'
import { SCHEMA_KINDS, newClientAddress, supabaseClient, useBackend } from './helpers/backend'
import { contactMessage, newId, type ContactMessage } from './helpers/fixtures'

let network = 0
/** A /64 of the IPv6 documentation range no other test of this file uses, and addresses in it. */
function newIpv6Network() {
  network += 1
  const prefix = `2001:db8:${network.toString(16)}:${(process.pid % 65536).toString(16)}`
  const group = (n: number) => (n % 65536).toString(16)
  return (host: number) => `${prefix}:${group(host * 7919)}:${group(host)}:0:${group(host * 31)}`
}

describe.each(SCHEMA_KINDS)('limits against a pool of addresses on %s', (kind) => {
  const backend = useBackend(kind)
  const from = (address: string) => supabaseClient(backend().url, backend().publishableKey, undefined, address)
  const send = async (address: string, message: Partial<ContactMessage> = {}) => {
    const { status, error } = await from(address)
      .from('contact_messages')
      .insert(contactMessage({ id: newId(), ...message }))
    return { status, message: error?.message ?? null }
  }
  const siteCeiling = (perHour: number, perDay = 100) =>
    backend().query(
      `update private.contact_rate_limits set max_messages = case period when interval '1 hour' then $1::int else $2::int end where scope = 'site'`,
      [perHour, perDay],
    )

  // Each test starts from an empty count and the production ceiling.
  beforeEach(async () => {
    await backend().query('delete from private.contact_sends')
    await siteCeiling(30, 100)
  })

  it('counts the addresses of one IPv6 /64 as one client, and another /64 apart', async () => {
    const inNetwork = newIpv6Network()
    const statuses: number[] = []
    for (let host = 1; host <= 12; host += 1) statuses.push((await send(inNetwork(host))).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, ...Array(7).fill(429)])
    expect((await send(newIpv6Network()(1))).status).toBe(201)
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const address = newClientAddress()
    for (let n = 0; n < 5; n += 1) expect((await send(n % 2 ? `::ffff:${address}` : address)).status).toBe(201)
    expect((await send(`::ffff:${address}`)).status).toBe(429)
  })

  // Beyond the ceiling a message costs a proof of work, and only a hard cap refuses: flood-policy.test.ts.
  it('holds the whole site at its hourly ceiling, however many addresses send, and serves the workshop still', async () => {
    await siteCeiling(12)
    const outcomes = []
    for (let n = 0; n < 20; n += 1) outcomes.push(await send(newClientAddress()))
    expect(outcomes.slice(0, 12).map((o) => o.status)).toEqual(Array(12).fill(201))
    for (const outcome of outcomes.slice(12)) expect(outcome).toEqual({ status: 429, message: 'contact message needs a proof of work' })
    const { status } = await backend()
      .service.from('contact_messages')
      .insert(contactMessage({ id: newId() }))
    expect(status).toBe(201)
    // Lifted, the next visitor is welcome again.
    await siteCeiling(30)
    expect((await send(newClientAddress())).status).toBe(201)
  })

  it('keeps the daily ceiling too, over messages older than the hour', async () => {
    await siteCeiling(30, 8)
    for (let n = 0; n < 8; n += 1) expect((await send(newClientAddress())).status).toBe(201)
    await backend().query(`update private.contact_sends set sent_at = now() - interval '5 hours'`)
    expect(await send(newClientAddress())).toEqual({ status: 429, message: 'contact message needs a proof of work' })
  })

  it('stores exactly 10 of 15 messages sent at once from one e-mail address', async () => {
    const email = `en-rafale.${kind}.${Date.now()}@example.fr`
    const outcomes = await Promise.all(Array.from({ length: 15 }, () => send(newClientAddress(), { email })))
    expect(outcomes.filter((o) => o.status === 201)).toHaveLength(10)
    expect(outcomes.filter((o) => o.status === 429)).toHaveLength(5)
    const { count } = await backend().service.from('contact_messages').select('id', { count: 'exact', head: true }).eq('email', email)
    expect(count).toBe(10)
  })

  it('stores exactly the ceiling of 40 messages sent at once from 40 addresses', async () => {
    await siteCeiling(25)
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => send(newClientAddress())))
    expect(outcomes.filter((o) => o.status === 201)).toHaveLength(25)
    const [counted] = await backend().query('select count(*)::int as n from private.contact_sends')
    expect(counted.n).toBe(25)
  })

  /** A visitor's insert with no client address in the request, as a gateway that passed none. */
  const sendWithoutAddress = (email: string) =>
    backend()
      .query(
        `do $$ begin
           perform set_config('request.headers', '{"user-agent":"test"}', true);
           perform set_config('request.jwt.claims', '{"role":"anon"}', true);
           perform set_config('role', 'anon', true);
           insert into public.contact_messages (id, name, email, service, message)
           values (gen_random_uuid(), 'Sans adresse', ${`'${email}'`}, 'réparation', 'Bonjour, sans adresse connue.');
         end $$`,
      )
      .then(
        () => 201,
        (error: { code?: string }) => (error.code === 'PT429' ? 429 : Promise.reject(error)),
      )

  it('lets messages without a client address through the e-mail and site-wide limits only, and notes them', async () => {
    await siteCeiling(9)
    const statuses: number[] = []
    for (let n = 0; n < 10; n += 1) statuses.push(await sendWithoutAddress(`sans.adresse+${n}@example.fr`))
    // Not one shared allowance of 5: nine arrive, then the site's ceiling holds.
    expect(statuses).toEqual([...Array(9).fill(201), 429])
    const [row] = await backend().query('select count(*)::int as n from private.contact_sends where client_hash is null')
    expect(row.n).toBe(9)
    // The e-mail address's limit still applies to them.
    await siteCeiling(30)
    await backend().query('delete from private.contact_sends')
    const same: number[] = []
    for (let n = 0; n < 11; n += 1) same.push(await sendWithoutAddress('meme.adresse.inconnue@example.fr'))
    expect(same).toEqual([...Array(10).fill(201), 429])
  })
})
