// The workshop's e-mail is sent at least once, and every failure shows on its row: a function killed
// between its send and its mark makes one more copy with the same Message-ID; a call refused before
// the function claims the row (a 401, no secret in Vault) leaves its error; the attempts are capped
// and the row flagged. The real Deno function, the real SMTP inbox, pg_net's emulation and the sweep.
import { readdirSync, readFileSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { clearInbox, emailSource, rawHeader, waitForEmails } from './helpers/inbox'

const sweep = async (backend: TestBackend) => {
  const [{ asked }] = await backend.query('select public.notify_workshop_sweep() as asked')
  await backend.deliverQueuedRequests()
  return asked as number
}

/** Time passes: every claim and every back-off of the row is over. */
const timePassed = (backend: TestBackend, id: string) =>
  backend.query(
    `update public.contact_messages
        set notify_next_attempt_at = notify_next_attempt_at - interval '1 day',
            notify_claimed_until = notify_claimed_until - interval '1 day'
      where id = $1::uuid`,
    [id],
  )

async function rowState(backend: TestBackend, id: string) {
  const [row] = await backend.query(
    `select notified_at, notify_attempts, notify_last_error, notify_gave_up_at, notify_request_id, notify_claimed_until
       from public.contact_messages where id = $1::uuid`,
    [id],
  )
  return row as {
    notified_at: Date | null
    notify_attempts: number
    notify_last_error: string | null
    notify_gave_up_at: Date | null
    notify_request_id: string | null
    notify_claimed_until: Date | null
  }
}

/** The Deno processes this test process started for notify-workshop (Linux /proc). */
function notifyFunctionPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1])
        return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('notify-workshop')
      } catch {
        return false // ended meanwhile
      }
    })
    .map(Number)
}

/** An SMTP relay to the inbox that, once armed, kills the function the moment the inbox has accepted
 *  a message and before the function hears so: the e-mail has left, its mark never comes. */
async function killingRelay(inboxPort: number): Promise<{ port: number; arm(): void; kills(): number; close(): Promise<void> }> {
  let armed = false
  let kills = 0
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = connect(inboxPort, '127.0.0.1')
    sockets.add(client).add(upstream)
    let dataSent = false
    // The end of the message (CRLF . CRLF) may arrive split across chunks: read it from what came last.
    let tail = ''
    client.on('data', (chunk) => {
      tail = (tail + chunk.toString('latin1')).slice(-5)
      if (tail === '\r\n.\r\n') dataSent = true
      upstream.write(chunk)
    })
    upstream.on('data', (chunk) => {
      if (armed && dataSent && chunk.toString('latin1').startsWith('250')) {
        armed = false
        for (const pid of notifyFunctionPids()) {
          process.kill(pid, 'SIGKILL')
          kills += 1
        }
        return
      }
      client.write(chunk)
    })
    const end = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    arm: () => void (armed = true),
    kills: () => kills,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe.each(SCHEMA_KINDS)('the workshop e-mail’s attempts on %s', (kind) => {
  let inbox: LocalInbox
  let relay: Awaited<ReturnType<typeof killingRelay>>
  let backend: TestBackend

  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    relay = await killingRelay(inbox.smtpPort)
    backend = await startTestBackend(kind, { mail: { smtpHost: '127.0.0.1', smtpPort: relay.port } })
  })
  afterAll(async () => {
    await backend?.close()
    await relay?.close()
    await inbox?.close()
  })
  beforeEach(async () => {
    await clearInbox(inbox.url)
  })

  async function withVaultSecret<T>(secret: string | null, run: () => Promise<T>): Promise<T> {
    const [{ kept }] = await backend.query(`select secret as kept from vault.secrets where name = 'notify_workshop_secret'`)
    if (secret === null) await backend.query(`delete from vault.secrets where name = 'notify_workshop_secret'`)
    else await backend.query(`update vault.secrets set secret = $1::text where name = 'notify_workshop_secret'`, [secret])
    try {
      return await run()
    } finally {
      await backend.query(
        `insert into vault.secrets (name, secret) values ('notify_workshop_secret', $1::text)
         on conflict (name) do update set secret = excluded.secret`,
        [kept],
      )
    }
  }

  it('makes at most one more copy, with the same Message-ID, when the function is killed between its send and its mark', async () => {
    const id = newId()
    relay.arm()
    expect((await backend.anon.from('contact_messages').insert(contactMessage({ id, name: 'Inès Garnier' }))).error).toBeNull()
    await backend.deliverQueuedRequests()
    // On a loaded machine the database's call may give up waiting before the kill: wait for it.
    await expect.poll(() => relay.kills(), { timeout: 30_000 }).toBeGreaterThan(0)
    const [first] = await waitForEmails(inbox.url, 1)
    const before = await rowState(backend, id)
    expect(before).toMatchObject({ notified_at: null, notify_attempts: 1 })
    expect(before.notify_claimed_until).not.toBeNull()

    // The claim runs out; the sweep notes the attempt that never reported, then asks again.
    await timePassed(backend, id)
    expect(await sweep(backend)).toBe(0) // noted now, asked once the back-off has passed
    expect((await rowState(backend, id)).notify_last_error).toMatch(/stopped between its claim and its record/)
    await timePassed(backend, id)
    expect(await sweep(backend)).toBe(1)
    const emails = await waitForEmails(inbox.url, 2)
    expect(emails).toHaveLength(2)
    const ids = await Promise.all(emails.map(async (email) => rawHeader(await emailSource(inbox.url, email.id), 'Message-ID')))
    expect(ids[0]).toMatch(new RegExp(`^<contact-${id}@[a-z0-9.-]+>$`))
    expect(ids[1]).toBe(ids[0])
    expect(emails.map((email) => email.subject)).toEqual([first!.subject, first!.subject])
    expect(await rowState(backend, id)).toMatchObject({ notify_attempts: 2, notify_last_error: null, notify_gave_up_at: null })
    expect((await rowState(backend, id)).notified_at).not.toBeNull()

    await timePassed(backend, id)
    expect(await sweep(backend)).toBe(0)
    expect(await waitForEmails(inbox.url, 3, undefined, { timeoutMs: 2_000 })).toHaveLength(2)
  })

  it('records on the row a call refused before any claim (401), then sends once the call is accepted', async () => {
    const id = newId()
    await withVaultSecret('not-the-function-secret', async () => {
      expect((await backend.anon.from('contact_messages').insert(contactMessage({ id }))).error).toBeNull()
      await backend.deliverQueuedRequests()
      expect((await rowState(backend, id)).notify_request_id).not.toBeNull()
      await sweep(backend)
    })
    const refused = await rowState(backend, id)
    expect(refused).toMatchObject({ notified_at: null, notify_attempts: 1, notify_request_id: null, notify_gave_up_at: null })
    expect(refused.notify_last_error).toMatch(/^notify-workshop not reached: HTTP 401 .*unauthorised/)

    await timePassed(backend, id)
    expect(await sweep(backend)).toBe(1)
    expect(await waitForEmails(inbox.url, 1)).toHaveLength(1)
    expect(await rowState(backend, id)).toMatchObject({ notify_attempts: 2, notify_last_error: null })
  })

  it('says on the row that nothing was asked when Vault holds no secret for the function', async () => {
    const id = newId()
    await withVaultSecret(null, async () => {
      expect((await backend.anon.from('contact_messages').insert(contactMessage({ id }))).error).toBeNull()
      expect(await rowState(backend, id)).toMatchObject({
        notify_attempts: 0,
        notify_request_id: null,
        notify_last_error: 'notify-workshop not asked: Vault holds no project_url or notify_workshop_secret',
      })
    })
  })

  it('flags the row and stops trying at the 24th failed attempt, whether it failed before the claim or after it', async () => {
    const refusedEarly = newId()
    await withVaultSecret('not-the-function-secret', async () => {
      expect((await backend.anon.from('contact_messages').insert(contactMessage({ id: refusedEarly }))).error).toBeNull()
      await backend.query('update public.contact_messages set notify_attempts = 23 where id = $1::uuid', [refusedEarly])
      await backend.deliverQueuedRequests()
      await sweep(backend)
    })
    const flagged = await rowState(backend, refusedEarly)
    expect(flagged).toMatchObject({ notify_attempts: 24, notified_at: null })
    expect(flagged.notify_gave_up_at).not.toBeNull()
    expect(flagged.notify_last_error).toMatch(/HTTP 401/)

    // After its claim: the function's own report of a failed send.
    const failedLate = newId()
    await withVaultSecret(null, async () => {
      expect((await backend.anon.from('contact_messages').insert(contactMessage({ id: failedLate }))).error).toBeNull()
    })
    await backend.query('update public.contact_messages set notify_attempts = 23 where id = $1::uuid', [failedLate])
    const claimed = await backend.service.rpc('claim_contact_notification', { message_id: failedLate })
    expect(claimed.data).toHaveLength(1)
    expect((await backend.service.rpc('fail_contact_notification', { message_id: failedLate, error: 'SMTP 554' })).error).toBeNull()
    const late = await rowState(backend, failedLate)
    expect(late).toMatchObject({ notify_attempts: 24, notify_last_error: 'SMTP 554' })
    expect(late.notify_gave_up_at).not.toBeNull()

    // Given up: neither the sweep nor a claim takes them again.
    await timePassed(backend, refusedEarly)
    await timePassed(backend, failedLate)
    await backend.query(`update public.contact_messages set created_at = now() - interval '2 minutes' where id in ($1::uuid, $2::uuid)`, [
      refusedEarly,
      failedLate,
    ])
    await sweep(backend)
    for (const id of [refusedEarly, failedLate]) {
      expect((await backend.service.rpc('claim_contact_notification', { message_id: id })).data).toEqual([])
      expect((await rowState(backend, id)).notify_request_id).toBeNull()
    }
    expect(await waitForEmails(inbox.url, 1, undefined, { timeoutMs: 2_000 })).toHaveLength(0)
  })
})
