// The e-mail to the customer at a step (supabase/schemas/request_step_emails.sql, the Edge Function
// send-step-email in the real Deno runtime over SMTP to a real inbox): a member moves a request and
// sends the step's text, which arrives with the reference, a tracking link the tracking page accepts
// and, for « Prête à retirer », the next days the opening calendar opens; the journal says the
// customer was e-mailed, and the number to call is the one the owner saved last. A stranger or a visitor cannot send; a request moved meanwhile is not
// e-mailed; a sending the SMTP server refuses is told as failed and journals nothing.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { frenchDay } from '../../lib/content/frenchDates'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { clearInbox, emailSource, rawHeader, waitForEmails, type InboxEmail } from './helpers/inbox'
import { changedContact, seededContact, withWorkshopContact } from './helpers/workshopContact'

const TYPED = 'Texte tapé par le visiteur : achetez chez nous http://exemple.invalid'
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** A port nothing listens on: an SMTP server that is down. */
const deadPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

interface People {
  member: { id: string; email: string; token: string }
  stranger: string
}

async function people(backend: TestBackend): Promise<People> {
  const owner = await createTestUser(backend, { email: `proprietaire-${stamp()}@example.fr` })
  expect((await backend.service.rpc('grant_workshop_role', { member_email: owner.user.email })).error).toBeNull()
  const other = await createTestUser(backend, { email: `inconnu-${stamp()}@example.fr` })
  return { member: { id: owner.user.id, email: owner.user.email!, token: owner.accessToken }, stranger: other.accessToken }
}

/** A request sent by the form; its id and reference. */
async function send(backend: TestBackend, email: string) {
  const id = newId()
  const row = {
    ...contactMessage({ id, email, name: 'Hélène Martin', subject: TYPED, message: TYPED }),
    tracking_secret: randomBytes(32).toString('base64url'),
  }
  expect((await backend.anon.from('contact_messages').insert(row)).error).toBeNull()
  const [found] = (await backend.query(`select reference from public.contact_messages where id = $1`, [id])) as { reference: string }[]
  return { id, reference: found!.reference }
}

/** POST to send-step-email as the back office does (supabase-js' functions.invoke): key and session. */
async function sendStep(backend: TestBackend, token: string | null, body: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/functions/v1/send-step-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: backend.publishableKey, Authorization: `Bearer ${token ?? backend.publishableKey}` },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function move(backend: TestBackend, id: string, ...statuses: string[]) {
  for (const status of statuses)
    expect(await backend.query(`select private.move_request_status($1, $2) ->> 'outcome' as outcome`, [id, status])).toEqual([{ outcome: 'done' }])
}

const stepJournal = (backend: TestBackend, id: string) =>
  backend.query(
    `select actor_id::text, action, details ->> 'status' as status from public.workshop_journal where request_id = $1 and action = 'request.step_email'`,
    [id],
  )
const emailTokens = async (backend: TestBackend, id: string) =>
  Number(
    (
      (await backend.query(`select count(*)::int as n from private.request_tracking_tokens where message_id = $1 and origin = 'email'`, [id]))[0] as {
        n: number
      }
    ).n,
  )

describe.each(SCHEMA_KINDS)('the step e-mails on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend
  let who: People

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort, siteUrl: 'https://www.maison-bologne.fr' } })
    who = await people(backend)
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })
  beforeEach(async () => {
    await clearInbox(inbox.url)
  })
  // The step's e-mails to `address`, not its receipt.
  const to = (address: string) => (email: InboxEmail) =>
    !email.subject.includes('est bien reçue') && email.to.some((recipient) => recipient.address === address)

  it('« Prête à retirer »: the member’s text, the reference, the next opening days by the calendar and a working link; journaled', async () => {
    // The first day the calendar opens from today in Paris (the database's today), closed by the owner:
    // the e-mail must leave it out and give the next ones.
    const open = (await backend.query(
      `select d::date::text as day, (select array_agg(to_char(r.opens_at, 'HH24:MI') order by r.opens_at) from private.opening_ranges_on(d::date) as r) as opens
         from generate_series((now() at time zone 'Europe/Paris')::date, (now() at time zone 'Europe/Paris')::date + 60, interval '1 day') as d
        where exists (select 1 from private.opening_ranges_on(d::date)) order by d limit 3`,
    )) as { day: string; opens: string[] }[]
    expect(open).toHaveLength(3)
    await backend.query(`insert into public.opening_exceptions (first_day, last_day, open, reason) values ($1, $1, false, 'Inventaire')`, [open[0]!.day])

    const address = `pret-${stamp()}@example.fr`
    const { id, reference } = await send(backend, address)
    const member = backend.clientWithToken(who.member.token)
    for (const status of ['in_workshop', 'ready'])
      expect((await member.rpc('atelier_move_request', { message_id: id, status })).data).toMatchObject({ outcome: 'done' })

    const text = 'Votre bague est prête, resserrée à la bonne taille.\n\nÀ très vite\u00a0!'
    expect(await sendStep(backend, who.member.token, { message: id, status: 'ready', text })).toEqual({ status: 200, body: { outcome: 'sent' } })
    const [mail, ...more] = await waitForEmails(inbox.url, 1, to(address))
    expect(more).toEqual([])
    expect(mail!.subject).toBe(`Votre demande ${reference}\u00a0: Prête à retirer — Maison Bologne`)
    expect(mail!.text).toContain('Bonjour Hélène Martin,')
    expect(mail!.text).toContain('Votre bague est prête, resserrée à la bonne taille.')
    expect(mail!.text).toContain('À très vite\u00a0!')
    expect(mail!.text).toContain(reference)
    // The year is written only for a day of another year than the sending's.
    const dayWords = (day: string) => `${frenchDay(day, { weekday: true, yearUnlessIn: new Date(`${day}T12:00:00Z`) })}( \\d{4})?`
    expect(mail!.text).not.toMatch(new RegExp(`^- ${dayWords(open[0]!.day)}\u00a0`, 'm'))
    for (const { day, opens } of open.slice(1)) {
      const hour = opens[0]!.replace(/^0?(\d+):(\d\d)$/, (_, h: string, m: string) => (m === '00' ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}`))
      expect(mail!.text).toMatch(new RegExp(`^- ${dayWords(day)}\u00a0: ${hour} – `, 'm'))
    }
    const secret = /\/suivi#([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1]
    expect(secret).toBeDefined()
    expect(mail!.html).toContain(`href="https://www.maison-bologne.fr/suivi#${secret}"`)
    const tracked = await backend.anon.rpc('request_tracking', { secret })
    expect(tracked.data).toMatchObject({ reference, statuses: [{ status: 'received' }, { status: 'in_workshop' }, { status: 'ready' }] })
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toContain('Texte tapé')
      expect(part).not.toContain('exemple.invalid')
    }
    expect(await stepJournal(backend, id)).toEqual([{ actor_id: who.member.id, action: 'request.step_email', status: 'ready' }])
  })

  it('another step carries no opening days', async () => {
    const address = `devis-${stamp()}@example.fr`
    const { id, reference } = await send(backend, address)
    await move(backend, id, 'quote_sent')
    const text = 'Votre devis vous attend sur votre page de suivi.'
    expect((await sendStep(backend, who.member.token, { message: id, status: 'quote_sent', text })).body).toEqual({ outcome: 'sent' })
    const [mail] = await waitForEmails(inbox.url, 1, to(address), { settleMs: 0 })
    expect(mail!.subject).toBe(`Votre demande ${reference}\u00a0: Devis envoyé — Maison Bologne`)
    expect(mail!.text).toContain(text)
    expect(mail!.text).not.toContain('ouvert les jours suivants')
  })

  it('gives the number and the address the owner saved last in « Fiche de l’atelier », at once, without a deploy', async () => {
    const address = `fiche-${stamp()}@example.fr`
    const { id } = await send(backend, address)
    await move(backend, id, 'examined')
    const text = 'Nous avons examiné votre montre.'
    const [mail] = await withWorkshopContact(backend, changedContact, async () => {
      expect((await sendStep(backend, who.member.token, { message: id, status: 'examined', text })).body).toEqual({ outcome: 'sent' })
      return waitForEmails(inbox.url, 1, to(address), { settleMs: 0 })
    })
    expect(mail!.text).toContain(`Appelez l’atelier au ${changedContact.phone}`)
    expect(mail!.html).toContain(`Appelez l’atelier au ${changedContact.phone}`)
    for (const part of [mail!.text, mail!.html]) expect(part).not.toContain(seededContact.phone)
    expect(rawHeader(await emailSource(inbox.url, mail!.id), 'Reply-To')).toBe(changedContact.email)
  })

  it('a stranger (403) and a visitor (401) cannot send; nothing leaves, nothing is minted or journaled', async () => {
    const address = `refus-${stamp()}@example.fr`
    const { id } = await send(backend, address)
    await move(backend, id, 'examined')
    // The receipt's own link, minted once its e-mail has gone.
    await waitForEmails(inbox.url, 1, (email) => email.subject.includes('est bien reçue') && email.to.some((recipient) => recipient.address === address), {
      settleMs: 0,
    })
    const minted = await emailTokens(backend, id)
    const body = { message: id, status: 'examined', text: 'Bonjour' }
    expect(await sendStep(backend, who.stranger, body)).toMatchObject({ status: 403, body: { reason: 'not_member' } })
    expect(await sendStep(backend, null, body)).toMatchObject({ status: 401, body: { reason: 'not_signed_in' } })
    expect(await sendStep(backend, 'not.a.token', body)).toMatchObject({ status: 401 })
    for (const token of [who.stranger, null]) {
      const client = token ? backend.clientWithToken(token) : backend.anon
      expect((await client.rpc('atelier_step_email', { message_id: id, status: 'examined' })).error).not.toBeNull()
      expect((await client.rpc('atelier_step_email_sent', { message_id: id, status: 'examined' })).error).not.toBeNull()
    }
    expect(await waitForEmails(inbox.url, 1, to(address), { timeoutMs: 2_000, settleMs: 0 })).toEqual([])
    expect(await emailTokens(backend, id)).toBe(minted)
    expect(await stepJournal(backend, id)).toEqual([])
  })

  it('a request at another step now, an empty text or a malformed call is refused, and nothing leaves', async () => {
    const address = `bouge-${stamp()}@example.fr`
    const { id } = await send(backend, address)
    await move(backend, id, 'examined', 'in_workshop')
    expect(await sendStep(backend, who.member.token, { message: id, status: 'examined', text: 'Examinée' })).toEqual({
      status: 200,
      body: { outcome: 'refused', reason: 'moved' },
    })
    expect(await sendStep(backend, who.member.token, { message: id, status: 'received', text: 'Reçue' })).toMatchObject({ body: { reason: 'not_a_step' } })
    expect(await sendStep(backend, who.member.token, { message: id, status: 'in_workshop', text: '  ' })).toMatchObject({
      status: 400,
      body: { reason: 'text' },
    })
    expect(await sendStep(backend, who.member.token, { message: 'pas-un-id', status: 'in_workshop', text: 'x' })).toMatchObject({ status: 400 })
    expect(await sendStep(backend, who.member.token, { message: newId(), status: 'in_workshop', text: 'x' })).toMatchObject({ body: { reason: 'no_message' } })
    expect(await waitForEmails(inbox.url, 1, to(address), { timeoutMs: 2_000, settleMs: 0 })).toEqual([])
    expect(await stepJournal(backend, id)).toEqual([])
  })
})

describe.each(SCHEMA_KINDS)('a step e-mail the SMTP server does not take, on %s', (kind) => {
  let backend: TestBackend

  beforeAll(async () => {
    backend = await startTestBackend(kind, { mail: { smtpHost: '127.0.0.1', smtpPort: await deadPort() } })
  })
  afterAll(async () => {
    await backend?.close()
  })

  it('is answered « failed » (502), not « sent », and journals nothing', async () => {
    const who = await people(backend)
    const { id } = await send(backend, `panne-${stamp()}@example.fr`)
    await move(backend, id, 'examined')
    expect(await sendStep(backend, who.member.token, { message: id, status: 'examined', text: 'Nous avons examiné votre demande.' })).toEqual({
      status: 502,
      body: { outcome: 'failed' },
    })
    expect(await stepJournal(backend, id)).toEqual([])
  })
})
