// The health check the owner's uptime monitor asks (the Edge Function health in the real Deno
// runtime, over public.health_report()): 200 while the workshop gets its e-mails, 503 naming the
// cause when it would not: a Vault secret gone, a scheduled job that failed, the mail server down
// for longer than the threshold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HEALTH_SECRET } from '../../supabase/local/keys.mjs'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, newClientAddress, startTestBackend, supabaseClient, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'

interface Health {
  healthy: boolean
  problems: string[]
  waiting: { messages: number; oldest_minutes: number | null }
  last_error: { message_id: string; error: string } | null
  vault_missing: string[]
  jobs: { name: string; status: string | null; message: string | null }[]
  held_for_digest: number
  given_up: number
}

async function health(backend: TestBackend, secret: string | null = HEALTH_SECRET) {
  const response = await fetch(`${backend.url}/functions/v1/health`, { headers: secret === null ? {} : { 'x-health-secret': secret } })
  return { status: response.status, body: (await response.json()) as Health }
}

describe.each(SCHEMA_KINDS)('the health check on %s', (kind) => {
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

  it('answers 200 with nothing waiting, every secret present and each job listed, and 401 without its secret', async () => {
    const { status, body } = await health(backend)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({ healthy: true, problems: [], waiting: { messages: 0, oldest_minutes: null }, last_error: null, vault_missing: [] })
    expect(body.jobs.map((job) => job.name)).toEqual([
      'contact-retention',
      'contact-sends-purge',
      'cron-history-trim',
      'notify-workshop-sweep',
      'phone-visits-purge',
      'quote-answers',
      'request-receipts',
      'site-build',
      'visit-notices',
      'visit-reminders',
      'workshop-digest',
      'workshop-journal-purge',
    ])
    expect((await health(backend, null)).status).toBe(401)
    expect((await health(backend, 'not-the-secret')).status).toBe(401)
  })

  it('answers 503 while a flood has the contact form ask a proof of work, or pauses it at the hard cap, saying until when, and 200 once it is over', async () => {
    const [{ lifted }] = await backend.query(
      `select max_messages as lifted from private.contact_rate_limits where scope = 'site' and period = interval '1 hour'`,
    )
    await backend.query(`update private.contact_rate_limits set max_messages = 3 where scope = 'site' and period = interval '1 hour'`)
    try {
      const sent = []
      for (let message = 0; message < 4; message += 1) {
        const visitor = supabaseClient(backend.url, backend.publishableKey, undefined, newClientAddress())
        const { status, error } = await visitor.from('contact_messages').insert(contactMessage({ id: newId() }))
        sent.push(`${status} ${error?.message ?? ''}`.trim())
      }
      // The fourth visitor is asked for a proof of work: the site's ceiling of 3 an hour is reached.
      expect(sent).toEqual(['201', '201', '201', '429 contact message needs a proof of work'])
      const flooded = await health(backend)
      expect(flooded.status).toBe(503)
      expect(flooded.body.problems).toEqual([
        expect.stringMatching(
          /^contact messages flooding the site: 3 in the last 01:00:00 \(ceiling 3\), a proof of work asked of each new one until about \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Paris\)$/,
        ),
      ])
      // A hard cap at the ceiling itself: the form is paused for everyone, as the report says.
      await backend.query(`update private.contact_proof_policy set hard_cap_factor = 1`)
      const paused = await health(backend)
      expect(paused.status).toBe(503)
      expect(paused.body.problems).toEqual([
        expect.stringMatching(
          /^contact messages paused for the whole site: 3 in the last 01:00:00 \(hard cap 3\), until about \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Paris\)$/,
        ),
      ])
      // Raised again, the ceiling lets messages in freely: the flood is over.
      await backend.query(`update private.contact_rate_limits set max_messages = 4 where scope = 'site' and period = interval '1 hour'`)
      expect((await health(backend)).status).toBe(200)
    } finally {
      await backend.query(`update private.contact_proof_policy set hard_cap_factor = 4`)
      await backend.query(`update private.contact_rate_limits set max_messages = $1 where scope = 'site' and period = interval '1 hour'`, [lifted])
      await backend.query(`delete from private.contact_sends`)
    }
  })

  it('answers 503 naming the Vault secret removed, and 200 once it is back', async () => {
    const [saved] = await backend.query(`delete from vault.secrets where name = 'notify_workshop_secret' returning name, secret`)
    const { status, body } = await health(backend)
    await backend.query(`insert into vault.secrets (name, secret) values ($1::text, $2::text)`, [saved.name, saved.secret])
    expect(status).toBe(503)
    expect(body.problems).toEqual(['Vault secret missing: notify_workshop_secret'])
    expect((await health(backend)).status).toBe(200)
  })

  it('answers 503 naming the job whose last run failed, with its error', async () => {
    await backend.query('alter function public.request_contact_retention() rename to request_contact_retention_gone')
    try {
      await expect(backend.runScheduledJob('contact-retention')).rejects.toThrow(/request_contact_retention/)
    } finally {
      await backend.query('alter function public.request_contact_retention_gone() rename to request_contact_retention')
    }
    const { status, body } = await health(backend)
    expect(status).toBe(503)
    expect(body.problems).toHaveLength(1)
    expect(body.problems[0]).toMatch(/^scheduled job contact-retention failed at .+: .*request_contact_retention\(\) does not exist/)
    expect(body.jobs.find((job) => job.name === 'contact-retention')?.status).toBe('failed')

    await backend.runScheduledJob('contact-retention')
    await backend.deliverQueuedRequests()
    expect((await health(backend)).status).toBe(200)
  })

  it('lets a message held for the hourly digest wait its hour, then names it; names a message given up after its attempts', async () => {
    const id = newId()
    expect((await backend.anon.from('contact_messages').insert(contactMessage({ id }))).error).toBeNull()
    await backend.deliverQueuedRequests()
    const hold = (age: string) =>
      backend.query(
        `update public.contact_messages set notified_at = null, notify_next_attempt_at = 'infinity', created_at = now() - $2::interval where id = $1::uuid`,
        [id, age],
      )
    try {
      await hold('50 minutes')
      const waiting = await health(backend)
      expect(waiting.status, JSON.stringify(waiting.body)).toBe(200)
      expect(waiting.body).toMatchObject({ held_for_digest: 1, waiting: { messages: 0 } })

      await hold('80 minutes')
      const late = await health(backend)
      expect(late.status).toBe(503)
      expect(late.body.problems).toEqual(['1 message(s) held for the digest, the oldest for 80 minutes'])

      await backend.query(`update public.contact_messages set notify_next_attempt_at = now(), notify_gave_up_at = now() where id = $1::uuid`, [id])
      const given = await health(backend)
      expect(given.status).toBe(503)
      expect(given.body.problems).toHaveLength(1)
      expect(given.body.problems[0]).toMatch(/^1 message\(s\) given up after repeated failures, the latest at /)
      expect(given.body).toMatchObject({ given_up: 1, waiting: { messages: 0 } })
    } finally {
      await backend.query('delete from public.contact_messages where id = $1::uuid', [id])
    }
    expect((await health(backend)).status).toBe(200)
  })

  it('answers 503 naming the message not e-mailed once the mail server has been down longer than the threshold, with the last error', async () => {
    await inbox.close()
    const id = newId()
    expect((await backend.anon.from('contact_messages').insert(contactMessage({ id }))).error).toBeNull()
    await backend.deliverQueuedRequests()
    const [row] = await backend.query('select notify_last_error from public.contact_messages where id = $1::uuid', [id])
    expect(row.notify_last_error).toBeTruthy()

    // Still within the threshold: a message on its way is no alert.
    const early = await health(backend)
    expect(early.status).toBe(200)
    expect(early.body.waiting.messages).toBe(1)
    expect(early.body.last_error).toMatchObject({ message_id: id, error: row.notify_last_error })

    await backend.query(`update public.contact_messages set created_at = now() - interval '16 minutes' where id = $1::uuid`, [id])
    const { status, body } = await health(backend)
    expect(status).toBe(503)
    expect(body.problems).toEqual(['1 message(s) not e-mailed, the oldest for 16 minutes'])
    expect(body.waiting).toEqual({ messages: 1, oldest_minutes: 16 })
  })
})
