// A flood cannot bury the workshop's inbox: past the digest threshold (10 messages an hour in
// production, 3 here), further messages are not e-mailed one by one but held, and the hourly job
// sends them in one e-mail, through the Edge Function workshop-digest in the real Deno runtime, to
// a real inbox. Every message is stored either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, newClientAddress, startTestBackend, supabaseClient, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { emailSource, inboxEmails, rawHeader, waitForEmails } from './helpers/inbox'
import { changedContact, seededContact, withWorkshopContact } from './helpers/workshopContact'

describe.each(SCHEMA_KINDS)('the workshop digest on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort }, productionLimits: true })
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })

  it('has the production threshold in one row: 10 messages in an hour', async () => {
    const rows = await backend.query(`select threshold, extract(epoch from period)::int as seconds from private.workshop_digest_settings`)
    expect(rows).toEqual([{ threshold: 10, seconds: 3600 }])
  })

  it('e-mails the first messages one by one, then holds the rest for one digest e-mail, all to the address the owner saved last', async () => {
    // The owner has just changed the address in « Fiche de l'atelier »: every e-mail goes there, without a deploy.
    await withWorkshopContact(backend, changedContact, () => floodThenDigest())
  })

  async function floodThenDigest() {
    await backend.query(`update private.workshop_digest_settings set threshold = 3`)
    const texts = Array.from({ length: 8 }, (_, n) => `Message numéro ${n + 1} de l’afflux — ${newId()}`)
    for (const message of texts) {
      const { error } = await backend.anon.from('contact_messages').insert(contactMessage({ id: newId(), message }))
      expect(error).toBeNull()
    }
    const single = await waitForEmails(inbox.url, 3)
    expect(single.map((email) => texts.findIndex((text) => email.text.includes(text)))).toEqual(expect.arrayContaining([0, 1, 2]))

    // The sweep does not send a held message on its own, whatever the time.
    await backend.query('select public.notify_workshop_sweep()')
    const [held] = await backend.query(`select count(*)::int as n from public.contact_messages where notified_at is null`)
    expect(held.n).toBe(5)

    await backend.query('select public.request_workshop_digest()')
    const emails = await waitForEmails(inbox.url, 4)
    expect(emails).toHaveLength(4)
    const digest = emails.find((email) => email.subject.startsWith('Formulaire de contact'))!
    expect(digest.subject).toBe('Formulaire de contact\u00a0: 5 messages regroupés (afflux inhabituel)')
    for (const text of texts.slice(3)) expect(digest.text).toContain(text)
    for (const text of texts.slice(0, 3)) expect(digest.text).not.toContain(text)
    expect(digest.text).toContain('Tous les messages sont conservés dans la base')
    expect(rawHeader(await emailSource(inbox.url, digest.id), 'Message-ID')).toMatch(/^<digest-[0-9a-f]{32}@[a-z0-9.-]+>$/)

    const [left] = await backend.query(`select count(*)::int as n from public.contact_messages where notified_at is null`)
    expect(left.n).toBe(0)
    // Nothing held any more: the next hour's job asks for nothing.
    const [request] = await backend.query('select public.request_workshop_digest() as id')
    expect(request.id).toBeNull()
    expect(await inboxEmails(inbox.url)).toHaveLength(4)
    // The singles and the digest alike, not to the address saved before; the sender stays the deployed one.
    for (const email of emails) {
      expect(email.to.map((to) => to.address)).toEqual([changedContact.email])
      expect(email.from.map((from) => from.address)).toEqual([seededContact.email])
    }
  }

  it('e-mails the workshop once per flood that reaches the contact form’s ceiling for the whole site, and again for the next', async () => {
    await backend.query(`update private.workshop_digest_settings set threshold = 10`)
    await backend.query(`update private.contact_rate_limits set max_messages = 3 where scope = 'site' and period = interval '1 hour'`)
    await backend.query(`delete from private.contact_sends`)
    const send = async () =>
      (
        await supabaseClient(backend.url, backend.publishableKey, undefined, newClientAddress())
          .from('contact_messages')
          .insert(contactMessage({ id: newId() }))
      ).status
    const pauseNotices = () => waitForEmails(inbox.url, 1, (email) => email.subject.startsWith('Afflux de messages sur le formulaire de contact'))
    try {
      // The third message reaches the ceiling: the fourth is asked for a proof of work, and the workshop hears of the flood.
      // The owner has just changed the address in « Fiche de l'atelier »: the notice goes there.
      const [notice] = await withWorkshopContact(backend, changedContact, async () => {
        expect([await send(), await send(), await send(), await send()]).toEqual([201, 201, 201, 429])
        return pauseNotices()
      })
      expect(notice?.to.map((to) => to.address)).toEqual([changedContact.email])
      expect(notice?.subject).toMatch(/^Afflux de messages sur le formulaire de contact, jusqu’au \S+ \d+ \S+ \d{4} à \d+\u00a0h\u00a0\d{2}$/)
      expect(notice?.text).toContain('Le formulaire de contact du site a reçu 3\u00a0messages en une heure, le plafond fixé pour l’ensemble du site.')
      expect(notice?.text).toContain('les visiteurs peuvent toujours vous écrire')
      expect(notice?.text).toContain('Si l’afflux atteint 12\u00a0messages en une heure, le formulaire est suspendu pour tous')
      expect(rawHeader(await emailSource(inbox.url, notice!.id), 'Message-ID')).toMatch(/^<pause-\d+-\d+@[a-z0-9.-]+>$/)
      // The flood goes on: the same flood, no second e-mail.
      expect([await send(), await send()]).toEqual([429, 429])
      await backend.query('select public.request_workshop_digest()')
      expect(await pauseNotices()).toHaveLength(1)

      // Once the pause is over (its messages out of the hour) and the ceiling is reached again: a new pause, a new e-mail.
      await backend.query(`update private.site_pauses set until = now() - interval '1 second'`)
      await backend.query(`delete from private.contact_sends`)
      expect([await send(), await send(), await send()]).toEqual([201, 201, 201])
      expect(await waitForEmails(inbox.url, 2, (email) => email.subject.startsWith('Afflux de messages sur le formulaire de contact'))).toHaveLength(2)
      const [{ pauses }] = await backend.query(`select count(*)::int as pauses from private.site_pauses where notified_at is not null`)
      expect(pauses).toBe(2)
    } finally {
      await backend.query(`update private.contact_rate_limits set max_messages = 30 where scope = 'site' and period = interval '1 hour'`)
    }
  })
})
