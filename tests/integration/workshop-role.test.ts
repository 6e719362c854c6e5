// The workshop's role, decided by the database (supabase/migrations/20261208000100_workshop_role.sql,
// 20261208000101_workshop_policies.sql): what anon, a signed-in user without the role, a member, a
// revoked member still holding an unexpired token and a member signed out everywhere each read and
// change, through the real supabase-js client; and the journal those changes leave.
import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { createTestSession, createTestUser } from '../../supabase/local/testing.mjs'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { freeSlots, parisDay, requestVisit } from './helpers/visits'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const OWNER_TABLES = ['opening_exceptions', 'gold_prices', 'reviews'] as const
let pastDays = 500

describe.each(SCHEMA_KINDS)('the workshop’s role on %s', (kind) => {
  const backend = useBackend(kind)

  async function signedIn(prefix: string) {
    const user = await createTestUser(backend(), { email: `${prefix}-${stamp()}@example.fr` })
    return { ...user, client: backend().clientWithToken(user.accessToken) }
  }
  async function member() {
    const user = await signedIn('membre')
    const granted = await backend().service.rpc('grant_workshop_role', { member_email: user.user.email })
    expect(granted).toMatchObject({ error: null, data: user.user.id })
    return user
  }
  /** A message with a visit asked for, sent as a visitor sends it. */
  async function request() {
    const [slot] = await freeSlots(backend())
    return requestVisit(backend(), slot!, { name: `Demande ${stamp()}` })
  }
  /** One row for each owner table, as the owner would add it. */
  const newRows = () => ({
    opening_exceptions: { first_day: parisDay(40), last_day: parisDay(41), reason: 'Inventaire', note: 'note de l’atelier' },
    gold_prices: { metal: 'or', fineness: 750, euros: 68.5, priced_on: parisDay(-400) },
    reviews: { author_name: `Client ${stamp()}`, text: 'Travail soigné.', rating: 5 },
  })
  /** What a client reads of every table the back office uses (null: refused). */
  async function reads(client: SupabaseClient, messageId: string) {
    const rows = async (table: string, query: (q: ReturnType<SupabaseClient['from']>) => PromiseLike<{ data: unknown[] | null; error: unknown }>) => {
      const { data, error } = await query(client.from(table))
      return error ? null : (data ?? []).length
    }
    return {
      contact_messages: await rows('contact_messages', (q) => q.select('id').eq('id', messageId)),
      workshop_visits: await rows('workshop_visits', (q) => q.select('message_id').eq('message_id', messageId)),
      workshop_journal: await rows('workshop_journal', (q) => q.select('id').limit(1)),
      opening_exceptions: await rows('opening_exceptions', (q) => q.select('id, note')),
      gold_prices: await rows('gold_prices', (q) => q.select('id')),
      gold_price_lists: await rows('gold_price_lists', (q) => q.select('priced_on')),
      reviews: await rows('reviews', (q) => q.select('id')),
    }
  }
  /** Tries to add, change and remove one row of each owner table; what each attempt did. */
  async function writes(client: SupabaseClient) {
    const outcome: Record<string, { insert: boolean; update: number; delete: number }> = {}
    for (const table of OWNER_TABLES) {
      const [existing] = await backend().query(`insert into public.${table} ${insertSql(table)} returning id`)
      const inserted = await client.from(table).insert(newRows()[table] as Record<string, unknown>)
      const updated = await client
        .from(table)
        .update(table === 'reviews' ? { rating: 4 } : table === 'gold_prices' ? { euros: 70 } : { reason: 'Travaux' })
        .eq('id', existing.id)
        .select('id')
      const deleted = await client.from(table).delete().eq('id', existing.id).select('id')
      outcome[table] = { insert: inserted.error === null, update: updated.data?.length ?? 0, delete: deleted.data?.length ?? 0 }
    }
    return outcome
  }
  const insertSql = (table: (typeof OWNER_TABLES)[number]) =>
    ({
      opening_exceptions: `(first_day, last_day, reason) values ('${parisDay(50)}', '${parisDay(50)}', 'Congés')`,
      gold_prices: `(metal, fineness, euros, priced_on) values ('argent', 925, 0.8, '${parisDay(-(pastDays += 1))}')`,
      reviews: `(author_name, text, rating) values ('Avis ${stamp()}', 'Très bien.', 5)`,
    })[table]

  it('leaves anon exactly its rights: the public rows only, none of the workshop’s, no change', async () => {
    const messageId = await request()
    await backend().query(
      `insert into public.reviews (author_name, text, rating, created_at) values ('Futur', 'Pas encore publié.', 5, now() + interval '1 day')`,
    )
    const anon = backend().anon
    const refused = { status: 401, error: { code: '42501' } }
    expect(await anon.from('contact_messages').select('id').eq('id', messageId)).toMatchObject(refused)
    expect(await anon.from('workshop_visits').select('message_id')).toMatchObject(refused)
    expect(await anon.from('workshop_journal').select('id')).toMatchObject(refused)
    expect(await anon.from('opening_exceptions').select('note')).toMatchObject(refused)
    expect(await anon.from('reviews').insert(newRows().reviews)).toMatchObject(refused)
    expect(await anon.rpc('is_workshop')).toMatchObject(refused)

    const [{ published, prices, exceptions }] = await backend().query(`
      select (select count(*)::int from public.reviews where created_at <= now()) as published,
             (select count(*)::int from public.gold_prices where priced_on = public.gold_prices_current_day()) as prices,
             (select count(*)::int from public.opening_exceptions where holiday is not null or last_day >= (now() at time zone 'Europe/Paris')::date) as exceptions`)
    expect((await anon.from('reviews').select('id')).data).toHaveLength(published)
    expect((await anon.from('gold_prices').select('id')).data).toHaveLength(prices)
    expect((await anon.from('opening_exceptions').select('id, reason')).data).toHaveLength(exceptions)
  })

  it('lets a signed-in user without the role read nothing and change nothing', async () => {
    const messageId = await request()
    const { client } = await signedIn('sans-role')
    expect(await reads(client, messageId)).toEqual({
      contact_messages: 0,
      workshop_visits: 0,
      workshop_journal: 0,
      opening_exceptions: 0,
      gold_prices: 0,
      gold_price_lists: 0,
      reviews: 0,
    })
    expect(await writes(client)).toEqual(Object.fromEntries(OWNER_TABLES.map((table) => [table, { insert: false, update: 0, delete: 0 }])))
    expect((await client.rpc('is_workshop')).data).toBe(false)
    // Granting is the service role's alone.
    expect((await client.rpc('grant_workshop_role', { member_email: 'moi@example.fr' })).error?.code).toBe('42501')
  })

  it('lets a member read the requests and their visits, and change the owner’s facts, each change in the journal', async () => {
    const messageId = await request()
    const { client, user } = await member()
    expect((await client.rpc('is_workshop')).data).toBe(true)
    const read = await reads(client, messageId)
    expect(read).toMatchObject({ contact_messages: 1, workshop_visits: 1 })
    const [{ n }] = await backend().query('select count(*)::int as n from public.reviews')
    expect(read.reviews).toBe(n)
    // Every list published, not only the current one the visitors see.
    const [{ lists }] = await backend().query('select count(*)::int as lists from public.gold_price_lists')
    expect(read.gold_price_lists).toBe(lists)
    const visit = await client.from('workshop_visits').select('status, visit_date').eq('message_id', messageId).single()
    expect(visit.data?.status).toBe('requested')

    expect(await writes(client)).toEqual(Object.fromEntries(OWNER_TABLES.map((table) => [table, { insert: true, update: 1, delete: 1 }])))
    const journal = await client.from('workshop_journal').select('action, actor_id, actor_email, actor_role, details').eq('actor_id', user.id).order('id')
    // A review's rows say what changed (20261209000200_atelier_reviews.sql); the other tables' the operation.
    const actions = (table: (typeof OWNER_TABLES)[number]) =>
      table === 'reviews' ? ['review.added', 'review.changed', 'review.deleted'] : [`${table}.insert`, `${table}.update`, `${table}.delete`]
    expect(journal.data?.map((row) => row.action)).toEqual(OWNER_TABLES.flatMap(actions))
    expect(journal.data?.[0]).toMatchObject({ actor_email: user.email, actor_role: 'authenticated', details: { row: { reason: 'Inventaire' } } })
    expect(journal.data?.[1]?.details).toMatchObject({ changes: { reason: { before: 'Congés', after: 'Travaux' } } })
    // Written by triggers and functions only, even by the service role.
    expect((await client.from('workshop_journal').insert({ action: 'faux' })).error?.code).toBe('42501')
    expect((await backend().service.from('workshop_journal').insert({ action: 'faux' })).error?.code).toBe('42501')
  })

  it('shuts a revoked member out at once, although their token has not expired', async () => {
    const messageId = await request()
    const revoked = await member()
    expect((await reads(revoked.client, messageId)).contact_messages).toBe(1)
    expect(await backend().service.rpc('revoke_workshop_role', { member_email: revoked.user.email.toUpperCase() })).toMatchObject({ error: null, data: true })
    expect(await reads(revoked.client, messageId)).toMatchObject({ contact_messages: 0, workshop_visits: 0, workshop_journal: 0, reviews: 0 })
    expect((await writes(revoked.client)).reviews).toEqual({ insert: false, update: 0, delete: 0 })
    expect(await backend().query('select 1 from auth.sessions where user_id = $1::uuid', [revoked.user.id])).toEqual([])
    expect((await backend().anon.auth.refreshSession({ refresh_token: revoked.refreshToken })).error?.code).toBe('refresh_token_not_found')
    // Revoking twice says it was no member.
    expect((await backend().service.rpc('revoke_workshop_role', { member_email: revoked.user.email })).data).toBe(false)
  })

  it('shuts out the sessions a member signed out everywhere, and lets a new session in', async () => {
    const messageId = await request()
    const { client, user, accessToken } = await member()
    const other = await createTestSession(backend(), user.id)
    const logout = await fetch(`${backend().url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: backend().publishableKey, authorization: `Bearer ${accessToken}` },
    })
    expect(logout.status).toBe(204)
    expect((await reads(client, messageId)).contact_messages).toBe(0)
    expect((await reads(backend().clientWithToken(other.accessToken), messageId)).contact_messages).toBe(0)
    const again = await createTestSession(backend(), user.id)
    expect((await reads(backend().clientWithToken(again.accessToken), messageId)).contact_messages).toBe(1)
  })

  it('refuses a member’s token without a session of auth.sessions (forged or from before sessions were rows)', async () => {
    const { user } = await member()
    const { signJwt } = await import('../../supabase/local/keys.mjs')
    const exp = Math.floor(Date.now() / 1000) + 600
    for (const sessionId of [undefined, 'pas-un-uuid', newId()]) {
      const token = signJwt({ sub: user.id, role: 'authenticated', aud: 'authenticated', exp, session_id: sessionId }, backend().jwtSecret)
      expect((await backend().clientWithToken(token).rpc('is_workshop')).data).toBe(false)
    }
  })

  it('journals grants and revocations, and keeps a year of the journal', async () => {
    const email = `journal-${stamp()}@example.fr`
    const { user } = await createTestUser(backend(), { email })
    await backend().service.rpc('grant_workshop_role', { member_email: email })
    await backend().service.rpc('grant_workshop_role', { member_email: email })
    await backend().service.rpc('revoke_workshop_role', { member_email: email })
    const rows = await backend().query(
      `select action, actor_role, details from public.workshop_journal where details ->> 'member_email' = $1::text order by id`,
      [email],
    )
    expect(rows).toEqual([
      { action: 'workshop_role.granted', actor_role: 'service_role', details: { member_id: user.id, member_email: email } },
      { action: 'workshop_role.revoked', actor_role: 'service_role', details: { member_id: user.id, member_email: email } },
    ])
    expect((await backend().service.rpc('grant_workshop_role', { member_email: `personne-${stamp()}@example.fr` })).error?.message).toMatch(/no user/)

    // « Now » is given to the purge: a row a year and a day old goes, one a day short of a year stays.
    const now = '2031-06-15T10:00:00Z'
    const messageId = (await backend().service.from('contact_messages').insert(contactMessage()).select('id').single()).data?.id
    await backend().query(
      `insert into public.workshop_journal (at, action, request_id)
       values ($1::timestamptz - interval '366 days', 'test.old', $2::uuid), ($1::timestamptz - interval '364 days', 'test.recent', $2::uuid)`,
      [now, messageId],
    )
    await backend().query('select private.purge_workshop_journal($1::timestamptz)', [now])
    const left = await backend().query('select action from public.workshop_journal where request_id = $1::uuid order by action', [messageId])
    expect(left).toEqual([{ action: 'test.recent' }])
  })
})
