// The customer's receipt on arrival (supabase/functions/_shared/request/): the insert, notify-workshop
// in the real Deno runtime, SMTP to a real inbox. It carries the reference and a tracking link of its
// own, nothing the visitor typed but their name, and goes at most once per address in 10 minutes. The
// number to call and the address a reply goes to are the owner's as last saved in the back office.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { clearInbox, emailSource, rawHeader, waitForEmails } from './helpers/inbox'
import { changedContact, seededContact, withWorkshopContact } from './helpers/workshopContact'

const TYPED = 'Texte tapé par le visiteur : achetez chez nous http://exemple.invalid'

describe.each(SCHEMA_KINDS)('the receipt e-mail on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort } })
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })
  beforeEach(async () => {
    await clearInbox(inbox.url)
  })

  const send = async (email: string, withSecret = true) => {
    const id = newId()
    const row = {
      ...contactMessage({ id, email, name: 'Hélène Martin', subject: TYPED, message: TYPED }),
      ...(withSecret ? { tracking_secret: randomBytes(32).toString('base64url') } : {}),
    }
    const { error } = await backend.anon.from('contact_messages').insert(row)
    expect(error).toBeNull()
    return id
  }
  const referenceOf = async (id: string) =>
    ((await backend.query(`select reference from public.contact_messages where id = $1`, [id]))[0] as { reference: string }).reference
  const to = (address: string) => (email: { to: { address: string }[] }) => email.to.some((recipient) => recipient.address === address)

  it('sends the visitor the reference and a tracking link of its own, with their name and nothing they typed', async () => {
    const address = `recu-${Date.now()}@example.fr`
    const id = await send(address)
    const [receipt] = await waitForEmails(inbox.url, 1, to(address))
    const reference = await referenceOf(id)
    expect(receipt?.subject).toBe(`Votre demande ${reference} est bien reçue — Maison Bologne`)
    expect(receipt?.text).toContain('Bonjour Hélène Martin,')
    expect(receipt?.text).toContain(`Sa référence\u00a0: ${reference}.`)
    for (const part of [receipt!.text, receipt!.html, receipt!.subject]) {
      expect(part).not.toContain('Texte tapé')
      expect(part).not.toContain('exemple.invalid')
    }
    const secret = /\/suivi#([A-Za-z0-9_-]{43})/.exec(receipt!.text)?.[1]
    expect(secret).toBeDefined()
    expect(receipt?.html).toContain(`/suivi#${secret}`)
    expect((await backend.anon.rpc('request_tracking', { secret })).data).toMatchObject({ reference, statuses: [{ status: 'received' }] })
    expect(rawHeader(await emailSource(inbox.url, receipt!.id), 'Message-ID')).toMatch(new RegExp(`^<receipt-${id}@[a-z0-9.-]+>$`))
    // The workshop's e-mail went too, on its own.
    expect(await waitForEmails(inbox.url, 2)).toHaveLength(2)
  })

  it('gives the number and the address the owner saved last, at once, without a deploy; the sender stays the SMTP setting', async () => {
    const address = `fiche-${Date.now()}@example.fr`
    const [receipt] = await withWorkshopContact(backend, changedContact, async () => {
      await send(address)
      return waitForEmails(inbox.url, 1, to(address))
    })
    expect(receipt?.text).toContain(`si vous nous appelez au ${changedContact.phone}.`)
    expect(receipt?.html).toContain(`si vous nous appelez au ${changedContact.phone}.`)
    for (const part of [receipt!.text, receipt!.html]) expect(part).not.toContain(seededContact.phone)
    const source = await emailSource(inbox.url, receipt!.id)
    expect(rawHeader(source, 'Reply-To')).toBe(changedContact.email)
    expect(receipt?.from.map((from) => from.address)).toEqual([seededContact.email])
  })

  it('gives lib/owner.ts’s number and address when the row cannot be read', async () => {
    const address = `sans-fiche-${Date.now()}@example.fr`
    const [receipt] = await withWorkshopContact(backend, null, async () => {
      await send(address)
      return waitForEmails(inbox.url, 1, to(address))
    })
    expect(receipt?.text).toContain(`si vous nous appelez au ${seededContact.phone}.`)
    expect(rawHeader(await emailSource(inbox.url, receipt!.id), 'Reply-To')).toBe(seededContact.email)
  })

  it('mails one address at most once in 10 minutes: a second request is tracked, not mailed', async () => {
    const address = `deux-${Date.now()}@example.fr`
    await send(address)
    expect(await waitForEmails(inbox.url, 1, to(address))).toHaveLength(1)
    const second = await send(address.toUpperCase())
    // The workshop hears of both.
    expect(await waitForEmails(inbox.url, 4, undefined, { timeoutMs: 8_000 })).toHaveLength(3)
    expect(await waitForEmails(inbox.url, 2, to(address), { timeoutMs: 2_000, settleMs: 0 })).toHaveLength(1)
    expect(await backend.query(`select outcome from private.request_receipts where message_id = $1`, [second])).toEqual([{ outcome: 'skipped' }])
    // Past the window, the next one goes.
    const third = await send(address)
    await waitForEmails(inbox.url, 5, undefined, { timeoutMs: 8_000 })
    await backend.query(`delete from private.request_receipts where message_id = $1`, [third])
    const later = await backend.query(`select public.claim_request_receipt($1, now() + interval '11 minutes') as claim`, [third])
    expect((later[0] as { claim: { outcome: string } }).claim.outcome).toBe('send')
  })

  it('sends none for a row written without the form’s secret (a script), and never to anyone but the service role', async () => {
    const address = `script-${Date.now()}@example.fr`
    const id = await send(address, false)
    await waitForEmails(inbox.url, 1)
    expect(await waitForEmails(inbox.url, 1, to(address), { timeoutMs: 2_000, settleMs: 0 })).toEqual([])
    expect((await backend.service.rpc('claim_request_receipt', { message_id: id })).data).toEqual({ outcome: 'none' })
    expect((await backend.anon.rpc('claim_request_receipt', { message_id: id })).error?.code).toBe('42501')
  })
})
