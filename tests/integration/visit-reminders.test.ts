// The reminder the day before a confirmed visit: the scheduled job (public.request_visit_reminders,
// as pg_cron runs it) asks the Edge Function visit-reminders, in the real Deno runtime, which e-mails
// each visitor with a visit confirmed for tomorrow (Paris), once, to a real inbox; nobody else. The
// number to call and the address a reply goes to are the owner's as last saved in the back office.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../../lib/site'
import { HEALTH_SECRET } from '../../supabase/local/keys.mjs'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { emailSource, inboxEmails, rawHeader, waitForEmails, type InboxEmail } from './helpers/inbox'
import { clearOfParisMidnight, decideVisit, freeSlots, parisDay, requestVisit, type Slot } from './helpers/visits'
import { changedContact, seededContact, withWorkshopContact } from './helpers/workshopContact'

/** 'samedi 5 décembre 2026', as a French calendar writes the day. */
const frenchDay = (isoDay: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${isoDay}T12:00:00Z`))

describe.each(SCHEMA_KINDS)('the visit reminders on %s', (kind) => {
  let inbox: LocalInbox
  let backend: TestBackend
  let tomorrow: Slot[]
  let later: Slot[]

  const emailOf = async (id: string) => (await backend.query('select email from public.contact_messages where id = $1', [id]))[0].email as string
  const sentTo = (address: string) => (email: InboxEmail) => email.to.some((to) => to.address === address)
  const confirmedVisit = async (slot: Slot, name = 'Claire Dubois') => {
    const id = await requestVisit(backend, slot, { name, service: 'expertise' })
    await decideVisit(backend, id, 'confirmed')
    return id
  }
  const runJob = async () => {
    await backend.runScheduledJob('visit-reminders')
    await backend.deliverQueuedRequests()
  }

  beforeAll(async () => {
    // These tests take a minute or two on each backend: started in Paris's last minutes, they wait
    // for the new day rather than see « tomorrow » change under them.
    await clearOfParisMidnight(3)
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    backend = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort } })
    // Tomorrow and the day after open, whatever today is (the owner's rows, as for a Sunday opening).
    for (const offset of [1, 2]) {
      const { error } = await backend.service.from('opening_exceptions').insert({ first_day: parisDay(offset), last_day: parisDay(offset), open: true })
      expect(error).toBeNull()
    }
    const slots = await freeSlots(backend, 1)
    tomorrow = slots.filter((slot) => slot.day === parisDay(1))
    later = slots.filter((slot) => slot.day === parisDay(2))
    expect(tomorrow.length).toBeGreaterThanOrEqual(10)
  }, 300_000)
  afterAll(async () => {
    await backend?.close()
    await inbox?.close()
  })

  it('e-mails each visitor confirmed for tomorrow once, however often the job runs, and no one else', async () => {
    const confirmed = await confirmedVisit(tomorrow[2]!, 'Hélène Martin')
    const requested = await requestVisit(backend, tomorrow[3]!)
    const declined = await requestVisit(backend, tomorrow[4]!)
    await decideVisit(backend, declined, 'declined')
    const cancelled = await confirmedVisit(tomorrow[5]!)
    await decideVisit(backend, cancelled, 'cancelled')
    const dayAfter = await confirmedVisit(later[0]!)

    await runJob()
    await runJob()
    await runJob()
    const [reminder, ...more] = await waitForEmails(inbox.url, 1, sentTo(await emailOf(confirmed)))
    expect(more).toEqual([])
    for (const id of [requested, declined, cancelled, dayAfter]) expect((await inboxEmails(inbox.url)).filter(sentTo(await emailOf(id)))).toEqual([])

    const day = frenchDay(tomorrow[2]!.day)
    const [hour, minutes] = tomorrow[2]!.slot.split(':')
    const time = minutes === '00' ? `${Number(hour)}\u00a0h` : `${Number(hour)}\u00a0h\u00a0${minutes}`
    expect(reminder!.subject).toBe(`Rappel\u00a0: votre rendez-vous à l’atelier le ${day} à ${time}`)
    expect(reminder!.text).toContain('Bonjour Hélène Martin,')
    expect(reminder!.text).toContain(`le ${day} à ${time}`)
    expect(reminder!.text).toContain(site.address.full)
    for (const stop of site.metro) expect(reminder!.text).toContain(`ligne ${stop.line} (${stop.station})`)
    expect(reminder!.text).toContain(`Pour annuler, répondez à cet e-mail ou appelez le ${site.phone.display}.`)
    expect(reminder!.text).not.toContain('demain')
    const source = await emailSource(inbox.url, reminder!.id)
    expect(rawHeader(source, 'Reply-To')).toContain(site.email)
    const slot = `${tomorrow[2]!.day.replaceAll('-', '')}T${tomorrow[2]!.slot.replace(':', '')}`
    expect(rawHeader(source, 'Message-ID')).toMatch(new RegExp(`^<rappel-${confirmed}-${slot}@[a-z0-9.-]+>$`))
    const [row] = await backend.query('select reminded_at is not null as reminded, reminder_attempts from private.visit_appointments where message_id = $1', [
      confirmed,
    ])
    expect(row).toEqual({ reminded: true, reminder_attempts: 1 })
  })

  it('gives the number and the address the owner saved last in « Fiche de l’atelier », at once, without a deploy', async () => {
    const confirmed = await confirmedVisit(tomorrow[1]!)
    const [reminder] = await withWorkshopContact(backend, changedContact, async () => {
      await runJob()
      return waitForEmails(inbox.url, 1, sentTo(await emailOf(confirmed)), { settleMs: 0 })
    })
    expect(reminder!.text).toContain(`Pour annuler, répondez à cet e-mail ou appelez le ${changedContact.phone}.`)
    expect(reminder!.html).toContain(`appelez le ${changedContact.phone}.`)
    for (const part of [reminder!.text, reminder!.html]) expect(part).not.toContain(seededContact.phone)
    expect(rawHeader(await emailSource(inbox.url, reminder!.id), 'Reply-To')).toBe(changedContact.email)
  })

  it('sends no reminder for a visit whose request the workshop has closed', async () => {
    const closed = await confirmedVisit(tomorrow[11]!)
    const { error } = await backend.service.rpc('close_contact_message', { message_id: closed })
    expect(error).toBeNull()
    await runJob()
    await runJob()
    expect(await waitForEmails(inbox.url, 1, sentTo(await emailOf(closed)), { timeoutMs: 3_000, settleMs: 0 })).toEqual([])
    const [row] = await backend.query('select reminded_at, reminder_attempts from private.visit_appointments where message_id = $1', [closed])
    expect(row).toEqual({ reminded_at: null, reminder_attempts: 0 })
  })

  it('sends each reminder once when several runs meet', async () => {
    const visits = await Promise.all([tomorrow[6]!, tomorrow[7]!, tomorrow[8]!].map((slot) => confirmedVisit(slot)))
    const [vault] = await backend.query(`select secret from vault.secrets where name = 'notify_workshop_secret'`)
    const call = () =>
      fetch(`${backend.url}/functions/v1/visit-reminders`, {
        method: 'POST',
        headers: { 'x-function-secret': vault.secret, 'Content-Type': 'application/json' },
        body: '{}',
      })
    const answers = await Promise.all([call(), call(), call(), runJob()])
    for (const answer of answers.slice(0, 3)) expect((answer as Response).status).toBe(200)
    for (const id of visits) {
      const address = await emailOf(id)
      expect(await waitForEmails(inbox.url, 1, sentTo(address))).toHaveLength(1)
    }
    const [attempts] = await backend.query('select sum(reminder_attempts)::int as n from private.visit_appointments where message_id = any($1::uuid[])', [
      visits,
    ])
    expect(attempts.n).toBe(3)
  })

  it('sends a reminder whose mark was lost again, with the same Message-ID, once its claim has run out', async () => {
    const id = await confirmedVisit(tomorrow[9]!)
    await runJob()
    const address = await emailOf(id)
    const [first] = await waitForEmails(inbox.url, 1, sentTo(address))
    // As if the function had stopped between the send and the mark: the claim runs out unmarked.
    await backend.query(
      `update private.visit_appointments set reminded_at = null, reminder_claimed_until = now() - interval '1 second' where message_id = $1`,
      [id],
    )
    await runJob()
    const copies = await waitForEmails(inbox.url, 2, sentTo(address))
    expect(copies).toHaveLength(2)
    const ids = await Promise.all(copies.map(async (email) => rawHeader(await emailSource(inbox.url, email.id), 'Message-ID')))
    expect(ids[0]).toBe(ids[1])
    expect(ids[0]).toBe(rawHeader(await emailSource(inbox.url, first!.id), 'Message-ID'))
  })

  it('shows in the health report: the job’s last run, tomorrow’s reminders, and a reminder that failed', async () => {
    await runJob()
    const health = async () => {
      const response = await fetch(`${backend.url}/functions/v1/health`, { headers: { 'x-health-secret': HEALTH_SECRET } })
      return { status: response.status, body: await response.json() }
    }
    const { status, body } = await health()
    expect(status, JSON.stringify(body)).toBe(200)
    const job = body.jobs.find((entry: { name: string }) => entry.name === 'visit-reminders')
    expect(job).toMatchObject({ name: 'visit-reminders', status: 'succeeded' })
    expect(Date.now() - Date.parse(job.last_run)).toBeLessThan(10 * 60_000)
    expect(body.visit_reminders_tomorrow).toMatchObject({ failing: 0 })
    expect(body.visit_reminders_tomorrow.sent).toBeGreaterThanOrEqual(5)

    const id = await confirmedVisit(tomorrow[10]!)
    await backend.query(`update private.visit_appointments set reminder_last_error = 'connect ECONNREFUSED' where message_id = $1`, [id])
    try {
      const failing = await health()
      expect(failing.status).toBe(503)
      expect(failing.body.problems).toEqual(['1 visit reminder(s) for tomorrow not sent: connect ECONNREFUSED'])
    } finally {
      await runJob()
    }
    expect((await health()).status).toBe(200)
  })
})
