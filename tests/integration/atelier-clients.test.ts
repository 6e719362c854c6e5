// « Clients (RGPD) » (migrations/20261209000300_atelier_clients.sql): a member finds everything held
// about one e-mail address and erases it in one go; anon and a signed-in non-member get nothing and
// change nothing; the answer holds that address's data and no one else's; the erasure deletes every
// row it listed and lets the member remove the photos (and only those) through the Storage API; its
// journal row holds counts and a keyed hash, never the address or the name.
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { SCHEMA_KINDS, useBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'
import { freeSlots, type Slot } from './helpers/visits'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

interface Found {
  outcome: string
  address: string
  messages: { id: string; email: string; name: string; service: string; photo: string | null }[]
  visits: { message_id: string; status: string }[]
  notices: { message_id: string; kind: string }[]
  photos: { message_id: string; name: string; stored: boolean }[]
  rate_limit_rows: number
}

describe.each(SCHEMA_KINDS)('« Clients » on %s', (kind) => {
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

  /** A message sent as the contact form sends it (the visitor's key), with a photo uploaded first if asked. */
  async function send(email: string, name: string, options: { photo?: boolean; slot?: Slot } = {}) {
    const photo = options.photo ? contactImageName('jpg') : null
    if (photo)
      expect(
        (
          await backend()
            .anon.storage.from('contact_images')
            .upload(photo, new Blob([TINY_JPEG], { type: 'image/jpeg' }))
        ).error,
      ).toBeNull()
    const id = newId()
    const visit = options.slot ? { visit_date: options.slot.day, visit_time: options.slot.slot } : {}
    const { error } = await backend()
      .anon.from('contact_messages')
      .insert({ ...contactMessage({ name, email, file_url: photo }), id, ...visit })
    expect(error).toBeNull()
    return { id, photo }
  }
  const stored = async (photo: string) =>
    (await backend().query(`select 1 from storage.objects where bucket_id = 'contact_images' and name = $1`, [photo])).length
  const count = async (sql: string, args: unknown[]) => Number(((await backend().query(sql, args))[0] as { n: number }).n)
  const sends = (email: string) =>
    count(`select count(*)::int as n from private.contact_sends where email_hash = any (private.contact_hashes(lower(btrim($1))))`, [email])
  const erasures = () =>
    backend().query(`select actor_id::text, actor_email, action, request_id, details from public.workshop_journal where action = 'client.erased'`)

  it('refuses anon and a signed-in non-member both functions, and changes nothing', async () => {
    const email = `refus-${stamp()}@example.fr`
    const { id } = await send(email, 'Jeanne Refus')
    for (const client of [backend().anon, stranger]) {
      for (const call of [
        await client.rpc('atelier_client_data', { address: email }),
        await client.rpc('atelier_erase_client', { address: email, shown_messages: [id] }),
      ]) {
        expect(call.data).toBeNull()
        expect(call.error?.code).toBe('42501')
      }
    }
    expect(await count(`select count(*)::int as n from public.contact_messages where id = $1`, [id])).toBe(1)
    expect(await sends(email)).toBe(1)
  })

  it('finds everything held about one address, typed in any case with spaces, and erases exactly that, photos included', async () => {
    const email = `Claire.Martin-${stamp()}@Example.fr`
    const other = `voisine-${stamp()}@example.fr`
    const first = await send(email, 'Claire Martin', { photo: true, slot: slots[0] })
    const second = await send(email.toLowerCase(), 'Claire Martin')
    const neighbour = await send(other, 'Sophie Voisine', { photo: true, slot: slots[1] })
    expect((await backend().service.rpc('decline_visit', { message_id: first.id, reason: 'L’atelier est complet ce jour-là.' })).data).toMatchObject({
      outcome: 'done',
    })

    const typed = `  ${email.toUpperCase()} `
    const found = await member.client.rpc('atelier_client_data', { address: typed })
    expect(found.error).toBeNull()
    const data = found.data as Found
    expect(data).toMatchObject({ outcome: 'found', address: email.toLowerCase(), rate_limit_rows: 2 })
    expect(data.messages.map((message) => message.id).sort()).toEqual([first.id, second.id].sort())
    expect(data.visits).toEqual([expect.objectContaining({ message_id: first.id, status: 'declined' })])
    expect(data.notices).toEqual([expect.objectContaining({ message_id: first.id, kind: 'declined' })])
    expect(data.photos).toEqual([{ message_id: first.id, name: first.photo, stored: true }])
    // No one else's data in the answer.
    const text = JSON.stringify(data)
    expect(text).not.toContain(other)
    expect(text).not.toContain('Sophie')
    expect(text).not.toContain(neighbour.id)
    expect(text).not.toContain(neighbour.photo!)

    // A message the member was not shown (one arrived meanwhile): nothing is erased.
    const changed = await member.client.rpc('atelier_erase_client', { address: typed, shown_messages: [first.id] })
    expect(changed.data).toEqual({ outcome: 'refused', reason: 'data_changed' })
    expect(await count(`select count(*)::int as n from public.contact_messages where lower(email) = lower($1)`, [email])).toBe(2)

    const erased = await member.client.rpc('atelier_erase_client', { address: typed, shown_messages: [second.id, first.id] })
    expect(erased.error).toBeNull()
    expect(erased.data).toEqual({ outcome: 'done', messages: 2, visits: 1, notices: 1, rate_limit_rows: 2, photos: [first.photo] })
    expect(await count(`select count(*)::int as n from public.contact_messages where lower(email) = lower($1)`, [email])).toBe(0)
    expect(await count(`select count(*)::int as n from private.visit_appointments where message_id = any ($1::uuid[])`, [[first.id, second.id]])).toBe(0)
    expect(await count(`select count(*)::int as n from private.visit_notices where message_id = any ($1::uuid[])`, [[first.id, second.id]])).toBe(0)
    expect(await sends(email)).toBe(0)

    // Should the browser never remove it, the photo is an orphan the nightly retention job deletes once a day old.
    await backend().query(`update storage.objects set created_at = now() - interval '2 days' where bucket_id = 'contact_images' and name = $1`, [first.photo])
    expect((await backend().query(`select public.orphan_contact_images(100000) as name`)).map((row) => row.name)).toContain(first.photo)

    // The photo: a non-member cannot remove it, nor can a member remove another customer's; the member removes it.
    expect((await stranger.storage.from('contact_images').remove([first.photo!])).data).toEqual([])
    expect((await member.client.storage.from('contact_images').remove([neighbour.photo!])).data).toEqual([])
    const removed = await member.client.storage.from('contact_images').remove([first.photo!])
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)
    expect(await stored(first.photo!)).toBe(0)

    // The other customer keeps everything.
    expect(await count(`select count(*)::int as n from public.contact_messages where id = $1`, [neighbour.id])).toBe(1)
    expect(await count(`select count(*)::int as n from private.visit_appointments where message_id = $1`, [neighbour.id])).toBe(1)
    expect(await stored(neighbour.photo!)).toBe(1)
    expect(await sends(other)).toBe(1)

    // The journal: who, when, how many, a keyed hash; neither the address nor the name.
    const rows = (await erasures()).filter((row) => (row.details as { messages: number }).messages === 2)
    expect(rows).toEqual([
      {
        actor_id: member.id,
        actor_email: member.email,
        action: 'client.erased',
        request_id: null,
        details: { messages: 2, visits: 1, notices: 1, photos: 1, rate_limit_rows: 2, address_hmac: expect.stringMatching(/^[0-9a-f]{64}$/), via: 'atelier' },
      },
    ])
    const journal = JSON.stringify(rows).toLowerCase()
    expect(journal).not.toContain(email.toLowerCase())
    expect(journal).not.toContain('claire')
    expect(journal).not.toContain('martin')
    // Not a bare hash anyone could recompute from the address.
    const [digest] = (await backend().query(`select encode(sha256(convert_to($1, 'UTF8')), 'hex') as sha`, [email.toLowerCase()])) as { sha: string }[]
    expect(journal).not.toContain(digest!.sha)

    // The answer after: nothing left.
    expect((await member.client.rpc('atelier_client_data', { address: email })).data).toEqual({ outcome: 'none', address: email.toLowerCase() })
  })

  it('answers an unknown address with nothing found, erases nothing and journals nothing', async () => {
    const unknown = `personne-${stamp()}@example.fr`
    const before = (await erasures()).length
    expect((await member.client.rpc('atelier_client_data', { address: unknown })).data).toEqual({ outcome: 'none', address: unknown })
    expect((await member.client.rpc('atelier_erase_client', { address: unknown, shown_messages: [] })).data).toEqual({
      outcome: 'refused',
      reason: 'no_data',
    })
    expect((await member.client.rpc('atelier_client_data', { address: '   ' })).data).toEqual({ outcome: 'refused', reason: 'address_missing' })
    expect(await erasures()).toHaveLength(before)
  })
})
