// The workshop hears about every message: the insert trigger, pg_net (emulated locally), the Edge
// Function notify-workshop in the real Deno runtime, SMTP to a real inbox (maildev), and the sweep.
import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'
import { clearInbox, emailSource, inboxEmails, rawHeader, waitForEmails } from './helpers/inbox'
import { freePort } from './helpers/postgres-cluster'
import { changedContact, seededContact, withWorkshopContact } from './helpers/workshopContact'

const sweep = (backend: TestBackend) => backend.query('select public.notify_workshop_sweep() as asked')

/** Time passes for the back-off: every failed row's next attempt is due now. */
const backOffElapsed = (backend: TestBackend) =>
  backend.query(`update public.contact_messages set notify_next_attempt_at = now() - interval '1 second' where notified_at is null`)

async function notificationState(backend: TestBackend, id: string) {
  const [row] = await backend.query(
    'select notified_at, notify_attempts, notify_last_error, notify_claimed_until from public.contact_messages where id = $1::uuid',
    [id],
  )
  return row as { notified_at: Date | null; notify_attempts: number; notify_last_error: string | null; notify_claimed_until: Date | null }
}

describe.each(SCHEMA_KINDS)('the workshop e-mail on %s', (kind) => {
  let inbox: LocalInbox
  let smtpPort: number
  let backend: TestBackend

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    smtpPort = inbox.smtpPort
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort } })
  })
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })
  beforeEach(async () => {
    await clearInbox(inbox.url)
  })

  it('sends exactly one e-mail per visitor message, with every field, the Paris time and a signed link to the photo; the row is marked', async () => {
    const id = newId()
    const photo = contactImageName('jpg')
    const upload = await backend.anon.storage.from('contact_images').upload(photo, new Blob([TINY_JPEG], { type: 'image/jpeg' }))
    expect(upload.error).toBeNull()
    const message = contactMessage({
      id,
      name: 'Claire Dubois',
      phone: '06 12 34 56 78',
      preferred_contact: 'whatsapp',
      urgency: 'urgent',
      subject: 'Fermoir cassé',
      message: 'Bonjour,\nle fermoir de mon collier <b>ancien</b> est cassé.',
      file_url: photo,
    })
    const { error } = await backend.anon.from('contact_messages').insert(message)
    expect(error).toBeNull()

    const emails = await waitForEmails(inbox.url, 1)
    expect(emails).toHaveLength(1)
    const [email] = emails
    expect(email?.to.map((to) => to.address)).toEqual(['atelier@maison-bologne.fr'])

    const source = await emailSource(inbox.url, email!.id)
    expect(rawHeader(source, 'Reply-To')).toBe(`Claire Dubois <${message.email}>`)
    // Derived from the message's id, so a copy sent again merges with this one in a mail client.
    expect(rawHeader(source, 'Message-ID')).toMatch(new RegExp(`^<contact-${id}@[a-z0-9.-]+>$`))

    const [row] = await backend.query(
      `select to_char(created_at at time zone 'Europe/Paris', 'HH24:MI') as paris, reference from public.contact_messages where id = $1::uuid`,
      [id],
    )
    // The request's reference, as the customer reads it on the phone, near the subject's front.
    expect(email?.subject).toBe(`[Urgent 24-48h] ${row.reference} — Réparation — Claire Dubois\u00a0: Fermoir cassé`)
    for (const part of [
      `Référence\u00a0: ${row.reference}`,
      'Service\u00a0: Réparation',
      'Urgence\u00a0: Urgent (24-48h)',
      'Nom\u00a0: Claire Dubois',
      `E-mail\u00a0: ${message.email}`,
      'Téléphone\u00a0: 06 12 34 56 78',
      'WhatsApp (06 12 34 56 78) <https://wa.me/33612345678>',
      'Objet\u00a0: Fermoir cassé',
      `à ${row.paris} (heure de Paris)`,
      'Photo\u00a0: voir la photo (lien valable jusqu’au ',
      'le fermoir de mon collier <b>ancien</b> est cassé.',
      id,
    ]) {
      expect(email?.text).toContain(part)
    }
    expect(email?.html).toContain('le fermoir de mon collier &lt;b&gt;ancien&lt;/b&gt; est cassé.')
    // The bucket is private: the e-mail links the photo by a signed URL, which opens it without a key
    // for 30 days; its public URL opens nothing.
    const link = new RegExp(`<(${backend.url}/storage/v1/object/sign/contact_images/${photo}\\?token=[^>\\s]+)>`).exec(email!.text)?.[1]
    expect(link).toBeDefined()
    expect(email?.html).toContain(`<img src="${link}"`)
    const opened = await fetch(link!)
    expect(opened.status).toBe(200)
    expect(Buffer.from(await opened.arrayBuffer()).equals(TINY_JPEG)).toBe(true)
    const token = JSON.parse(Buffer.from(new URL(link!).searchParams.get('token')!.split('.')[1]!, 'base64url').toString())
    expect(token.exp - token.iat).toBe(30 * 24 * 60 * 60)
    expect((await fetch(`${backend.url}/storage/v1/object/public/contact_images/${photo}`)).status).toBe(400)

    const state = await notificationState(backend, id)
    expect(state.notified_at).not.toBeNull()
    expect(state.notify_attempts).toBe(1)
    expect(state.notify_claimed_until).toBeNull()

    // A sweep, and a request for the same message again, send nothing more.
    await sweep(backend)
    await backend.query('select public.request_contact_notification($1::uuid)', [id])
    await backend.deliverQueuedRequests()
    expect(await inboxEmails(inbox.url)).toHaveLength(1)
  })

  it('sends it to the address the owner saved last in « Fiche de l’atelier », at once, without a deploy; the sender stays the same', async () => {
    const id = newId()
    const [email, ...more] = await withWorkshopContact(backend, changedContact, async () => {
      expect((await backend.anon.from('contact_messages').insert(contactMessage({ id }))).error).toBeNull()
      return waitForEmails(inbox.url, 1)
    })
    expect(more).toEqual([])
    expect(rawHeader(await emailSource(inbox.url, email!.id), 'X-Contact-Message-Id')).toBe(id)
    expect(email!.to.map((to) => to.address)).toEqual([changedContact.email])
    expect(changedContact.email).not.toBe(seededContact.email)
    expect(email!.from.map((from) => from.address)).toEqual([seededContact.email])
  })

  it('keeps the notification columns from visitors: they can neither read, set nor change them, nor claim a row', async () => {
    const id = newId()
    expect((await backend.anon.from('contact_messages').insert(contactMessage({ id }))).error).toBeNull()

    const read = await backend.anon.from('contact_messages').select('notified_at').eq('id', id)
    expect(read.error?.code).toBe('42501')
    const update = await backend.anon.from('contact_messages').update({ notified_at: new Date().toISOString() }).eq('id', id)
    expect(update.error?.code).toBe('42501')
    const forged = await backend.anon.from('contact_messages').insert({ ...contactMessage({ id: newId() }), notified_at: new Date().toISOString() })
    expect(forged.error?.code).toBe('42501')
    for (const [fn, args] of [
      ['claim_contact_notification', { message_id: id }],
      ['complete_contact_notification', { message_id: id }],
      ['fail_contact_notification', { message_id: id, error: 'x' }],
      ['notify_workshop_sweep', {}],
      ['request_contact_notification', { message_id: id }],
      ['request_edge_function', { function_name: 'notify-workshop', secret_name: 'notify_workshop_secret', body: {}, timeout_milliseconds: 1000 }],
    ] as const) {
      const { error } = await backend.anon.rpc(fn, args)
      expect(error?.code, fn).toBe('42501')
    }
    // A signed-in user may select the table's columns, but its policy gives rows to the workshop
    // alone (tests/integration/workshop-role.test.ts): no one else reads a row, none sets or changes them.
    const [privileges] = await backend.query(`
      select bool_or(has_column_privilege(grantee.role, 'public.contact_messages', column_name, privilege)) as any_granted
        from (values ('anon', 'SELECT'), ('anon', 'INSERT'), ('anon', 'UPDATE'), ('authenticated', 'INSERT'), ('authenticated', 'UPDATE')) grantee(role, privilege),
             unnest(array['notified_at', 'notify_attempts', 'notify_last_error', 'notify_next_attempt_at', 'notify_claimed_until']) column_name`)
    expect(privileges.any_granted).toBe(false)

    // The function refuses a caller without the shared secret.
    const response = await fetch(`${backend.url}/functions/v1/notify-workshop`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ message_id: id }),
    })
    expect(response.status).toBe(401)
    await waitForEmails(inbox.url, 1)
  })

  it('loses nothing while mail is down: three messages, then two sweeps at once once it is back, make exactly three e-mails', async () => {
    await inbox.close()
    const ids = [newId(), newId(), newId()]
    const names = ['Anne Martin', 'Bruno Petit', 'Chloé Roux']
    for (const [index, id] of ids.entries()) {
      const { error } = await backend.anon.from('contact_messages').insert(contactMessage({ id, name: names[index]! }))
      expect(error).toBeNull() // stored, whether or not mail works
    }
    await backend.deliverQueuedRequests()
    for (const id of ids) {
      const state = await notificationState(backend, id)
      expect(state.notified_at).toBeNull()
      expect(state.notify_attempts).toBe(1)
      expect(state.notify_last_error).toMatch(/ECONNREFUSED|connect/i)
      expect(state.notify_claimed_until).toBeNull()
    }
    // Within the back-off, the sweep leaves them alone.
    expect((await sweep(backend))[0].asked).toBe(0)

    inbox = await startInbox({ webPort: 0, smtpPort })
    await backOffElapsed(backend)
    const sweeps = await Promise.all([sweep(backend), sweep(backend)])
    // The first to run asks for all three; the other asks again only for what it could not see in flight.
    const asked = sweeps.map((result) => result[0].asked as number)
    expect(Math.max(...asked)).toBe(3)
    expect(Math.min(...asked)).toBeLessThanOrEqual(3)
    await backend.deliverQueuedRequests()

    const emails = await waitForEmails(inbox.url, 3)
    // Each after its own reference.
    expect(emails.map((email) => email.subject.replace(/^MB-\d{2}-\d{4,} — /, '')).sort()).toEqual(names.map((name) => `Réparation — ${name}`).sort())
    for (const id of ids) expect((await notificationState(backend, id)).notified_at).not.toBeNull()

    await backOffElapsed(backend)
    expect((await sweep(backend))[0].asked).toBe(0)
    expect(await inboxEmails(inbox.url)).toHaveLength(3)
  })

  it('answers the visitor at once, even when the mail server hangs', async () => {
    // A mail server that accepts connections and never speaks: the function waits for it, the visitor does not.
    const sockets = new Set<Socket>()
    const silent: Server = createServer((socket) => sockets.add(socket))
    const port = await freePort()
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve))
    const hanging = await startTestBackend(kind, { mail: { smtpHost: '127.0.0.1', smtpPort: port } })
    try {
      const started = performance.now()
      const { error } = await hanging.anon.from('contact_messages').insert(contactMessage({ id: newId() }))
      const elapsed = performance.now() - started
      expect(error).toBeNull()
      expect(elapsed).toBeLessThan(2_000)
      // The function did reach the mail server: the e-mail was being attempted meanwhile.
      const deadline = Date.now() + 60_000
      while (sockets.size === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
      expect(sockets.size).toBeGreaterThan(0)
    } finally {
      await hanging.close()
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  }, 120_000) // a second backend starts and stops here (on PostgreSQL, its own cluster)
})
