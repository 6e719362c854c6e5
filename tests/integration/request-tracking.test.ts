// Following a request (supabase/schemas/request_tracking.sql): the reference the database gives at
// insert, the browser's tracking secret kept only as its hash, the status history's state machine,
// the back office's move (members only, journaled) and the tracking page's one call.
import { createHash, randomBytes } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { SCHEMA_KINDS, newClientAddress, supabaseClient, useBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { freeSlots } from './helpers/visits'
import { nextStatuses, requestStatuses } from '../../features/request-tracking/statuses'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const newSecret = () => randomBytes(32).toString('base64url')
const REFERENCE = /^MB-(\d{2})-(\d{4,})$/

describe.each(SCHEMA_KINDS)('following a request on %s', (kind) => {
  const backend = useBackend(kind)
  let member: { id: string; email: string; client: SupabaseClient }
  let stranger: SupabaseClient

  beforeAll(async () => {
    const owner = await createTestUser(backend(), { email: `proprietaire-${stamp()}@example.fr` })
    expect((await backend().service.rpc('grant_workshop_role', { member_email: owner.user.email })).error).toBeNull()
    member = { id: owner.user.id, email: owner.user.email!, client: backend().clientWithToken(owner.accessToken) }
    stranger = backend().clientWithToken((await createTestUser(backend(), { email: `inconnu-${stamp()}@example.fr` })).accessToken)
  })

  /** A visitor's message sent with a tracking secret, as the form sends it; its id and secret. */
  async function send(overrides: Parameters<typeof contactMessage>[0] = {}) {
    const id = newId()
    const secret = newSecret()
    const { error } = await backend()
      .anon.from('contact_messages')
      .insert({ ...contactMessage({ id, ...overrides }), tracking_secret: secret })
    expect(error).toBeNull()
    return { id, secret }
  }
  const row = async (id: string) =>
    (
      (await backend().query(
        `select reference, tracking_secret, to_char(created_at at time zone 'Europe/Paris', 'YY') as paris_year from public.contact_messages where id = $1`,
        [id],
      )) as { reference: string; tracking_secret: string | null; paris_year: string }[]
    )[0]!
  const statuses = async (id: string) =>
    ((await backend().query(`select status from public.request_statuses where message_id = $1 order by at, id`, [id])) as { status: string }[]).map(
      (r) => r.status,
    )

  it('gives each request a reference of its year in Paris, one more than the last, whatever the client sends', async () => {
    const first = await send()
    const second = await send()
    const third = await backend()
      .anon.from('contact_messages')
      .insert({ ...contactMessage(), reference: 'MB-99-0001' } as never)
    // The reference is not the visitor's to write.
    expect(third.error?.code).toBe('42501')
    const [a, b] = [await row(first.id), await row(second.id)]
    const [, yearA, numberA] = REFERENCE.exec(a.reference)!
    const [, yearB, numberB] = REFERENCE.exec(b.reference)!
    expect(yearA).toBe(a.paris_year)
    expect(yearB).toBe(b.paris_year)
    if (yearA === yearB) expect(Number(numberB)).toBe(Number(numberA) + 1)
    // Also for the service role's own inserts (a script, a later walk-in).
    const byService = await backend()
      .service.from('contact_messages')
      .insert(contactMessage({ id: newId() }))
    expect(byService.error).toBeNull()
    const all = (await backend().query(`select reference from public.contact_messages`)) as { reference: string }[]
    expect(all.every((r) => REFERENCE.test(r.reference))).toBe(true)
    expect(new Set(all.map((r) => r.reference)).size).toBe(all.length)
  })

  it('keeps the browser’s secret only as its SHA-256, the column cleared; the same message again is « delivered » (409)', async () => {
    const id = newId()
    const secret = newSecret()
    const message = { ...contactMessage({ id }), tracking_secret: secret }
    expect((await backend().anon.from('contact_messages').insert(message)).error).toBeNull()
    expect((await row(id)).tracking_secret).toBeNull()
    const tokens = (await backend().query(`select encode(token_hash, 'hex') as hash, origin from private.request_tracking_tokens where message_id = $1`, [
      id,
    ])) as { hash: string; origin: string }[]
    expect(tokens).toEqual([{ hash: createHash('sha256').update(secret).digest('hex'), origin: 'browser' }])
    const again = await backend().anon.from('contact_messages').insert(message)
    expect(again.status).toBe(409)
    expect(await backend().query(`select 1 from private.request_tracking_tokens where message_id = $1`, [id])).toHaveLength(1)
  })

  it('refuses a secret of another shape, naming its check, and stores nothing', async () => {
    for (const secret of ['court', `${newSecret()}=`, newSecret().replace(/.$/, '+')]) {
      const id = newId()
      const { error } = await backend()
        .anon.from('contact_messages')
        .insert({ ...contactMessage({ id }), tracking_secret: secret })
      expect(error?.code).toBe('23514')
      expect(error?.message).toContain('contact_messages_tracking_secret_check')
      expect(await backend().query(`select 1 from public.contact_messages where id = $1`, [id])).toEqual([])
    }
  })

  it('answers the secret with its own request only: reference, service, date, visit, « Reçue » and no quote; nothing else', async () => {
    const mine = await send({ service: 'horlogerie', name: 'Hélène Martin' })
    await send()
    const { data, error } = await backend().anon.rpc('request_tracking', { secret: mine.secret })
    expect(error).toBeNull()
    const { reference } = await row(mine.id)
    expect(Object.keys(data as object).sort()).toEqual(['quotes', 'reference', 'sent_at', 'service', 'statuses', 'visit'])
    expect(data).toMatchObject({ reference, service: 'horlogerie', visit: null, statuses: [{ status: 'received' }], quotes: [] })
    expect(JSON.stringify(data)).not.toContain('Hélène')
  })

  it('gives a wrong, altered or malformed secret the same empty answer, and an e-mail’s minted secret its own request', async () => {
    const { id, secret } = await send()
    const altered = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    for (const wrong of [newSecret(), altered, 'pas-un-secret', '']) {
      const { data, error } = await backend().anon.rpc('request_tracking', { secret: wrong })
      expect(error).toBeNull()
      expect(data).toBeNull()
    }
    // Only the service role mints.
    for (const client of [backend().anon, stranger, member.client]) {
      expect((await client.rpc('mint_request_tracking_token', { message_id: id })).error?.code).toBe('42501')
    }
    const minted = await backend().service.rpc('mint_request_tracking_token', { message_id: id })
    expect(minted.data).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(minted.data).not.toBe(secret)
    expect((await backend().anon.rpc('request_tracking', { secret: minted.data })).data).toMatchObject({ reference: (await row(id)).reference })
  })

  it('throttles one address after 10 wrong secrets: even the right one is answered 429 then', async () => {
    const { secret } = await send()
    const fromOnePlace = supabaseClient(backend().url, backend().publishableKey, undefined, newClientAddress())
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await fromOnePlace.rpc('request_tracking', { secret: newSecret() })).data).toBeNull()
    }
    const right = await fromOnePlace.rpc('request_tracking', { secret })
    expect(right.status).toBe(429)
    expect(right.data).toBeNull()
    // Another address is not held back.
    expect((await backend().anon.rpc('request_tracking', { secret })).data).not.toBeNull()
  })

  it('allows exactly the moves the back office offers', async () => {
    const allowed = (await backend().query(
      `select a.status as "from", b.status as "to" from unnest($1::text[]) as a(status), unnest($1::text[]) as b(status)
        where private.request_status_move_allowed(a.status, b.status) order by 1, 2`,
      [requestStatuses],
    )) as { from: string; to: string }[]
    const offered = requestStatuses.flatMap((from) => nextStatuses[from].map((to) => ({ from, to })))
    const order = (moves: { from: string; to: string }[]) => moves.map(({ from, to }) => `${from} → ${to}`).sort()
    expect(order(allowed)).toEqual(order(offered))
  })

  it('moves a request along the state machine and refuses an impossible move, whoever writes', async () => {
    const { id } = await send()
    const move = (status: string) => member.client.rpc('atelier_move_request', { message_id: id, status })
    expect((await move('handed_over')).data).toMatchObject({ outcome: 'refused', reason: 'not_allowed', status: 'received' })
    expect((await move('quote_accepted')).data).toMatchObject({ outcome: 'refused', reason: 'not_allowed' })
    expect((await move('perdue')).data).toMatchObject({ outcome: 'refused', reason: 'unknown_status' })
    expect((await member.client.rpc('atelier_move_request', { message_id: newId(), status: 'examined' })).data).toMatchObject({
      outcome: 'refused',
      reason: 'no_message',
    })
    for (const status of ['examined', 'quote_sent', 'quote_accepted', 'in_workshop', 'ready']) {
      expect((await move(status)).data).toMatchObject({ outcome: 'done', status })
    }
    expect((await move('ready')).data).toMatchObject({ outcome: 'already', status: 'ready' })
    // The table's own trigger refuses an impossible move from any writer, the owner's SQL included.
    await expect(backend().query(`insert into public.request_statuses (message_id, status) values ($1, 'received')`, [id])).rejects.toThrow(
      /cannot move from ready to received/,
    )
    expect((await move('handed_over')).data).toMatchObject({ outcome: 'done', status: 'handed_over' })
    expect((await move('cancelled')).data).toMatchObject({ outcome: 'refused', reason: 'not_allowed', status: 'handed_over' })
    expect(await statuses(id)).toEqual(['received', 'examined', 'quote_sent', 'quote_accepted', 'in_workshop', 'ready', 'handed_over'])
    const history = (await backend().anon.rpc('request_tracking', { secret: (await send()).secret })).data as { statuses: unknown[] }
    expect(history.statuses).toHaveLength(1)
  })

  it('refuses the move to anon and to a signed-in non-member, and journals a member’s move with the member named', async () => {
    const { id } = await send()
    for (const client of [backend().anon, stranger]) {
      const { data, error } = await client.rpc('atelier_move_request', { message_id: id, status: 'examined' })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    expect(await statuses(id)).toEqual(['received'])
    // A visitor can neither write the history nor read it but through the secret.
    expect((await backend().anon.from('request_statuses').insert({ message_id: id, status: 'examined' })).error?.code).toBe('42501')
    expect((await stranger.from('request_statuses').select('status').eq('message_id', id)).data).toEqual([])
    expect((await member.client.rpc('atelier_move_request', { message_id: id, status: 'cancelled' })).data).toMatchObject({ outcome: 'done' })
    expect((await member.client.from('request_statuses').select('status').eq('message_id', id).order('id')).data).toEqual([
      { status: 'received' },
      { status: 'cancelled' },
    ])
    expect(await backend().query(`select actor_id::text, actor_email, action, details from public.workshop_journal where request_id = $1`, [id])).toEqual([
      { actor_id: member.id, actor_email: member.email, action: 'request.status', details: { status: 'cancelled', from: 'received', via: 'atelier' } },
    ])
  })

  it('shows the visit asked for on the tracking page', async () => {
    const [slot] = await freeSlots(backend())
    if (!slot) throw new Error('no free slot in the coming weeks')
    const { secret } = await send({ visit_date: slot.day, visit_time: slot.slot })
    expect(((await backend().anon.rpc('request_tracking', { secret })).data as { visit: unknown }).visit).toEqual({
      date: slot.day,
      time: slot.slot,
      status: 'requested',
    })
  })
})
