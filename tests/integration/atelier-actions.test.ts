// The back office's way into the visit actions (supabase/functions/visit-action/member.ts): a signed-in
// member of the workshop acts with their session instead of a link's token, through the same code, so
// the visitor gets the same e-mails; anyone else is refused. Every change leaves a journal row naming
// the member, or « lien du courriel » for a link. The workshop's « cancel » is the database's one way
// (public.atelier_cancel_visit), from the Edge Function or called directly. And the storage policy that lets a member, and only
// a member, mint a signed URL for a request's photo (migrations/20261208002000_atelier_requests.sql).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signVisitAction } from '../../supabase/functions/_shared/request/visitActionToken'
import { VISIT_ACTION_SECRET } from '../../supabase/local/keys.mjs'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'
import { calendarParts, clearInbox, emailSource, waitForEmails } from './helpers/inbox'
import { freeSlots, requestVisit, type Slot } from './helpers/visits'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

describe.each(SCHEMA_KINDS)('the back office’s actions on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend
  let slots: Slot[]
  let member: { email: string; id: string; token: string }
  let stranger: { email: string; token: string }

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort, siteUrl: 'https://www.maison-bologne.fr' } })
    slots = await freeSlots(backend, 3)
    const owner = await createTestUser(backend, { email: `proprietaire-${stamp()}@example.fr` })
    expect((await backend.service.rpc('grant_workshop_role', { member_email: owner.user.email })).error).toBeNull()
    member = { email: owner.user.email!, id: owner.user.id, token: owner.accessToken }
    const other = await createTestUser(backend, { email: `inconnu-${stamp()}@example.fr` })
    stranger = { email: other.user.email!, token: other.accessToken }
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })
  beforeEach(async () => {
    await clearInbox(inbox.url)
  })

  /** POST to visit-action as the back office does (supabase-js' functions.invoke): key and session. */
  const act = async (token: string | null, body: Record<string, unknown>) => {
    const response = await fetch(`${backend.url}/functions/v1/visit-action`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: backend.publishableKey, Authorization: `Bearer ${token ?? backend.publishableKey}` },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const journalOf = (id: string) =>
    backend.query(
      `select actor_id::text, actor_email, actor_role, action, details ->> 'via' as via from public.workshop_journal where request_id = $1 order by id`,
      [id],
    )
  const visitStatus = async (id: string) =>
    ((await backend.query(`select status from private.visit_appointments where message_id = $1`, [id]))[0] as { status: string }).status
  const takeSlot = () => slots.splice(Math.floor(slots.length / 2), 1)[0]!

  it('a member confirms a visit: the visitor gets the same confirmation e-mail as from the link, and the journal names the member', async () => {
    const email = `visiteur-${stamp()}@example.fr`
    const id = await requestVisit(backend, takeSlot(), { email })
    const { status, body } = await act(member.token, { action: 'confirm', message: id })
    expect(status).toBe(200)
    expect(body).toMatchObject({ outcome: 'done', status: 'confirmed', mailed: true })
    const [confirmation] = await waitForEmails(inbox.url, 1, (e) => e.to.some((to) => to.address === email), { settleMs: 0 })
    expect(confirmation!.subject).toMatch(/^Votre visite à l’atelier est confirmée/)
    expect(await journalOf(id)).toEqual([{ actor_id: member.id, actor_email: member.email, actor_role: 'workshop', action: 'request.confirm', via: 'atelier' }])
  })

  it('a signed-in user who is not a member is refused (403), anon too (401), and nothing changes or leaves', async () => {
    const email = `visiteur-${stamp()}@example.fr`
    const id = await requestVisit(backend, takeSlot(), { email })
    expect(await act(stranger.token, { action: 'confirm', message: id })).toMatchObject({ status: 403, body: { reason: 'not_member' } })
    expect(await act(null, { action: 'confirm', message: id })).toMatchObject({ status: 401, body: { reason: 'not_signed_in' } })
    expect(await act('not.a.token', { action: 'close', message: id })).toMatchObject({ status: 401 })
    expect(await visitStatus(id)).toBe('requested')
    expect(await journalOf(id)).toEqual([])
    expect(await waitForEmails(inbox.url, 1, (e) => e.to.some((to) => to.address === email), { timeoutMs: 1_500, settleMs: 0 })).toEqual([])
  })

  it('a member revoked keeps an unexpired token, and is refused at once (its session is gone)', async () => {
    const user = await createTestUser(backend, { email: `ancien-${stamp()}@example.fr` })
    await backend.service.rpc('grant_workshop_role', { member_email: user.user.email })
    await backend.service.rpc('revoke_workshop_role', { member_email: user.user.email })
    const id = await requestVisit(backend, takeSlot())
    expect(await act(user.accessToken, { action: 'close', message: id })).toMatchObject({ status: 403, body: { reason: 'not_member' } })
  })

  it('« Répondu » marks the request without an e-mail; a request closed meanwhile refuses every action but says « déjà » to closing', async () => {
    const id = newId()
    const message = contactMessage()
    expect((await backend.anon.from('contact_messages').insert({ ...message, id })).error).toBeNull()
    expect((await act(member.token, { action: 'reply', message: id })).body).toMatchObject({ outcome: 'done' })
    expect((await act(member.token, { action: 'reply', message: id })).body).toMatchObject({ outcome: 'already' })
    expect(await backend.query(`select replied_at is not null as replied from public.contact_messages where id = $1`, [id])).toEqual([{ replied: true }])
    // Closed in another tab (here, from the e-mail's link).
    const close = await signVisitAction({ message: id, action: 'close', expiresAt: new Date(Date.now() + 86_400_000) }, VISIT_ACTION_SECRET)
    const linked = await fetch(`${backend.url}/functions/v1/visit-action`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: close, action: 'close' }),
    })
    expect(await linked.json()).toMatchObject({ outcome: 'done' })
    expect((await act(member.token, { action: 'acknowledge', message: id })).body).toMatchObject({ outcome: 'refused', reason: 'closed' })
    expect((await act(member.token, { action: 'close', message: id })).body).toMatchObject({ outcome: 'already' })
    expect(await waitForEmails(inbox.url, 1, (e) => e.to.some((to) => to.address === message.email), { timeoutMs: 1_500, settleMs: 0 })).toEqual([])
    expect(await journalOf(id)).toEqual([
      { actor_id: member.id, actor_email: member.email, actor_role: 'workshop', action: 'request.reply', via: 'atelier' },
      { actor_id: null, actor_email: null, actor_role: 'email_link', action: 'request.close', via: 'email_link' },
    ])
  })

  /** The one e-mail the visitor gets when the workshop cancels: the notice's, with the calendar's cancellation. */
  const workshopCancellation = async (email: string, id: string) => {
    const sent = await waitForEmails(inbox.url, 1, () => true, { settleMs: 1_500 })
    expect(sent.map((e) => e.to.map((to) => to.address))).toEqual([[email]])
    expect(sent[0]!.subject).toMatch(/est annulée par l’atelier$/)
    const [ics] = calendarParts(await emailSource(inbox.url, sent[0]!.id))
    expect(ics).toMatch(/^METHOD:CANCEL\r?$/m)
    expect(ics).toContain(`UID:visite-${id}@www.maison-bologne.fr`)
    expect(sent[0]!.text).toContain('L’atelier doit malheureusement annuler votre visite')
  }
  const cancelRows = async (id: string) =>
    (await backend.query(
      `select actor_id::text, actor_email, actor_role, action, details - 'visit_date' - 'visit_time' as details from public.workshop_journal
        where request_id = $1 and action = 'request.cancel'`,
      [id],
    )) as Record<string, unknown>[]

  it('the workshop cancels a confirmed visit one way, from the Edge Function or the database function alike: one e-mail with the calendar’s cancellation, one journal row naming the member', async () => {
    const viaFunction = { email: `visiteur-${stamp()}@example.fr`, id: '' }
    const viaDatabase = { email: `visiteur-${stamp()}@example.fr`, id: '' }
    for (const visit of [viaFunction, viaDatabase]) {
      visit.id = await requestVisit(backend, takeSlot(), { email: visit.email, name: 'Claire Dubois' })
      expect((await act(member.token, { action: 'confirm', message: visit.id })).body).toMatchObject({ outcome: 'done' })
    }
    await waitForEmails(inbox.url, 2, () => true, { settleMs: 0 })
    await clearInbox(inbox.url)

    // The back office's Edge Function path...
    expect((await act(member.token, { action: 'cancel', message: viaFunction.id })).body).toMatchObject({
      outcome: 'done',
      status: 'cancelled',
      action: 'cancel',
    })
    await workshopCancellation(viaFunction.email, viaFunction.id)
    await clearInbox(inbox.url)
    // ... and the database function, called as the member.
    const client = backend.clientWithToken(member.token)
    const { data, error } = await client.rpc('atelier_cancel_visit', { message_id: viaDatabase.id, reason: null })
    expect(error).toBeNull()
    expect(data).toMatchObject({ outcome: 'done', status: 'cancelled' })
    await workshopCancellation(viaDatabase.email, viaDatabase.id)

    for (const { id } of [viaFunction, viaDatabase]) {
      expect(await visitStatus(id)).toBe('cancelled')
      expect(await cancelRows(id)).toEqual([
        { actor_id: member.id, actor_email: member.email, actor_role: 'workshop', action: 'request.cancel', details: { status: 'cancelled', via: 'atelier' } },
      ])
    }
    // Done already: neither way cancels twice, e-mails twice or journals twice.
    await clearInbox(inbox.url)
    expect((await act(member.token, { action: 'cancel', message: viaDatabase.id })).body).toMatchObject({ outcome: 'already' })
    expect((await client.rpc('atelier_cancel_visit', { message_id: viaFunction.id, reason: null })).data).toMatchObject({ outcome: 'already' })
    expect(await waitForEmails(inbox.url, 1, () => true, { timeoutMs: 1_500, settleMs: 0 })).toEqual([])
    for (const { id } of [viaFunction, viaDatabase]) expect(await cancelRows(id)).toHaveLength(1)
    // A signed-in non-member is refused by both.
    const other = await requestVisit(backend, takeSlot())
    expect(await act(stranger.token, { action: 'cancel', message: other })).toMatchObject({ status: 403, body: { reason: 'not_member' } })
    expect((await backend.clientWithToken(stranger.token).rpc('atelier_cancel_visit', { message_id: other, reason: null })).error?.code).toBe('42501')
  })

  it('refuses an unknown action, a malformed request id and an impossible slot before acting', async () => {
    const id = await requestVisit(backend, takeSlot())
    expect(await act(member.token, { action: 'accept', message: id })).toMatchObject({ status: 400, body: { reason: 'unknown_action' } })
    expect(await act(member.token, { action: 'close', message: 'abc' })).toMatchObject({ status: 400, body: { reason: 'malformed' } })
    expect(await act(member.token, { action: 'propose', message: id, day: '2027-02-30', time: '10:00' })).toMatchObject({
      status: 400,
      body: { reason: 'invalid_slot' },
    })
    expect(await visitStatus(id)).toBe('requested')
  })

  it('a member mints a signed URL for a request’s photo and reads it; a signed-in non-member and anon cannot', async () => {
    const photo = contactImageName('jpg')
    expect((await backend.anon.storage.from('contact_images').upload(photo, new Blob([TINY_JPEG], { type: 'image/jpeg' }))).error).toBeNull()
    const signed = await backend.clientWithToken(member.token).storage.from('contact_images').createSignedUrl(photo, 300)
    expect(signed.error).toBeNull()
    const response = await fetch(signed.data!.signedUrl)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TINY_JPEG)
    expect((await backend.clientWithToken(stranger.token).storage.from('contact_images').createSignedUrl(photo, 300)).data).toBeNull()
    expect((await backend.anon.storage.from('contact_images').createSignedUrl(photo, 300)).data).toBeNull()
    // Reading is all the policy gives: a member deletes a photo only by closing its request.
    expect((await backend.clientWithToken(member.token).storage.from('contact_images').remove([photo])).data).toEqual([])
  })
})
