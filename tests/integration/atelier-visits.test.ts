// « Visites » in the back office (migrations/20261209000100_atelier_visits.sql): a signed-in member
// lists the coming visits and books or removes a visit taken by phone; anon and a signed-in user who
// is not a member are refused and change nothing. A visit booked by phone takes its slot away from
// the public picker, appears in the calendar feed's events and is never reminded; removed, its slot
// is offered again. Every change leaves a journal row naming the member.
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { decideVisit, freeSlots, parisDay, requestVisit, type Slot } from './helpers/visits'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

interface ListedVisit {
  kind: 'request' | 'phone'
  id: string
  visit_date: string
  visit_time: string | null
  status: string
  name: string | null
  phone: string | null
  service: string | null
  note: string | null
}

describe.each(SCHEMA_KINDS)('the back office’s visits on %s', (kind) => {
  const backend = useBackend(kind)
  let slots: Slot[]
  let member: { id: string; email: string; client: SupabaseClient }
  let stranger: SupabaseClient

  beforeAll(async () => {
    slots = await freeSlots(backend(), 2)
    expect(slots.length).toBeGreaterThan(8)
    const owner = await createTestUser(backend(), { email: `proprietaire-${stamp()}@example.fr` })
    expect((await backend().service.rpc('grant_workshop_role', { member_email: owner.user.email })).error).toBeNull()
    member = { id: owner.user.id, email: owner.user.email!, client: backend().clientWithToken(owner.accessToken) }
    stranger = backend().clientWithToken((await createTestUser(backend(), { email: `inconnu-${stamp()}@example.fr` })).accessToken)
  })

  const book = (slot: Slot, fields: { name?: string | null; phone?: string | null; note?: string | null } = {}) =>
    member.client.rpc('atelier_book_phone_visit', { on_day: slot.day, at_time: slot.slot, name: 'M. Petit', phone: null, note: null, ...fields })
  const taken = async (slot: Slot) => {
    const { data, error } = await backend().anon.rpc('visit_availability', { from_date: slot.day, to_date: slot.day })
    expect(error).toBeNull()
    return (data as { slot: string; taken: boolean }[]).find((row) => row.slot.slice(0, 5) === slot.slot)?.taken
  }
  const feedEvents = async () => {
    const { data, error } = await backend().service.rpc('visit_calendar_events')
    expect(error).toBeNull()
    return data as { kind: string; visit_date: string; visit_time: string; name: string | null; phone: string | null; note: string | null }[]
  }
  const blockedRows = () => backend().query(`select count(*)::int as n from private.visit_blocked_slots`)
  const journal = (action: string) =>
    backend().query(`select actor_id::text, actor_email, actor_role, request_id, details from public.workshop_journal where action = $1 order by id`, [action])

  it('refuses anon and a signed-in non-member every function, and changes nothing', async () => {
    const slot = slots.shift()!
    const before = await blockedRows()
    for (const client of [backend().anon, stranger]) {
      const calls = [
        await client.rpc('atelier_visits', { first_day: parisDay(0), last_day: parisDay(6) }),
        await client.rpc('atelier_book_phone_visit', { on_day: slot.day, at_time: slot.slot, name: 'Intrus', phone: null, note: null }),
        await client.rpc('atelier_remove_phone_visit', { visit_id: crypto.randomUUID() }),
      ]
      for (const call of calls) {
        expect(call.data).toBeNull()
        expect(call.error?.code).toBe('42501')
      }
    }
    expect(await blockedRows()).toEqual(before)
    expect(await taken(slot)).toBe(false)
    expect(await journal('visit.phone_booked')).toEqual([])
  })

  it('lists the open requests’ visits still on (confirmed, to confirm, proposed) and the visits booked by phone, by day and time', async () => {
    const [confirmedSlot, requestedSlot, proposedSlot, declinedSlot, closedSlot, phoneSlot] = slots.splice(0, 6) as Slot[]
    const confirmed = await requestVisit(backend(), confirmedSlot!, { name: 'Hélène Martin', phone: '06 12 34 56 78', service: 'réparation' })
    const requested = await requestVisit(backend(), requestedSlot!)
    const proposed = await requestVisit(backend(), proposedSlot!)
    const declined = await requestVisit(backend(), declinedSlot!)
    const closed = await requestVisit(backend(), closedSlot!)
    await decideVisit(backend(), confirmed, 'confirmed')
    await decideVisit(backend(), proposed, 'proposed')
    await decideVisit(backend(), declined, 'declined')
    await decideVisit(backend(), closed, 'confirmed')
    await backend().query(`update public.contact_messages set closed_at = now() where id = $1`, [closed])
    const booked = await book(phoneSlot!, { name: 'Jean Petit', phone: '01 23 45 67 89', note: 'Bague à mettre à taille' })
    expect(booked.error).toBeNull()

    const all = [confirmedSlot, requestedSlot, proposedSlot, declinedSlot, closedSlot, phoneSlot].map((slot) => slot!.day).sort()
    const { data, error } = await member.client.rpc('atelier_visits', { first_day: all[0], last_day: all.at(-1) })
    expect(error).toBeNull()
    const listed = data as ListedVisit[]
    const ids = listed.map((visit) => visit.id)
    expect(ids).toEqual(expect.arrayContaining([confirmed, requested, proposed, (booked.data as { id: string }).id]))
    expect(ids).not.toContain(declined)
    expect(ids).not.toContain(closed)
    expect(listed.find((visit) => visit.id === confirmed)).toEqual({
      kind: 'request',
      id: confirmed,
      visit_date: confirmedSlot!.day,
      visit_time: confirmedSlot!.slot,
      status: 'confirmed',
      name: 'Hélène Martin',
      phone: '06 12 34 56 78',
      service: 'réparation',
      note: null,
    })
    expect(listed.find((visit) => visit.id === requested)?.status).toBe('requested')
    expect(listed.find((visit) => visit.id === proposed)?.status).toBe('proposed')
    expect(listed.find((visit) => visit.kind === 'phone')).toMatchObject({
      visit_date: phoneSlot!.day,
      visit_time: phoneSlot!.slot,
      status: 'confirmed',
      name: 'Jean Petit',
      phone: '01 23 45 67 89',
      note: 'Bague à mettre à taille',
    })
    const order = listed.map((visit) => `${visit.visit_date} ${visit.visit_time}`)
    expect(order).toEqual([...order].sort())

    const tooLong = await member.client.rpc('atelier_visits', { first_day: parisDay(0), last_day: parisDay(60) })
    expect(tooLong.error?.code).toBe('22023')
  })

  it('refuses a booking with no name, in the past, off the opening hours, on a closed day or on a slot taken, saying why', async () => {
    const [slot, confirmedSlot, closedDaySlot] = [slots.shift()!, slots.shift()!, slots.pop()!]
    const confirmed = await requestVisit(backend(), confirmedSlot)
    await decideVisit(backend(), confirmed, 'confirmed')
    await backend().query(`insert into public.opening_exceptions (first_day, last_day, open, reason) values ($1, $1, false, 'Inventaire')`, [closedDaySlot.day])
    const offGrid = { day: slot.day, slot: `${slot.slot.slice(0, 3)}${slot.slot.endsWith('00') ? '15' : '45'}` }
    const cases: [PromiseLike<{ data: unknown }>, string][] = [
      [book(slot, { name: '   ' }), 'name_missing'],
      [book(slot, { name: 'x'.repeat(101) }), 'name_too_long'],
      [book(slot, { name: 'Jean\u202EPetit' }), 'name_invalid'],
      [book(slot, { phone: '0'.repeat(41) }), 'phone_too_long'],
      [book({ day: parisDay(-1), slot: slot.slot }), 'visit_past'],
      [book(offGrid), 'visit_time_off_grid'],
      [book({ day: slot.day, slot: '23:00' }), 'visit_time_off_grid'],
      [book(closedDaySlot), 'visit_day_closed'],
      [book(confirmedSlot), 'visit_slot_taken'],
    ]
    for (const [call, reason] of cases) expect((await call).data, reason).toEqual({ outcome: 'refused', reason })
    expect(await taken(slot)).toBe(false)
    expect((await book(slot)).data).toMatchObject({ outcome: 'done' })
    expect((await book(slot, { name: 'Une autre personne' })).data).toEqual({ outcome: 'refused', reason: 'visit_slot_taken' })
  })

  it('books a slot taken by phone: the picker no longer offers it, the feed lists it, a confirmation cannot take it; removed, the slot is free again', async () => {
    const slot = slots.shift()!
    const request = await requestVisit(backend(), slot)
    const { data, error } = await book(slot, { name: 'Lucie Bernard', phone: '06 98 76 54 32', note: 'Montre à réviser' })
    expect(error).toBeNull()
    const { id } = data as { id: string }
    expect(data).toEqual({ outcome: 'done', id, visit_date: slot.day, visit_time: slot.slot })
    expect(await taken(slot)).toBe(true)
    expect((await feedEvents()).filter((event) => event.kind === 'blocked' && event.visit_date === slot.day && event.visit_time === `${slot.slot}:00`)).toEqual(
      [expect.objectContaining({ name: 'Lucie Bernard', phone: '06 98 76 54 32', note: 'Montre à réviser' })],
    )
    const confirm = await backend().service.rpc('confirm_visit', { message_id: request, on_day: null, at_time: null })
    expect(confirm.data).toMatchObject({ outcome: 'refused', reason: 'visit_slot_blocked' })
    expect(await journal('visit.phone_booked')).toContainEqual({
      actor_id: member.id,
      actor_email: member.email,
      actor_role: 'workshop',
      request_id: null,
      details: { visit_id: id, visit_date: slot.day, visit_time: slot.slot, via: 'atelier' },
    })

    expect((await stranger.rpc('atelier_remove_phone_visit', { visit_id: id })).error?.code).toBe('42501')
    expect(await taken(slot)).toBe(true)
    expect((await member.client.rpc('atelier_remove_phone_visit', { visit_id: id })).data).toEqual({
      outcome: 'done',
      id,
      visit_date: slot.day,
      visit_time: slot.slot,
    })
    expect(await taken(slot)).toBe(false)
    expect((await feedEvents()).filter((event) => event.kind === 'blocked' && event.visit_date === slot.day && event.visit_time === `${slot.slot}:00`)).toEqual(
      [],
    )
    expect((await member.client.rpc('atelier_remove_phone_visit', { visit_id: id })).data).toEqual({ outcome: 'already' })
    expect(await journal('visit.phone_removed')).toEqual([
      {
        actor_id: member.id,
        actor_email: member.email,
        actor_role: 'workshop',
        request_id: null,
        details: { visit_id: id, visit_date: slot.day, visit_time: slot.slot, via: 'atelier' },
      },
    ])
  })

  it('never reminds a visit booked by phone: it has no address, and the reminders do not see it', async () => {
    // Tomorrow may be a closed day: the row goes in as the dashboard would put it, without the calendar's trigger.
    await backend().query(`alter table private.visit_blocked_slots disable trigger visit_blocked_slots_on_calendar`)
    await backend().query(
      `insert into private.visit_blocked_slots (visit_date, visit_time, name, phone) values ($1, '10:00', 'Paul Durand', '06 11 22 33 44')`,
      [parisDay(1)],
    )
    await backend().query(`alter table private.visit_blocked_slots enable trigger visit_blocked_slots_on_calendar`)
    expect((await backend().service.rpc('claim_visit_reminders', { batch: 100 })).data).toEqual([])
    expect(await backend().query(`select public.request_visit_reminders() as asked`)).toEqual([{ asked: null }])
  })
})
