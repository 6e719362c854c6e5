// What the page and the service worker conclude from Supabase's answer to a queued message: only a
// refusal about the message itself ends its delivery; an authentication, permission, not-found or
// server problem keeps it queued, to be retried.
import { createServer, type Server } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { deliverContactMessage, type SupabaseTarget } from '../../features/contact/deliver'
import { formValues } from '../../features/contact/contactFixtures'
import { containsText, GIF_SECRETS, gifWithComments } from '../../features/contact/gifFixtures'
import { buildContactMessage, messageIdentity, type ContactMessage } from '../../features/contact/message'
import { preparePhoto } from '../../features/contact/preparePhoto'
import { VISIT_LEFT_OUT } from '../../features/contact/visitLeftOut'
import { createOpeningCalendar, isoDay, visitOptions, type OpeningCalendar } from '../../features/opening-hours'
import { fetchWeeklyHours } from '../../features/opening-hours/fetchWeeklyHours'
import { addDays, parisParts } from '../../features/opening-hours/parisTime'
import { SCHEMA_KINDS, fetchFrom, useBackend } from './helpers/backend'
import { TINY_JPEG, contactImageName, contactMessage, newId } from './helpers/fixtures'

const queued = (overrides: Partial<ContactMessage['row']> = {}, photo: ContactMessage['photo'] = null): ContactMessage => ({
  row: { ...contactMessage(), id: newId(), ...overrides } as ContactMessage['row'],
  photo,
  createdAt: Date.now(),
})

const jpeg = (bytes: Uint8Array<ArrayBuffer> = new Uint8Array(TINY_JPEG), contentType = 'image/jpeg'): ContactMessage['photo'] => ({
  fileName: contactImageName('jpg'),
  contentType,
  blob: new Blob([bytes], { type: contentType }),
})

/** A real HTTP server that answers every request with `status`, as a host does during a deploy. */
async function answering(status: number): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ message: `status ${status}` }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

describe.each(SCHEMA_KINDS)('delivering a queued message to %s', (kind) => {
  const backend = useBackend(kind)
  // Each request from its own client address: these tests are not about the rate limits.
  const fromAnywhere = fetchFrom('each')
  const target = (overrides: Partial<SupabaseTarget> = {}): SupabaseTarget => ({
    url: backend().url,
    apiKey: backend().publishableKey,
    fetch: fromAnywhere,
    ...overrides,
  })

  it('delivers a message and its photo, and a second delivery of the same message counts as delivered', async () => {
    const message = queued({}, jpeg())
    expect(await deliverContactMessage(message, target())).toEqual({ status: 'delivered' })
    expect(await deliverContactMessage(message, target())).toEqual({ status: 'delivered' })
  })

  it.each(['bague.jfif', 'bague.jpe', 'bague.pjpeg', 'BAGUE.JPEG', 'bague'])(
    'delivers a JPEG a phone named %s: its object is named after what is uploaded, as the bucket policy expects',
    async (name) => {
      const photo = new File([new Uint8Array(TINY_JPEG)], name, { type: 'image/jpeg' })
      const values = {
        name: 'Claire Dubois',
        email: 'claire@example.fr',
        phone: '',
        preferredContact: 'email',
        subject: '',
        urgency: 'normal',
        message: 'Ma bague.',
        service: 'réparation',
      } as const
      const message = buildContactMessage(values, messageIdentity(null, photo, { newId }))
      expect(message.photo?.fileName).toMatch(/\.jpg$/)
      expect(await deliverContactMessage(message, target())).toEqual({ status: 'delivered' })
    },
  )

  it('ends the delivery of a message the database refuses for its content', async () => {
    const outcome = await deliverContactMessage(queued({ service: 'inconnu' as ContactMessage['row']['service'] }), target())
    expect(outcome).toMatchObject({ status: 'refused', code: '23514' })
  })

  it('ends the delivery of a photo the bucket refuses for its type', async () => {
    const outcome = await deliverContactMessage(queued({}, jpeg(new TextEncoder().encode('%PDF-1.4'), 'application/pdf')), target())
    expect(outcome).toMatchObject({ status: 'refused', code: '415', field: 'image' })
  })

  it.each([
    ['email', { email: 'claire@exemple.fr.' }],
    ['phone', { phone: '()' }],
    ['name', { name: '   ' }],
    ['message', { message: 'x'.repeat(5001) }],
  ] as const)('names the field the database refused: %s', async (field, overrides) => {
    expect(await deliverContactMessage(queued(overrides), target())).toMatchObject({ status: 'refused', code: '23514', field })
  })

  describe('a message with a requested visit', () => {
    let calendar: OpeningCalendar
    beforeAll(async () => {
      calendar = createOpeningCalendar(await fetchWeeklyHours({ url: backend().url, apiKey: backend().publishableKey }))
    })
    const storedVisit = async (id: string) => {
      const rows = (await backend().query(
        `select to_char(visit_date, 'YYYY-MM-DD') as visit_date, to_char(visit_time, 'HH24:MI') as visit_time,
                (select count(*)::int from private.visit_appointments where message_id = $1) as requests
           from public.contact_messages where id = $1`,
        [id],
      )) as { visit_date: string | null; visit_time: string | null; requests: number }[]
      return rows[0]
    }

    it('arrives with its slot while the slot is offered', async () => {
      const [day] = visitOptions(calendar, new Date())
      const slot = day!.times.at(-1)!.time
      const message = queued({ visit_date: day!.day, visit_time: slot })
      expect(await deliverContactMessage(message, target())).toEqual({ status: 'delivered' })
      expect(await storedVisit(message.row.id)).toEqual({ visit_date: day!.day, visit_time: slot, requests: 1 })
    })

    it.each([
      ['passed while it waited', -7],
      ['is now more than four weeks ahead', 40],
    ])('whose day %s reaches the workshop without the slot, and says so', async (_case, offset) => {
      const today = parisParts(new Date())
      let day = addDays({ year: today.year, month: today.month, day: today.day }, offset)
      while (!calendar.isOpenOn(day)) day = addDays(day, 1)
      const message = queued({ visit_date: isoDay(day), visit_time: '11:00' })
      expect(await deliverContactMessage(message, target())).toEqual({ status: 'delivered', remark: VISIT_LEFT_OUT })
      expect(await storedVisit(message.row.id)).toEqual({ visit_date: null, visit_time: null, requests: 0 })
      // Sent again (a crash before the outbox recorded it), it still counts as delivered, once.
      expect(await deliverContactMessage(message, target())).toEqual({ status: 'delivered', remark: VISIT_LEFT_OUT })
    })
  })

  it('names no field when the refusal is about nothing the visitor typed', async () => {
    const outcome = await deliverContactMessage(queued({ urgency: 'demain' as ContactMessage['row']['urgency'] }), target())
    expect(outcome).toMatchObject({ status: 'refused', code: '23514', field: null })
  })

  it('sends only the row when the photo arrived in an earlier attempt, pointing at that photo', async () => {
    const message = queued({}, jpeg())
    const requests: string[] = []
    const counting: typeof fetch = (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input instanceof Request ? input.url : input)).pathname}`)
      return fromAnywhere(input, init)
    }
    const uploaded: string[] = []
    // The first attempt stores the photo and records it; its insert is lost (a timeout).
    const lostInsert: typeof fetch = (input, init) => (String(input).includes('/rest/v1/') ? Promise.reject(new TypeError('timed out')) : counting(input, init))
    expect(
      await deliverContactMessage(message, target({ fetch: lostInsert }), { onUploadDone: () => void uploaded.push(message.photo!.fileName) }),
    ).toMatchObject({
      status: 'retry',
    })
    expect(uploaded).toEqual([message.photo!.fileName])
    requests.length = 0
    expect(await deliverContactMessage(message, target({ fetch: counting }), { photoUploaded: true })).toEqual({ status: 'delivered' })
    expect(requests).toEqual(['POST /rest/v1/contact_messages'])
    const { data } = await backend().service.from('contact_messages').select('file_url').eq('id', message.row.id).single()
    expect(data?.file_url).toBe(message.photo!.fileName)
  })

  it('uploads again a photo deleted while its message waited, then delivers the message with a live photo', async () => {
    const message = queued({}, jpeg())
    // The first attempt stored the photo; its insert was lost.
    const lostInsert: typeof fetch = (input, init) =>
      String(input).includes('/rest/v1/') ? Promise.reject(new TypeError('timed out')) : fromAnywhere(input, init)
    expect(await deliverContactMessage(message, target({ fetch: lostInsert }))).toMatchObject({ status: 'retry' })
    // Days later the orphan sweep removes it, through the Storage API as the retention job does.
    const removed = await backend().service.storage.from('contact_images').remove([message.photo!.fileName])
    expect(removed.data?.map((object) => object.name)).toEqual([message.photo!.fileName])

    const requests: string[] = []
    const counting: typeof fetch = (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input instanceof Request ? input.url : input)).pathname}`)
      return fromAnywhere(input, init)
    }
    expect(await deliverContactMessage(message, target({ fetch: counting }), { photoUploaded: true })).toEqual({ status: 'delivered' })
    expect(requests).toEqual([
      'POST /rest/v1/contact_messages',
      `POST /storage/v1/object/contact_images/${message.photo!.fileName}`,
      'POST /rest/v1/contact_messages',
    ])
    const { data } = await backend().service.from('contact_messages').select('file_url').eq('id', message.row.id).single()
    expect(data?.file_url).toBe(message.photo!.fileName)
    const live = await backend().service.storage.from('contact_images').download(data!.file_url!)
    expect(Buffer.from(await live.data!.arrayBuffer()).equals(TINY_JPEG)).toBe(true)
  })

  it('renames the photo of a message queued by an earlier build (contact_<ms>_<n>) after the message’s UUID, and delivers it', async () => {
    const message = queued({}, { ...jpeg()!, fileName: 'contact_1763719200000_42.jpg' })
    expect(await deliverContactMessage(message, target(), { photoUploaded: true })).toEqual({ status: 'delivered' })
    const { data } = await backend().service.from('contact_messages').select('file_url').eq('id', message.row.id).single()
    expect(data?.file_url).toBe(`${message.row.id}.jpg`)
    expect((await backend().service.storage.from('contact_images').download(`${message.row.id}.jpg`)).error).toBeNull()
  })

  it('sends a GIF without its comment or its XMP packet: nothing of them reaches the bucket', async () => {
    const prepared = await preparePhoto(new File([gifWithComments()], 'bague.gif', { type: 'image/gif' }))
    if (!('file' in prepared)) throw new Error(prepared.error)
    const message = buildContactMessage(formValues(), messageIdentity(null, prepared.file))
    expect(message.photo?.fileName).toMatch(/^[0-9a-f-]{36}\.gif$/)
    expect(await deliverContactMessage(message, target())).toEqual({ status: 'delivered' })
    const stored = await backend().service.storage.from('contact_images').download(message.photo!.fileName)
    const bytes = new Uint8Array(await stored.data!.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 6)).toString()).toBe('GIF89a')
    for (const secret of GIF_SECRETS) expect(containsText(bytes, secret), secret).toBe(false)
  })

  it('keeps a message queued when the API key is refused (a key rotation), with or without a photo', async () => {
    const rotated = target({ apiKey: 'sb_publishable_a-key-since-rotated' })
    expect(await deliverContactMessage(queued(), rotated)).toMatchObject({ status: 'retry' })
    expect(await deliverContactMessage(queued({}, jpeg()), rotated)).toMatchObject({ status: 'retry' })
  })

  it('keeps a message queued when the API answers not found (a deploy in progress)', async () => {
    expect(await deliverContactMessage(queued(), target({ url: `${backend().url}/ailleurs` }))).toMatchObject({ status: 'retry' })
  })

  it('keeps a message queued, as the site’s and not the sender’s, while the site is paused at its hard cap, then delivers it', async () => {
    const ceiling = (max: number) => backend().query(`update private.contact_rate_limits set max_messages = $1 where scope = 'site'`, [max])
    // The ceiling set at what the last hour already holds: one message at least; the hard cap at the ceiling.
    expect(await deliverContactMessage(queued(), target())).toEqual({ status: 'delivered' })
    const [{ n }] = await backend().query(`select count(*)::int as n from private.contact_sends where sent_at > now() - interval '1 hour'`)
    await ceiling(n)
    await backend().query(`update private.contact_proof_policy set hard_cap_factor = 1`)
    try {
      const message = queued()
      expect(await deliverContactMessage(message, target())).toEqual({
        status: 'retry',
        reason: 'contact messages paused for the whole site',
        rateLimited: true,
        siteWide: true,
      })
      // One sender over its own limit is not the site's ceiling.
      await ceiling(1_000_000)
      const oneClient = target({ fetch: fetchFrom('198.51.100.77') })
      for (let n = 0; n < 5; n += 1) expect(await deliverContactMessage(queued(), oneClient)).toEqual({ status: 'delivered' })
      expect(await deliverContactMessage(queued(), oneClient)).toMatchObject({ status: 'retry', rateLimited: true, siteWide: false })
      expect(await deliverContactMessage(message, target())).toEqual({ status: 'delivered' })
    } finally {
      await backend().query(`update private.contact_proof_policy set hard_cap_factor = 4`)
      await ceiling(1_000_000)
    }
  })

  it('keeps a message queued, as the site’s, when the proof of work asked above the ceiling is too hard for a device', async () => {
    const ceiling = (max: number) => backend().query(`update private.contact_rate_limits set max_messages = $1 where scope = 'site'`, [max])
    expect(await deliverContactMessage(queued(), target())).toEqual({ status: 'delivered' })
    const [{ n }] = await backend().query(`select count(*)::int as n from private.contact_sends where sent_at > now() - interval '1 hour'`)
    await ceiling(n)
    await backend().query(`update private.contact_proof_policy set base_bits = 23`)
    try {
      expect(await deliverContactMessage(queued(), target())).toEqual({
        status: 'retry',
        reason: 'contact message needs a proof of work',
        rateLimited: true,
        siteWide: true,
      })
    } finally {
      await backend().query(`update private.contact_proof_policy set base_bits = 17`)
      await ceiling(1_000_000)
    }
  })
})

/** A link that carries request bodies at `bytesPerSecond` to `upstream`, as a slow mobile uplink. */
async function slowUplink(upstream: string, bytesPerSecond: number): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    let sent = 0
    const started = Date.now()
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      sent += chunk.length
      // Hold the stream until the link would have carried this much.
      const due = (sent / bytesPerSecond) * 1000 - (Date.now() - started)
      if (due > 0) {
        request.pause()
        setTimeout(() => request.resume(), due)
      }
    })
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>
      void fetch(upstream + request.url, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
        response.end(Buffer.from(await answer.arrayBuffer()))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

describe('a photo on a slow uplink', () => {
  const backend = useBackend('pglite')

  // The upload alone takes 5 s, more than the 3 s base timeout: only the time the bytes are given
  // lets it arrive. The base leaves the row's insert room on a busy machine (1 s was once too short
  // for it), and the test's own limit room for both.
  it('is given the time its bytes need: 480 KB at 96 KB/s arrive with a 3 s base timeout', { timeout: 30_000 }, async () => {
    const link = await slowUplink(backend().url, 96 * 1024)
    try {
      const bytes = new Uint8Array(480 * 1024)
      bytes.set(TINY_JPEG)
      const message = queued({}, jpeg(bytes))
      const outcome = await deliverContactMessage(message, { url: link.url, apiKey: backend().publishableKey, timeoutMs: 3_000 })
      expect(outcome).toEqual({ status: 'delivered' })
    } finally {
      await link.close()
    }
  })
})

describe('delivering while the host has trouble', () => {
  it.each([401, 403, 404, 500, 503])('keeps the message queued when every answer is %i', async (status) => {
    const host = await answering(status)
    try {
      expect(await deliverContactMessage(queued(), { url: host.url, apiKey: 'cle' })).toMatchObject({ status: 'retry' })
      expect(await deliverContactMessage(queued({}, jpeg()), { url: host.url, apiKey: 'cle' })).toMatchObject({ status: 'retry' })
    } finally {
      await host.close()
    }
  })
})
