// What the privacy policy promises, run as pg_cron runs it hosted: messages three years after the
// last exchange with their sender go, with their photos; a photo no message references goes after
// 24 hours; photos are removed through the Storage API (file and row), by the Edge Function
// contact-retention in the real Deno runtime.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { privacyPolicy } from '../../lib/content/pageContent/legal'
import { closedRequestPhotoDays, phoneVisitDays } from '../../lib/retention'
import { SCHEMA_KINDS, useBackend, type TestBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'

/** A message as if it had been sent `age` ago (an SQL interval). */
async function messageSent(backend: TestBackend, age: string, overrides: Parameters<typeof contactMessage>[0] = {}): Promise<string> {
  const id = newId()
  const row = contactMessage({ id, ...overrides })
  await backend.query(
    `insert into public.contact_messages (id, name, email, service, message, file_url, created_at)
     values ($1::uuid, $2::text, $3::text, $4::text, $5::text, $6::text, now() - $7::interval)`,
    [id, row.name, row.email, row.service, row.message, row.file_url, age],
  )
  return id
}

/** A photo uploaded as a visitor does, its object then dated `age` ago. */
async function photoUploaded(backend: TestBackend, age: string): Promise<string> {
  const name = contactImageName('jpg')
  const { error } = await backend.anon.storage.from('contact_images').upload(name, new Blob([new Uint8Array(TINY_JPEG)], { type: 'image/jpeg' }))
  expect(error).toBeNull()
  await backend.query(`update storage.objects set created_at = now() - $2::interval where bucket_id = 'contact_images' and name = $1::text`, [name, age])
  return name
}

/** The file itself, where the local Storage keeps it: an SQL delete of the row would leave it. */
const fileKept = (backend: TestBackend, name: string) => existsSync(join(backend.storageDir, 'contact_images', name))

/** Whether the workshop can still download the photo (the bucket is private: with the secret key). */
const downloadable = async (backend: TestBackend, name: string) => (await backend.service.storage.from('contact_images').download(name)).error === null

async function runRetention(backend: TestBackend) {
  const [job] = await backend.runScheduledJob('contact-retention')
  expect(job.request).not.toBeNull()
  await backend.deliverQueuedRequests()
  const [answer] = await backend.query('select status_code, content from net._http_response where id = $1::bigint', [job.request])
  return {
    status: answer.status_code as number,
    body: JSON.parse(answer.content) as { deletedMessages: number; closedRequestPhotos: number; expiredTrackingLinks: number; deletedPhotos: number },
  }
}

describe.each(SCHEMA_KINDS)('retention on %s', (kind) => {
  const backend = useBackend(kind)

  it('deletes exactly what is due: messages three years after the last exchange, their photos, and photos orphaned for 24 hours', async () => {
    const api = backend()
    const expiredPhoto = await photoUploaded(api, '3 years 2 days')
    const otherExpiredPhoto = await photoUploaded(api, '3 years 2 days')
    const keptOldPhoto = await photoUploaded(api, '3 years 2 days')
    const recentPhoto = await photoUploaded(api, '2 days')
    const orphanOld = await photoUploaded(api, '25 hours')
    const orphanYoung = await photoUploaded(api, '23 hours')

    const expired = await messageSent(api, '3 years 1 day', { email: 'ancien@example.fr', file_url: expiredPhoto })
    const otherExpired = await messageSent(api, '3 years 1 day', { email: 'autre@example.fr', file_url: otherExpiredPhoto })
    // Same sender (another case) wrote again a year ago: the last exchange is recent, both stay.
    const oldButFollowedUp = await messageSent(api, '3 years 1 day', { email: 'fidele@example.fr', file_url: keptOldPhoto })
    const followUp = await messageSent(api, '1 year', { email: 'Fidele@Example.fr' })
    const nearlyDue = await messageSent(api, '2 years 364 days', { email: 'presque@example.fr' })
    const recent = await messageSent(api, '2 days', { email: 'recent@example.fr', file_url: recentPhoto })

    const run = await runRetention(api)
    expect(run.status).toBe(200)
    expect(run.body).toEqual({ deletedMessages: 2, closedRequestPhotos: 0, expiredTrackingLinks: 0, deletedPhotos: 3 })

    const left = (await api.query('select id from public.contact_messages')).map((row) => row.id)
    expect(left).not.toContain(expired)
    expect(left).not.toContain(otherExpired)
    expect(left).toEqual(expect.arrayContaining([oldButFollowedUp, followUp, nearlyDue, recent]))

    const objects = (await api.query(`select name from storage.objects where bucket_id = 'contact_images'`)).map((row) => row.name)
    for (const gone of [expiredPhoto, otherExpiredPhoto, orphanOld]) {
      expect(objects, gone).not.toContain(gone)
      expect(await downloadable(api, gone), gone).toBe(false)
      expect(fileKept(api, gone), gone).toBe(false)
    }
    for (const kept of [keptOldPhoto, recentPhoto, orphanYoung]) {
      expect(objects, kept).toContain(kept)
      expect(await downloadable(api, kept), kept).toBe(true)
      expect(fileKept(api, kept), kept).toBe(true)
    }

    // A second run finds nothing more to do.
    expect((await runRetention(api)).body).toEqual({ deletedMessages: 0, closedRequestPhotos: 0, expiredTrackingLinks: 0, deletedPhotos: 0 })
  })

  it('deletes the photo of a request closed more than the policy’s number of days ago, whoever closed it, and keeps the others', async () => {
    const api = backend()
    const [{ days }] = await api.query('select private.closed_request_photo_days() as days')
    expect(days).toBe(closedRequestPhotoDays)
    const policy = privacyPolicy.sections.find((section) => section.id === 'duree-conservation')!
    expect(policy.list!.join(' ')).toContain(`au plus tard ${closedRequestPhotoDays}\u00a0jours après celle-ci`)

    const closedLongAgo = await photoUploaded(api, `${closedRequestPhotoDays + 3} days`)
    const closedRecently = await photoUploaded(api, `${closedRequestPhotoDays + 3} days`)
    const open = await photoUploaded(api, `${closedRequestPhotoDays + 3} days`)
    const due = await messageSent(api, `${closedRequestPhotoDays + 3} days`, { file_url: closedLongAgo })
    const notYet = await messageSent(api, `${closedRequestPhotoDays + 3} days`, { file_url: closedRecently })
    const stillOpen = await messageSent(api, `${closedRequestPhotoDays + 3} days`, { file_url: open })
    // Closed without the photo deleted (the back office's state, or a deletion that failed), as if at these dates.
    await api.query(`update public.contact_messages set closed_at = now() - $2::interval where id = $1`, [due, `${closedRequestPhotoDays} days 1 hour`])
    await api.query(`update public.contact_messages set closed_at = now() - $2::interval where id = $1`, [
      notYet,
      `${closedRequestPhotoDays - 1} days 23 hours`,
    ])

    const run = await runRetention(api)
    expect(run.body).toEqual({ deletedMessages: 0, closedRequestPhotos: 1, expiredTrackingLinks: 0, deletedPhotos: 1 })
    expect(await downloadable(api, closedLongAgo)).toBe(false)
    expect(fileKept(api, closedLongAgo)).toBe(false)
    for (const kept of [closedRecently, open]) expect(await downloadable(api, kept), kept).toBe(true)
    const rows = await api.query('select id, file_url from public.contact_messages where id = any($1::uuid[]) order by id', [[due, notYet, stillOpen]])
    expect(Object.fromEntries(rows.map((row) => [row.id, row.file_url]))).toEqual({ [due]: null, [notYet]: closedRecently, [stillOpen]: open })
    expect((await runRetention(api)).body).toEqual({ deletedMessages: 0, closedRequestPhotos: 0, expiredTrackingLinks: 0, deletedPhotos: 0 })
  })

  it('deletes a visit booked by phone the policy’s number of days after its day, in Paris, and keeps the later ones', async () => {
    const api = backend()
    const [{ days }] = await api.query('select private.phone_visit_days() as days')
    expect(days).toBe(phoneVisitDays)
    const policy = privacyPolicy.sections.find((section) => section.id === 'duree-conservation')!
    expect(policy.list!.join(' ')).toContain(`rendez-vous pris par téléphone (nom et numéro)\u00a0: ${phoneVisitDays}\u00a0jours après la date du rendez-vous`)
    // « Now » is 00:30 in Paris on 15 March 2031, still the 14th in UTC: the day counted is Paris's.
    const now = '2031-03-15T00:30:00+01:00'
    const day = (offset: number) => new Date(Date.UTC(2031, 2, 15 + offset)).toISOString().slice(0, 10)
    const booked = async (date: string, time: string) => {
      const [{ id }] = await api.query(
        `insert into private.visit_blocked_slots (visit_date, visit_time, name, phone) values ($1::date, $2::time, 'Claire Martin', '06 12 34 56 78') returning id`,
        [date, time],
      )
      return id as string
    }
    const due = await booked(day(-phoneVisitDays - 1), '10:00')
    const lastDayKept = await booked(day(-phoneVisitDays), '10:00')
    const recent = await booked(day(-1), '11:00')
    const coming = await booked(day(5), '14:00')
    const [{ purged }] = await api.query('select private.purge_past_phone_visits($1::timestamptz) as purged', [now])
    expect(purged).toBe(1)
    const kept = (await api.query('select id from private.visit_blocked_slots where id = any($1::uuid[])', [[due, lastDayKept, recent, coming]])).map(
      (row) => row.id as string,
    )
    expect(kept.sort()).toEqual([lastDayKept, recent, coming].sort())
  })

  it('refuses a caller without the shared secret, and keeps the retention functions from visitors', async () => {
    const api = backend()
    const response = await fetch(`${api.url}/functions/v1/contact-retention`, { method: 'POST', headers: { apikey: api.secretKey } })
    expect(response.status).toBe(401)
    for (const fn of ['delete_expired_contact_messages', 'release_closed_request_photos', 'orphan_contact_images', 'request_contact_retention']) {
      const { error } = await api.anon.rpc(fn)
      expect(error?.code, fn).toBe('42501')
    }
  })
})
