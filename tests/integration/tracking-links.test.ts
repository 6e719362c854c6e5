// « Suivre ma demande » (supabase/schemas/request_tracking_links.sql): an address asked for, the e-mail
// sent by send-tracking-links in the real Deno runtime over SMTP to a real inbox, with a fresh link
// per open request that the tracking page's call accepts. The same answer for an unknown address,
// and no e-mail; one e-mail per address in 10 minutes; 10 asks per client in 15 minutes. The number
// to call and the address a reply goes to are the owner's as last saved in the back office.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, newClientAddress, startTestBackend, supabaseClient, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { clearInbox, emailSource, rawHeader, waitForEmails, type InboxEmail } from './helpers/inbox'
import { changedContact, seededContact, withWorkshopContact } from './helpers/workshopContact'

const TYPED = 'Texte tapé par le visiteur : achetez chez nous http://exemple.invalid'
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

describe.each(SCHEMA_KINDS)('« Suivre ma demande » on %s', (kind) => {
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

  /** A request sent by the form from `email`; its reference. */
  const send = async (email: string, service = 'horlogerie') => {
    const id = newId()
    const row = {
      ...contactMessage({ id, email, service, name: 'Hélène Martin', subject: TYPED, message: TYPED }),
      tracking_secret: randomBytes(32).toString('base64url'),
    }
    expect((await backend.anon.from('contact_messages').insert(row)).error).toBeNull()
    const [found] = (await backend.query(`select reference from public.contact_messages where id = $1`, [id])) as { reference: string }[]
    return { id, reference: found!.reference }
  }
  /** Each ask from a new client address, unless one is given. */
  const ask = (email: string, client: string | 'each' = 'each') =>
    supabaseClient(backend.url, backend.publishableKey, undefined, client).rpc('ask_tracking_links', { email })
  const trackingMail = (address: string) => (email: InboxEmail) =>
    email.subject.startsWith('Le suivi de') && email.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase())
  const settled = async () => {
    // The pg_net request and the function's e-mail, if any, have had the time to go.
    await waitForEmails(inbox.url, 1_000, undefined, { timeoutMs: 3_000, settleMs: 0 })
  }

  it('mails a known address one link per open request, which the tracking page accepts, and nothing it typed', async () => {
    const address = `suivi-${stamp()}@example.fr`
    const older = await send(address, 'création')
    const newer = await send(address.toUpperCase(), 'horlogerie')
    const closed = await send(address)
    expect(await backend.query(`select private.move_request_status($1, 'cancelled') as moved`, [closed.id])).toMatchObject([{ moved: { outcome: 'done' } }])

    const answer = await ask(` ${address} `)
    expect(answer.error).toBeNull()
    const [mail, ...more] = await waitForEmails(inbox.url, 1, trackingMail(address))
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Le suivi de vos demandes — Maison Bologne')
    const listed = [...mail!.text.matchAll(/^(MB-\d{2}-\d{4,}) — (.+), envoyée le .+\n\S+\/suivi#([A-Za-z0-9_-]{43})$/gm)].map(
      ([, reference, service, secret]) => ({
        reference,
        service,
        secret,
      }),
    )
    expect(listed.map(({ reference, service }) => ({ reference, service }))).toEqual([
      { reference: newer.reference, service: 'Horlogerie' },
      { reference: older.reference, service: 'Création' },
    ])
    for (const { reference, secret } of listed) {
      expect(mail!.html).toContain(`/suivi#${secret}`)
      expect((await backend.anon.rpc('request_tracking', { secret })).data).toMatchObject({ reference, statuses: [{ status: 'received' }] })
    }
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toContain(closed.reference)
      expect(part).not.toContain('Texte tapé')
      expect(part).not.toContain('Hélène')
      expect(part).not.toContain('exemple.invalid')
    }
    // Only a hash of the address is kept.
    const rows = await backend.query(`select address_hash, message_ids from private.tracking_link_asks where $1 = any (message_ids)`, [newer.id])
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(address)
  })

  it('gives the number and the address the owner saved last in « Fiche de l’atelier », at once, without a deploy', async () => {
    const address = `fiche-${stamp()}@example.fr`
    await send(address)
    const [mail] = await withWorkshopContact(backend, changedContact, async () => {
      expect((await ask(address)).error).toBeNull()
      return waitForEmails(inbox.url, 1, trackingMail(address), { settleMs: 0 })
    })
    expect(mail!.text).toContain(`Appelez l’atelier au ${changedContact.phone}`)
    expect(mail!.html).toContain(`Appelez l’atelier au ${changedContact.phone}`)
    for (const part of [mail!.text, mail!.html]) expect(part).not.toContain(seededContact.phone)
    expect(rawHeader(await emailSource(inbox.url, mail!.id), 'Reply-To')).toBe(changedContact.email)
  })

  it('answers an unknown address exactly as a known one, and mails it nothing', async () => {
    const known = `connue-${stamp()}@example.fr`
    await send(known)
    const unknown = `inconnue-${stamp()}@example.fr`
    const [forKnown, forUnknown] = [await ask(known), await ask(unknown)]
    expect({ status: forUnknown.status, data: forUnknown.data, error: forUnknown.error }).toEqual({
      status: forKnown.status,
      data: forKnown.data,
      error: forKnown.error,
    })
    expect(await waitForEmails(inbox.url, 1, trackingMail(known))).toHaveLength(1)
    await settled()
    expect((await waitForEmails(inbox.url, 1, trackingMail(unknown), { timeoutMs: 0, settleMs: 0 })).length).toBe(0)
    for (const malformed of ['', 'pas-une-adresse', 'x'.repeat(300)]) expect((await ask(malformed)).status).toBe(forKnown.status)
  })

  it('lists no closed request: an address whose requests are all closed gets nothing', async () => {
    const address = `close-${stamp()}@example.fr`
    const handedOver = await send(address)
    for (const status of ['in_workshop', 'ready', 'handed_over'])
      expect(await backend.query(`select private.move_request_status($1, $2) ->> 'outcome' as outcome`, [handedOver.id, status])).toEqual([{ outcome: 'done' }])
    expect((await ask(address)).error).toBeNull()
    await settled()
    expect((await waitForEmails(inbox.url, 1, trackingMail(address), { timeoutMs: 0, settleMs: 0 })).length).toBe(0)
  })

  it('mails one address once in 10 minutes, whoever asks', async () => {
    const address = `deux-${stamp()}@example.fr`
    await send(address)
    expect((await ask(address)).error).toBeNull()
    expect(await waitForEmails(inbox.url, 1, trackingMail(address))).toHaveLength(1)
    expect((await ask(address.toUpperCase())).error).toBeNull()
    await settled()
    expect(await waitForEmails(inbox.url, 2, trackingMail(address), { timeoutMs: 0, settleMs: 0 })).toHaveLength(1)
    // Past the window, the next ask is mailed.
    await backend.query(`update private.tracking_link_asks set asked_at = asked_at - interval '11 minutes' where asked_at > now() - interval '10 minutes'`)
    expect((await ask(address)).error).toBeNull()
    expect(await waitForEmails(inbox.url, 2, trackingMail(address))).toHaveLength(2)
  })

  it('answers 429 to a client past 10 asks in 15 minutes, whatever the address, and not to another client', async () => {
    const client = newClientAddress()
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await ask(`essai-${attempt}-${stamp()}@example.fr`, client)).error).toBeNull()
    const address = `limite-${stamp()}@example.fr`
    await send(address)
    const refused = await ask(address, client)
    expect(refused.status).toBe(429)
    expect((await ask(address)).error).toBeNull()
    expect(await waitForEmails(inbox.url, 1, trackingMail(address))).toHaveLength(1)
  })

  it('lets only the service role claim or release an ask, and the purge removes asks past an hour', async () => {
    for (const name of ['claim_tracking_links', 'release_tracking_links']) expect((await backend.anon.rpc(name, { ask_id: 1 })).error?.code).toBe('42501')
    const address = `purge-${stamp()}@example.fr`
    const { id } = await send(address)
    expect((await ask(address)).error).toBeNull()
    await waitForEmails(inbox.url, 1, trackingMail(address))
    await backend.query(`update private.tracking_link_asks set asked_at = now() - interval '61 minutes' where $1 = any (message_ids)`, [id])
    await backend.query(`select private.purge_contact_sends()`)
    expect(await backend.query(`select 1 from private.tracking_link_asks where $1 = any (message_ids)`, [id])).toEqual([])
  })
})
