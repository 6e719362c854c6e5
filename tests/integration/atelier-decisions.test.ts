// The back office's own way to the workshop's decisions (migrations/20261208003000_atelier_decisions.sql):
// a signed-in member declines a visit, lists and cancels the visits a closure covers, and saves the gold
// price list through wrappers of the service role's functions; anon and a signed-in user who is not a
// member are refused and change nothing; every change leaves a journal row naming the member.
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { decideVisit, freeSlots, parisDay, requestVisit, type Slot } from './helpers/visits'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

describe.each(SCHEMA_KINDS)('the back office’s decisions on %s', (kind) => {
  const backend = useBackend(kind)
  let slots: Slot[]
  let member: { id: string; email: string; client: SupabaseClient }
  let stranger: SupabaseClient

  beforeAll(async () => {
    slots = await freeSlots(backend(), 3)
    const owner = await createTestUser(backend(), { email: `proprietaire-${stamp()}@example.fr` })
    expect((await backend().service.rpc('grant_workshop_role', { member_email: owner.user.email })).error).toBeNull()
    member = { id: owner.user.id, email: owner.user.email!, client: backend().clientWithToken(owner.accessToken) }
    stranger = backend().clientWithToken((await createTestUser(backend(), { email: `inconnu-${stamp()}@example.fr` })).accessToken)
  })

  const visitStatus = async (id: string) =>
    ((await backend().query(`select status from private.visit_appointments where message_id = $1`, [id]))[0] as { status: string }).status
  const journal = (where: string, args: unknown[]) =>
    backend().query(`select actor_id::text, actor_email, actor_role, action, details from public.workshop_journal where ${where} order by id`, args)
  const currentList = async () =>
    (await backend().query(
      `select metal, fineness, piece, euros::float8 as euros from public.gold_prices where priced_on = public.gold_prices_current_day() order by metal, fineness, piece`,
    )) as { metal: string; fineness: number | null; piece: string | null; euros: number }[]
  const savedAt = async () =>
    // As text: a JavaScript Date would drop the microseconds the comparison of `based_on` needs.
    (
      (await backend().query(`select saved_at::text from public.gold_price_lists where priced_on = public.gold_prices_current_day()`))[0] as {
        saved_at: string
      }
    ).saved_at
  const asItems = (rows: Awaited<ReturnType<typeof currentList>>) =>
    rows.map(({ metal, fineness, piece, euros }) => (piece ? { metal, piece, euros } : { metal, fineness, euros }))

  it('refuses anon and a signed-in non-member every wrapper, and changes nothing', async () => {
    const slot = slots.shift()!
    const id = await requestVisit(backend(), slot)
    const day = parisDay(60)
    const list = asItems(await currentList())
    const before = { list, saved: await savedAt() }
    for (const client of [backend().anon, stranger]) {
      const calls = [
        await client.rpc('atelier_decline_visit', { message_id: id, reason: 'Complet ce jour-là.' }),
        await client.rpc('atelier_confirmed_visits_between', { first_day: day, last_day: day }),
        await client.rpc('atelier_phone_visits_between', { first_day: day, last_day: day }),
        await client.rpc('atelier_cancel_visit', { message_id: id, reason: null }),
        await client.rpc('atelier_close_days', { first_day: day, last_day: day, reason: 'Inventaire', note: null, message: null, shown_visits: [] }),
        await client.rpc('atelier_save_gold_prices', { prices: list.map((item) => ({ ...item, euros: item.euros + 1 })), confirmed: true }),
      ]
      for (const call of calls) {
        expect(call.data).toBeNull()
        expect(call.error?.code).toBe('42501')
      }
    }
    expect(await visitStatus(id)).toBe('requested')
    expect(await backend().query(`select id from public.opening_exceptions where first_day = $1`, [day])).toEqual([])
    expect({ list: asItems(await currentList()), saved: await savedAt() }).toEqual(before)
    expect(await journal(`request_id = $1`, [id])).toEqual([])
  })

  it('lets a member decline a visit with a reason: the visitor’s notice is written, the request stays open, the journal names the member', async () => {
    const id = await requestVisit(backend(), slots.shift()!)
    const empty = await member.client.rpc('atelier_decline_visit', { message_id: id, reason: '   ' })
    expect(empty.data).toMatchObject({ outcome: 'refused', reason: 'reason_missing' })
    const { data, error } = await member.client.rpc('atelier_decline_visit', { message_id: id, reason: 'L’atelier est complet ce jour-là.' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ outcome: 'done', status: 'declined' })
    expect(await visitStatus(id)).toBe('declined')
    expect(await backend().query(`select kind, reason from private.visit_notices where message_id = $1`, [id])).toEqual([
      { kind: 'declined', reason: 'L’atelier est complet ce jour-là.' },
    ])
    expect((await backend().query(`select closed_at from public.contact_messages where id = $1`, [id]))[0]).toEqual({ closed_at: null })
    expect(await journal(`request_id = $1`, [id])).toEqual([
      { actor_id: member.id, actor_email: member.email, actor_role: 'workshop', action: 'request.decline', details: { status: 'declined', via: 'atelier' } },
    ])
    const again = await member.client.rpc('atelier_decline_visit', { message_id: id, reason: 'Encore.' })
    expect(again.data).toMatchObject({ outcome: 'already' })
    expect(await journal(`request_id = $1`, [id])).toHaveLength(1)
  })

  it('lets a member list the confirmed visits a closure covers, and close the days cancelling them only as shown', async () => {
    const slot = slots.pop()!
    const id = await requestVisit(backend(), slot)
    await decideVisit(backend(), id, 'confirmed')
    const listed = await member.client.rpc('atelier_confirmed_visits_between', { first_day: slot.day, last_day: slot.day })
    expect(listed.error).toBeNull()
    expect((listed.data as { message_id: string }[]).map((visit) => visit.message_id)).toContain(id)
    const shown = (listed.data as { message_id: string }[]).map((visit) => visit.message_id)
    const close = (shown_visits: string[]) =>
      member.client.rpc('atelier_close_days', {
        first_day: slot.day,
        last_day: slot.day,
        reason: 'Inventaire',
        note: null,
        message: 'Nous sommes désolés.',
        shown_visits,
      })
    const outOfOrder = await member.client.rpc('atelier_confirmed_visits_between', { first_day: slot.day, last_day: parisDay(1) })
    expect(outOfOrder.error?.code).toBe('22023')
    const unseen = await close([])
    expect(unseen.data).toMatchObject({ outcome: 'refused', reason: 'visits_changed' })
    expect(await visitStatus(id)).toBe('confirmed')
    const { data, error } = await close(shown)
    expect(error).toBeNull()
    expect(data).toMatchObject({ outcome: 'done' })
    expect(await visitStatus(id)).toBe('cancelled')
    const closureId = (data as { closure_id: number }).closure_id
    expect(await journal(`request_id = $1`, [id])).toEqual([
      expect.objectContaining({ actor_id: member.id, actor_email: member.email, action: 'request.workshop_cancel' }),
    ])
    expect(
      await journal(`action like 'closure.%' or (action = 'opening_exceptions.insert' and (details -> 'row' ->> 'id')::bigint = $1)`, [closureId]),
    ).toEqual([
      expect.objectContaining({ actor_id: member.id, action: 'opening_exceptions.insert' }),
      expect.objectContaining({ actor_id: member.id, actor_email: member.email, action: 'closure.saved' }),
    ])
  })

  it('lists the visits booked by phone a closure covers with their numbers, removes them with the closure only as shown, and journals each', async () => {
    // A day of its own, with three free slots: a confirmed request, a visit booked by phone, a slot blocked.
    const day = slots[Math.floor(slots.length / 2)]!.day
    const [requested, phoned, blocked] = slots.filter((slot) => slot.day === day)
    expect(blocked, 'three free slots on one day').toBeDefined()
    slots = slots.filter((slot) => slot.day !== day)
    const id = await requestVisit(backend(), requested!)
    await decideVisit(backend(), id, 'confirmed')
    const booked = await member.client.rpc('atelier_book_phone_visit', {
      on_day: day,
      at_time: phoned!.slot,
      name: 'M. Petit',
      phone: '06 12 34 56 78',
      note: null,
    })
    expect(booked.data).toMatchObject({ outcome: 'done' })
    const phoneId = (booked.data as { id: string }).id
    // A slot blocked without a name is nobody's visit: neither listed nor removed.
    await backend().query(`insert into private.visit_blocked_slots (visit_date, visit_time) values ($1, $2)`, [day, blocked!.slot])

    const listed = await member.client.rpc('atelier_phone_visits_between', { first_day: day, last_day: day })
    expect(listed.error).toBeNull()
    expect(listed.data).toEqual([{ id: phoneId, visit_date: day, visit_time: phoned!.slot, name: 'M. Petit', phone: '06 12 34 56 78' }])
    const close = (shown_visits: string[]) =>
      member.client.rpc('atelier_close_days', { first_day: day, last_day: day, reason: 'Inventaire', note: null, message: null, shown_visits })

    // Shown the request's visit only: nothing is saved, and both lists come back.
    const unseen = await close([id])
    expect(unseen.data).toMatchObject({ outcome: 'refused', reason: 'visits_changed', phone_visits: [{ id: phoneId, name: 'M. Petit' }] })
    expect((unseen.data as { visits: { message_id: string }[] }).visits.map((visit) => visit.message_id)).toEqual([id])
    expect(await backend().query(`select id::text from private.visit_blocked_slots where id = $1`, [phoneId])).toEqual([{ id: phoneId }])
    expect(await visitStatus(id)).toBe('confirmed')

    const { data, error } = await close([phoneId, id])
    expect(error).toBeNull()
    expect(data).toMatchObject({
      outcome: 'done',
      cancelled: [{ message_id: id }],
      removed_phone_visits: [{ id: phoneId, visit_date: day, visit_time: phoned!.slot }],
    })
    expect(await visitStatus(id)).toBe('cancelled')
    expect(await backend().query(`select to_char(visit_time, 'HH24:MI') as slot from private.visit_blocked_slots where visit_date = $1`, [day])).toEqual([
      { slot: blocked!.slot },
    ])
    // The visitor of the request is told by e-mail; the caller has no address, so no notice.
    expect(await backend().query(`select message_id::text, kind from private.visit_notices where visit_date = $1`, [day])).toEqual([
      { message_id: id, kind: 'cancelled' },
    ])
    const closureId = (data as { closure_id: number }).closure_id
    expect(await journal(`action in ('visit.phone_cancelled', 'closure.saved') and (details ->> 'closure_id')::bigint = $1`, [closureId])).toEqual([
      {
        actor_id: member.id,
        actor_email: member.email,
        actor_role: 'workshop',
        action: 'visit.phone_cancelled',
        details: { visit_id: phoneId, visit_date: day, visit_time: phoned!.slot, closure_id: closureId, via: 'atelier' },
      },
      expect.objectContaining({ actor_id: member.id, action: 'closure.saved', details: expect.objectContaining({ cancelled: 1, phone_visits_removed: 1 }) }),
    ])
  })

  it('lets a member save the whole price list, asks to confirm a big move, and refuses a save based on an older list', async () => {
    const list = asItems(await currentList())
    const basedOn = await savedAt()
    const moved = list.map((item, index) => (index === 0 ? { ...item, euros: Math.round(item.euros * 150) / 100 } : item))
    const asked = await member.client.rpc('atelier_save_gold_prices', { prices: moved, confirmed: false, based_on: basedOn })
    expect(asked.data).toMatchObject({ outcome: 'needs_confirmation', dropped: [], moved: [expect.objectContaining({ euros: moved[0]!.euros })] })
    const { data, error } = await member.client.rpc('atelier_save_gold_prices', { prices: moved, confirmed: true, based_on: basedOn })
    expect(error).toBeNull()
    expect(data).toMatchObject({ outcome: 'done', count: list.length })
    const late = await member.client.rpc('atelier_save_gold_prices', { prices: list, confirmed: true, based_on: basedOn })
    expect(late.data).toMatchObject({ outcome: 'refused', reason: 'list_changed' })
    expect((await currentList()).map((item) => item.euros)).toContain(moved[0]!.euros)
    expect(await journal(`action = 'gold_prices.saved'`, [])).toEqual([
      expect.objectContaining({
        actor_id: member.id,
        actor_email: member.email,
        actor_role: 'workshop',
        details: expect.objectContaining({ count: list.length }),
      }),
    ])
  })
})
