// The one-click actions of the workshop's e-mail and of the visitor's, end to end: the notification
// (Deno, SMTP to a real maildev inbox) carries signed links; the Edge Function visit-action describes
// on GET and acts on POST only, through SQL functions only the service role may call. The visitor's
// e-mails answer to the workshop's address as the owner last saved it, and their calendar files name it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { signVisitAction, type VisitAction } from '../../supabase/functions/_shared/request/visitActionToken'
import { refusals } from '../../features/request-tracking/visit-actions/texts'
import { VISIT_ACTION_SECRET } from '../../supabase/local/keys.mjs'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'
import { calendarParts, clearInbox, emailSource, rawHeader, waitForEmails, type InboxEmail } from './helpers/inbox'
import { changedContact, seededContact, withWorkshopContact } from './helpers/workshopContact'

const SITE = 'https://www.maison-bologne.fr'
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
/** « samedi 5 décembre », as a French reader says the day (the year only when it is not this one). */
const frenchDay = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(iso.slice(0, 4) === String(new Date().getUTCFullYear()) ? {} : { year: 'numeric' }),
  }).format(new Date(`${iso}T12:00:00Z`))

describe.each(SCHEMA_KINDS)('the visit actions on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend
  let freeSlots: { day: string; slot: string }[]

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort, siteUrl: SITE } })
    const { data, error } = await backend.anon.rpc('visit_availability', { from_date: day(3), to_date: day(25) })
    expect(error).toBeNull()
    freeSlots = (data as { day: string; slot: string; taken: boolean }[])
      .filter((row) => !row.taken)
      .map((row) => ({ day: row.day, slot: row.slot.slice(0, 5) }))
    expect(freeSlots.length).toBeGreaterThan(20)
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })
  beforeEach(async () => {
    await clearInbox(inbox.url)
  })

  const takeSlot = () => freeSlots.splice(Math.floor(freeSlots.length / 2), 1)[0]!
  const call = async (method: 'GET' | 'POST', token: string, body: Record<string, unknown> = {}) => {
    const response = await fetch(
      `${backend.url}/functions/v1/visit-action`,
      method === 'GET'
        ? { headers: { 'x-visit-action-token': token } }
        : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, ...body }) },
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const visitState = async (id: string) =>
    (
      await backend.query(
        `select status, visit_date::text as day, to_char(visit_time, 'HH24:MI') as time, sequence from private.visit_appointments where message_id = $1`,
        [id],
      )
    )[0] as {
      status: string
      day: string
      time: string | null
      sequence: number
    }
  const sign = (message: string, action: VisitAction, expiresAt = new Date(Date.now() + 86_400_000), secret = VISIT_ACTION_SECRET) =>
    signVisitAction({ message, action, expiresAt }, secret)
  /** The links of an e-mail's text part, by the label before them. */
  const links = (email: InboxEmail): Record<string, string> =>
    Object.fromEntries([...email.text.matchAll(/^(.+?)\u00a0: (https?:\/\/\S+)$/gm)].map((match) => [match[1]!, match[2]!]))
  const tokenOf = (link: string) => decodeURIComponent(new URL(link).hash.slice(1))

  /** A message with a visit request, and the workshop's e-mail about it. */
  async function requestVisit(slot: { day: string; slot: string | null }, overrides: Parameters<typeof contactMessage>[0] = {}) {
    const id = newId()
    const message = contactMessage({ id, message: `Visite ${id}`, ...overrides })
    const { error } = await backend.anon.from('contact_messages').insert({ ...message, visit_date: slot.day, visit_time: slot.slot })
    expect(error).toBeNull()
    const [email] = await waitForEmails(inbox.url, 1, (e) => e.text.includes(`Visite ${id}`), { settleMs: 0 })
    expect(email, 'the workshop’s e-mail').toBeDefined()
    return { id, message, email: email!, links: links(email!) }
  }

  it('names the requested slot in the workshop’s e-mail and carries the four actions, each a link to the site’s action page', async () => {
    const slot = takeSlot()
    const { email, links: found } = await requestVisit(slot)
    const hour = slot.slot.endsWith(':00') ? `${Number(slot.slot.slice(0, 2))}\u00a0h` : `${Number(slot.slot.slice(0, 2))}\u00a0h\u00a0${slot.slot.slice(3)}`
    const words = `Rendez-vous demandé\u00a0: ${frenchDay(slot.day)} à ${hour}`
    expect(email.subject).toContain(words)
    expect(email.text).toContain(`${frenchDay(slot.day)} à ${hour}`)
    expect(Object.keys(found)).toEqual(['Confirmer le rendez-vous', 'Proposer un autre créneau', 'Accuser réception', 'Demande traitée — clore'])
    for (const link of Object.values(found)) expect(link.startsWith(`${SITE}/suivi-demande#`)).toBe(true)
    for (const label of Object.keys(found)) expect(email.html).toContain(`>${label}</a>`)

    const anyTime = await requestVisit({ day: slot.day, slot: null })
    expect(anyTime.email.subject).toContain(`Rendez-vous demandé\u00a0: ${frenchDay(slot.day)}, peu importe l’heure`)
  })

  it('describes on GET and changes nothing; refuses expired, forged and other-secret tokens and a token of another action', async () => {
    const slot = takeSlot()
    const { id, links: found } = await requestVisit(slot)
    const confirm = tokenOf(found['Confirmer le rendez-vous']!)
    await clearInbox(inbox.url)
    for (let i = 0; i < 3; i++) {
      const { status, body } = await call('GET', confirm)
      expect(status).toBe(200)
      expect(body).toMatchObject({ action: 'confirm', status: 'requested', requested: { day: slot.day, time: slot.slot }, name: 'Claire Dubois' })
    }
    expect(await visitState(id)).toMatchObject({ status: 'requested', sequence: 0 })
    expect(await waitForEmails(inbox.url, 1, () => true, { timeoutMs: 1_500, settleMs: 0 })).toEqual([])
    // The token travels in a header, never in a URL (which server logs keep): in the query it is not read.
    const inQuery = await fetch(`${backend.url}/functions/v1/visit-action?token=${encodeURIComponent(confirm)}`)
    expect({ status: inQuery.status, body: await inQuery.json() }).toEqual({ status: 400, body: { outcome: 'refused', reason: 'malformed' } })
    // A browser may send it: the preflight allows the header.
    const preflight = await fetch(`${backend.url}/functions/v1/visit-action`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.example.fr', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-visit-action-token' },
    })
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/(^|, *)x-visit-action-token(,|$)/)

    expect(await call('POST', await sign(id, 'confirm', new Date(Date.now() - 1000)))).toMatchObject({ status: 410, body: { reason: 'expired' } })
    expect(await call('GET', await sign(id, 'confirm', new Date(Date.now() - 1000)))).toMatchObject({ status: 410 })
    expect(await call('POST', await sign(id, 'confirm', undefined, 'another-secret-of-the-same-length-or-not'))).toMatchObject({
      status: 401,
      body: { reason: 'forged' },
    })
    // The same signature on a payload naming another message.
    const [payload, signature] = confirm.split('.')
    const other = newId()
    const edited = Buffer.from(Buffer.from(payload!, 'base64url').toString().replace(id, other)).toString('base64url')
    expect(await call('POST', `${edited}.${signature}`)).toMatchObject({ status: 401, body: { reason: 'forged' } })
    // A token of another request acts on that request only; a token of another action is refused.
    expect((await call('POST', await sign(other, 'confirm'))).body).toMatchObject({ outcome: 'refused', reason: 'no_message' })
    expect(await call('POST', tokenOf(found['Accuser réception']!), { action: 'confirm' })).toMatchObject({ status: 403, body: { reason: 'wrong_action' } })
    expect(await visitState(id)).toMatchObject({ status: 'requested', sequence: 0 })
    const [row] = await backend.query('select acknowledged_at, closed_at from public.contact_messages where id = $1', [id])
    expect(row).toEqual({ acknowledged_at: null, closed_at: null })
  })

  it('confirms on POST, e-mails the visitor once with the visit’s calendar file, and says « already » the second time', async () => {
    const slot = takeSlot()
    const { id, message, links: found } = await requestVisit(slot)
    const confirm = tokenOf(found['Confirmer le rendez-vous']!)
    await clearInbox(inbox.url)
    expect((await call('POST', confirm)).body).toMatchObject({
      outcome: 'done',
      status: 'confirmed',
      visit_date: slot.day,
      visit_time: slot.slot,
      mailed: true,
    })
    expect(await visitState(id)).toMatchObject({ status: 'confirmed', day: slot.day, time: slot.slot, sequence: 1 })
    expect((await call('POST', confirm)).body).toMatchObject({ outcome: 'already', status: 'confirmed' })
    const sent = await waitForEmails(inbox.url, 1, () => true, { settleMs: 2_000 })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to.map((to) => to.address)).toEqual([message.email])
    expect(sent[0]!.text).toContain('12 rue Jean Bologne, 75016 Paris')
    const source = await emailSource(inbox.url, sent[0]!.id)
    expect(source).toMatch(/Content-Type: text\/calendar/i)
    expect(Object.keys(links(sent[0]!))).toEqual(['Annuler ma visite'])
  })

  it('has the visitor answer to, and the calendar file name, the address the owner saved last, without a deploy', async () => {
    const { message, links: found } = await requestVisit(takeSlot())
    await clearInbox(inbox.url)
    const [sent] = await withWorkshopContact(backend, changedContact, async () => {
      expect((await call('POST', tokenOf(found['Confirmer le rendez-vous']!))).body).toMatchObject({ outcome: 'done', mailed: true })
      return waitForEmails(inbox.url, 1, (email) => email.to.some((to) => to.address === message.email), { settleMs: 0 })
    })
    const source = await emailSource(inbox.url, sent!.id)
    expect(rawHeader(source, 'Reply-To')).toBe(changedContact.email)
    const [calendar] = calendarParts(source)
    expect(calendar?.split(/\r?\n/).find((line) => line.startsWith('ORGANIZER'))).toMatch(new RegExp(`:mailto:${changedContact.email.replaceAll('.', '\\.')}$`))
    expect(calendar).not.toContain(seededContact.email)
  })

  it('confirms a visit asked for « peu importe l’heure » at the time the workshop picks, among the free slots of that day', async () => {
    const slot = takeSlot()
    const { id, links: found } = await requestVisit({ day: slot.day, slot: null })
    const confirm = tokenOf(found['Confirmer le rendez-vous']!)
    const { body } = await call('GET', confirm)
    expect(body.freeSlots).toContain(`${slot.day} ${slot.slot}`)
    expect((await call('POST', confirm)).body).toMatchObject({ outcome: 'refused', reason: 'visit_time_missing' })
    expect((await call('POST', confirm, { day: slot.day, time: slot.slot })).body).toMatchObject({
      outcome: 'done',
      status: 'confirmed',
      visit_time: slot.slot,
    })
    expect(await visitState(id)).toMatchObject({ status: 'confirmed', day: slot.day, time: slot.slot })
  })

  it('refuses a confirmation beyond the slot’s capacity, and the slot is no longer offered once full', async () => {
    const slot = takeSlot()
    const first = await requestVisit(slot)
    const second = await requestVisit(slot)
    expect((await call('POST', tokenOf(first.links['Confirmer le rendez-vous']!))).body).toMatchObject({ outcome: 'done' })
    expect((await call('POST', tokenOf(second.links['Confirmer le rendez-vous']!))).body).toMatchObject({ outcome: 'refused', reason: 'visit_slot_full' })
    expect(await visitState(second.id)).toMatchObject({ status: 'requested' })
    const { data } = await backend.anon.rpc('visit_availability', { from_date: slot.day, to_date: slot.day })
    expect((data as { slot: string; taken: boolean }[]).find((row) => row.slot.startsWith(slot.slot))?.taken).toBe(true)
    // The database itself refuses it, whoever asks.
    await expect(
      backend.query(`update private.visit_appointments set status = 'confirmed', decided_at = now() where message_id = $1`, [second.id]),
    ).rejects.toMatchObject({
      code: '23514',
    })
  })

  it('proposes another slot, the visitor accepts it in one click, then cancels: the slot is offered again and the workshop told', async () => {
    const asked = takeSlot()
    const offered = takeSlot()
    const { id, message, links: found } = await requestVisit(asked)
    await clearInbox(inbox.url)
    const propose = tokenOf(found['Proposer un autre créneau']!)
    expect((await call('GET', propose)).body.freeSlots).toContain(`${offered.day} ${offered.slot}`)
    expect((await call('POST', propose, { day: offered.day, time: offered.slot })).body).toMatchObject({ outcome: 'done', status: 'proposed', mailed: true })
    const [proposal] = await waitForEmails(inbox.url, 1, (e) => e.to.some((to) => to.address === message.email), { settleMs: 0 })
    const accept = tokenOf(links(proposal!)['Accepter ce créneau']!)
    expect((await call('GET', accept)).body).toMatchObject({ action: 'accept', status: 'proposed', slot: { day: offered.day, time: offered.slot } })
    expect(await visitState(id)).toMatchObject({ status: 'proposed' })
    expect((await call('POST', accept)).body).toMatchObject({ outcome: 'done', status: 'confirmed', visit_date: offered.day, visit_time: offered.slot })
    expect((await call('POST', accept)).body).toMatchObject({ outcome: 'already' })

    const [confirmation] = await waitForEmails(inbox.url, 2, (e) => e.to.some((to) => to.address === message.email), { settleMs: 0 }).then((all) =>
      all.filter((e) => links(e)['Annuler ma visite']),
    )
    const sequenceIn = (source: string) => Number(/^SEQUENCE:(\d+)/m.exec(source)?.[1])
    const confirmedSequence = sequenceIn(await emailSource(inbox.url, confirmation!.id))
    await clearInbox(inbox.url)
    const cancel = tokenOf(links(confirmation!)['Annuler ma visite']!)
    // The owner has just changed the address in « Fiche de l'atelier »: the workshop is told there.
    const told = await withWorkshopContact(backend, changedContact, async () => {
      expect((await call('POST', cancel)).body).toMatchObject({ outcome: 'done', status: 'cancelled', mailed: true })
      expect((await call('POST', cancel)).body).toMatchObject({ outcome: 'already' })
      return waitForEmails(inbox.url, 2)
    })
    expect(await visitState(id)).toMatchObject({ status: 'cancelled' })
    expect(told.map((e) => e.to[0]!.address).sort()).toEqual([changedContact.email, message.email].sort())
    const visitorCopy = told.find((e) => e.to[0]!.address === message.email)!
    const cancellation = await emailSource(inbox.url, visitorCopy.id)
    expect(cancellation).toMatch(/METHOD:CANCEL/)
    // The cancellation replaces the confirmed event in the visitor's calendar: same UID, a higher SEQUENCE, the one the feed gives.
    expect(sequenceIn(cancellation)).toBeGreaterThan(confirmedSequence)
    expect((await visitState(id)).sequence).toBe(sequenceIn(cancellation))
    const { data } = await backend.anon.rpc('visit_availability', { from_date: offered.day, to_date: offered.day })
    expect((data as { slot: string; taken: boolean }[]).find((row) => row.slot.startsWith(offered.slot))?.taken).toBe(false)
  })

  it('tells the workshop when the visitor accepts a proposed time, once, at the address the owner saved, « Répondre » writing to the visitor', async () => {
    const offered = takeSlot()
    const { id, message, links: found } = await requestVisit(takeSlot(), { name: 'Hélène Martin' })
    await clearInbox(inbox.url)
    expect((await call('POST', tokenOf(found['Proposer un autre créneau']!), { day: offered.day, time: offered.slot })).body).toMatchObject({ outcome: 'done' })
    const [proposal] = await waitForEmails(inbox.url, 1, (e) => e.to.some((to) => to.address === message.email), { settleMs: 0 })
    const accept = tokenOf(links(proposal!)['Accepter ce créneau']!)
    const toWorkshop = await withWorkshopContact(backend, changedContact, async () => {
      expect((await call('POST', accept)).body).toMatchObject({ outcome: 'done', status: 'confirmed', mailed: true })
      expect((await call('POST', accept)).body).toMatchObject({ outcome: 'already' })
      return waitForEmails(inbox.url, 1, (e) => !e.to.some((to) => to.address === message.email), { timeoutMs: 15_000, settleMs: 2_000 })
    })
    expect(toWorkshop).toHaveLength(1)
    expect(toWorkshop[0]!.to.map((to) => to.address)).toEqual([changedContact.email])
    expect(changedContact.email).not.toBe(seededContact.email)
    const hour = offered.slot.endsWith(':00')
      ? `${Number(offered.slot.slice(0, 2))}\u00a0h`
      : `${Number(offered.slot.slice(0, 2))}\u00a0h\u00a0${offered.slot.slice(3)}`
    expect(toWorkshop[0]!.subject).toBe(`Visite acceptée par Hélène Martin\u00a0: ${frenchDay(offered.day)} à ${hour}`)
    expect(toWorkshop[0]!.text).toContain(`Hélène Martin (${message.email}) a accepté le créneau proposé`)
    expect(toWorkshop[0]!.text).toContain(`Référence\u00a0: ${id}`)
    expect(rawHeader(await emailSource(inbox.url, toWorkshop[0]!.id), 'Reply-To')).toContain(message.email)
  })

  it('a proposal cannot be accepted once the workshop has closed the request: refused as closed, and no visit confirmed', async () => {
    const offered = takeSlot()
    const { id, message, links: found } = await requestVisit(takeSlot())
    await clearInbox(inbox.url)
    expect((await call('POST', tokenOf(found['Proposer un autre créneau']!), { day: offered.day, time: offered.slot })).body).toMatchObject({ outcome: 'done' })
    const [proposal] = await waitForEmails(inbox.url, 1, (e) => e.to.some((to) => to.address === message.email), { settleMs: 0 })
    expect((await call('POST', tokenOf(found['Demande traitée — clore']!))).body).toMatchObject({ outcome: 'done' })
    expect((await call('POST', tokenOf(links(proposal!)['Accepter ce créneau']!))).body).toMatchObject({ outcome: 'refused', reason: 'closed' })
    expect(await visitState(id)).toMatchObject({ status: 'proposed' })
  })

  it('refuses an impossible day or time with 400 and a reason the page words in French, and changes nothing', async () => {
    const { id, links: found } = await requestVisit(takeSlot())
    const propose = tokenOf(found['Proposer un autre créneau']!)
    const { day, slot } = takeSlot()
    for (const [badDay, badTime] of [
      ['2026-13-45', slot],
      ['2027-02-30', '10:00'],
      [day, '25:61'],
      [day, 1030],
    ] as const) {
      const { status, body } = await call('POST', propose, { day: badDay, time: badTime })
      expect({ status, body }, `${badDay} ${badTime}`).toEqual({ status: 400, body: { outcome: 'refused', reason: 'invalid_slot' } })
    }
    expect(refusals.invalid_slot).toMatch(/^Ce jour ou cette heure n’existe pas/)
    expect(await visitState(id)).toMatchObject({ status: 'requested' })
  })

  it('gives each proposal an e-mail of its own: A, then B, then A again have three Message-IDs, each valid under RFC 5322', async () => {
    const [a, b] = [takeSlot(), takeSlot()]
    const { message, links: found } = await requestVisit(takeSlot())
    await clearInbox(inbox.url)
    const propose = tokenOf(found['Proposer un autre créneau']!)
    for (const [count, slot] of [a, b, a].entries()) {
      expect((await call('POST', propose, { day: slot.day, time: slot.slot })).body).toMatchObject({ outcome: 'done', mailed: true })
      await waitForEmails(inbox.url, count + 1, (e) => e.to.some((to) => to.address === message.email), { settleMs: 0 })
    }
    const proposals = await waitForEmails(inbox.url, 3, (e) => e.to.some((to) => to.address === message.email), { settleMs: 0 })
    const ids = await Promise.all(proposals.map(async (e) => /^Message-ID:\s*(\S+)/im.exec(await emailSource(inbox.url, e.id))?.[1]))
    // dot-atom-text on the left, then a domain: no ':' (RFC 5322, section 3.6.4).
    for (const messageId of ids) expect(messageId).toMatch(/^<[\w!#$%&'*+/=?^`{|}~-]+(\.[\w!#$%&'*+/=?^`{|}~-]+)*@[\w.-]+>$/)
    expect(new Set(ids).size).toBe(3)
  })

  it('« clore » closes the request and deletes its photo from Storage; a second press changes nothing', async () => {
    const photo = contactImageName('jpg')
    expect((await backend.anon.storage.from('contact_images').upload(photo, new Blob([TINY_JPEG], { type: 'image/jpeg' }))).error).toBeNull()
    const { id, links: found } = await requestVisit(takeSlot(), { file_url: photo })
    const close = tokenOf(found['Demande traitée — clore']!)
    expect((await call('GET', close)).body).toMatchObject({ action: 'close', closed: false, hasPhoto: true })
    expect((await backend.service.storage.from('contact_images').list('', { search: photo })).data?.map((o) => o.name)).toEqual([photo])
    expect((await call('POST', close)).body).toMatchObject({ outcome: 'done', photoDeleted: true })
    expect((await backend.service.storage.from('contact_images').list('', { search: photo })).data).toEqual([])
    expect((await call('POST', close)).body).toMatchObject({ outcome: 'already' })
    const [row] = await backend.query('select closed_at is not null as closed, file_url from public.contact_messages where id = $1', [id])
    expect(row).toEqual({ closed: true, file_url: null })
    expect((await call('POST', tokenOf(found['Confirmer le rendez-vous']!))).body).toMatchObject({ outcome: 'refused', reason: 'closed' })
  })

  it('« accuser réception » e-mails the visitor once, saying only that the message was read and the visit not yet confirmed', async () => {
    const { message, links: found } = await requestVisit(takeSlot())
    await clearInbox(inbox.url)
    const acknowledge = tokenOf(found['Accuser réception']!)
    expect((await call('POST', acknowledge)).body).toMatchObject({ outcome: 'done', mailed: true })
    expect((await call('POST', acknowledge)).body).toMatchObject({ outcome: 'already' })
    const sent = await waitForEmails(inbox.url, 1, () => true, { settleMs: 2_000 })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to[0]!.address).toBe(message.email)
    expect(sent[0]!.text).toContain('n’est pas encore confirmée')
  })

  it('leaves the state-changing functions to the service role', async () => {
    for (const name of [
      'confirm_visit',
      'propose_visit',
      'accept_visit',
      'cancel_visit',
      'acknowledge_contact_message',
      'close_contact_message',
      'visit_action_subject',
    ]) {
      const { error } = await backend.anon.rpc(name, { message_id: newId() })
      expect(error, name).not.toBeNull()
    }
  })
})
