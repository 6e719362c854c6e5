// A receipt whose sending failed is retried, not lost (supabase/schemas/request_receipt_retries.sql):
// an SMTP server that takes the workshop's e-mail but refuses the customer's address leaves the
// receipt to the sweep; the health report names it; once the server takes it, the sweep (the
// scheduled job request-receipts, the Edge Function of that name in the real Deno runtime) sends it
// with a working tracking link and the report is clear of it. A retry that fails again waits longer,
// and one past its attempts is given up and still reported.
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** An SMTP server that refuses the recipients `refused` says no to, and keeps what it takes. */
function fakeSmtp(refused: (address: string) => boolean) {
  const taken: { to: string[]; data: string }[] = []
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let data = ''
    let to: string[] = []
    socket.write('220 essai ESMTP\r\n')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            taken.push({ to, data })
            ;[inData, data, to] = [false, '', []]
            socket.write('250 OK\r\n')
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
          if (refused(address)) socket.write('550 5.1.1 mailbox refused\r\n')
          else {
            to.push(address)
            socket.write('250 OK\r\n')
          }
        } else if (verb === 'DATA') {
          inData = true
          socket.write('354 go on\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  const listening = new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)))
  return { taken, listening, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** A message's body decoded from quoted-printable, as a reader sees it. */
const decoded = (data: string) =>
  Buffer.from(
    data.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

async function until<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe.each(SCHEMA_KINDS)('receipts retried on %s', (kind) => {
  let refusing = true
  const smtp = fakeSmtp((address) => refusing && address.startsWith('refus-'))
  let backend: TestBackend

  beforeAll(async () => {
    backend = await startTestBackend(kind, { mail: { smtpHost: '127.0.0.1', smtpPort: await smtp.listening } })
  })
  afterAll(async () => {
    await backend?.close()
    await smtp.close()
  })

  /** A request sent by the form from `email`; its id. */
  const send = async (email: string) => {
    const id = newId()
    const row = { ...contactMessage({ id, email, name: 'Hélène Martin' }), tracking_secret: randomBytes(32).toString('base64url') }
    expect((await backend.anon.from('contact_messages').insert(row)).error).toBeNull()
    return id
  }
  const retry = async (id: string) =>
    (
      (await backend.query(
        `select attempts, last_error, next_attempt_at > now() + interval '15 minutes' as waits_longer from private.request_receipt_retries where message_id = $1`,
        [id],
      )) as { attempts: number; last_error: string; waits_longer: boolean }[]
    )[0]
  const problems = async () => ((await backend.service.rpc('health_report')).data as { problems: string[] }).problems.join('\n')
  const due = (id: string) => backend.query(`update private.request_receipt_retries set next_attempt_at = now() where message_id = $1`, [id])

  it('keeps a refused receipt, reports it, and sends it on the sweep once the server takes it, with a working link', async () => {
    refusing = true
    const address = `refus-${stamp()}@example.fr`
    const id = await send(address)
    const failed = await until(() => retry(id), 'the receipt to fail')
    expect(failed).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/550/) })
    // The workshop's own e-mail went; the receipt is not counted against the address.
    expect(smtp.taken.some((mail) => !mail.to.includes(address) && /^x-contact-message-id: (.+)$/im.exec(mail.data)?.[1]?.trim() === id)).toBe(true)
    expect(await backend.query(`select outcome from private.request_receipts where message_id = $1`, [id])).toEqual([])
    expect(await problems()).toMatch(/1 receipt\(s\) to customers not sent yet, retried: .*550/)

    // Not due yet: the sweep leaves it.
    await backend.runScheduledJob('request-receipts')
    await backend.deliverQueuedRequests()
    expect(await retry(id)).toMatchObject({ attempts: 1 })

    refusing = false
    await due(id)
    await backend.runScheduledJob('request-receipts')
    await backend.deliverQueuedRequests()
    await until(async () => !(await retry(id)), 'the retry to end')
    const receipt = smtp.taken.find((mail) => mail.to.includes(address) && mail.data.includes(`<receipt-${id}@`))
    expect(receipt).toBeDefined()
    const secret = /\/suivi#([A-Za-z0-9_-]{43})/.exec(decoded(receipt!.data))?.[1]
    expect(secret).toBeDefined()
    expect((await backend.anon.rpc('request_tracking', { secret })).data).toMatchObject({ statuses: [{ status: 'received' }] })
    expect(await backend.query(`select outcome from private.request_receipts where message_id = $1`, [id])).toEqual([{ outcome: 'sent' }])
    expect(await problems()).not.toMatch(/receipt/)
  })

  it('waits longer after each failure, and gives up after the last attempt, still reported', async () => {
    refusing = true
    const id = await send(`refus-${stamp()}@example.fr`)
    await until(() => retry(id), 'the receipt to fail')
    await due(id)
    await backend.runScheduledJob('request-receipts')
    await backend.deliverQueuedRequests()
    expect(await until(async () => (await retry(id))?.attempts === 2 && retry(id), 'the second failure')).toMatchObject({ attempts: 2, waits_longer: true })

    await backend.query(
      `update private.request_receipt_retries set attempts = private.request_receipt_max_attempts(), next_attempt_at = now() where message_id = $1`,
      [id],
    )
    expect((await backend.service.rpc('claim_request_receipt_retries', { batch: 50 })).data).not.toContain(id)
    expect(await problems()).toMatch(/1 receipt\(s\) to customers given up after 8 attempts: .*550/)
    expect((await backend.anon.rpc('fail_request_receipt', { message_id: id, error: 'x' })).error).not.toBeNull()
  })
})
