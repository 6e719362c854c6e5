import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openOutbox } from './outbox'
import { buildContactMessage } from './message'
import { formValues } from './contactFixtures'

const deliverContactMessage = vi.hoisted(() => vi.fn())
vi.mock('./deliver', () => ({ deliverContactMessage }))
vi.mock('./outbox/sync', () => ({ requestOutboxSync: vi.fn(async () => false), OUTBOX_SYNC_TAG: 'contact-outbox' }))
vi.mock('../../lib/supabase', () => ({ supabaseTarget: { url: 'http://supabase.test', apiKey: 'sb_publishable_test' } }))

const { sendContactMessage } = await import('./delivery')

const values = formValues()

/** Web Locks as pages and workers of one origin share them, `ifAvailable` requests only. */
function fakeLocks() {
  const held = new Set<string>()
  return {
    held,
    request: async (name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => {
      if (held.has(name)) return callback(null)
      held.add(name)
      try {
        return await callback({ name, mode: 'exclusive' })
      } finally {
        held.delete(name)
      }
    },
  }
}

let locks: ReturnType<typeof fakeLocks>
let id: string
/** The message the form builds for this test's draft (its identity made once, as the form does). */
const messageOf = (photo: File | null = null) =>
  buildContactMessage(values, { id, createdAt: 1_700_000_000_000, photo: photo && { file: photo, name: 'contact_1700000000000_42.jpg' } })
beforeEach(() => {
  locks = fakeLocks()
  vi.stubGlobal('navigator', { onLine: true, locks })
  id = crypto.randomUUID()
  deliverContactMessage.mockReset()
})
afterEach(() => vi.unstubAllGlobals())

const queued = async () => {
  const outbox = await openOutbox()
  try {
    return await outbox.get(id)
  } finally {
    outbox.close()
  }
}

describe('sending from the contact form', () => {
  it("sends while holding the message's lock, so a drainer elsewhere waits, and empties the outbox", async () => {
    deliverContactMessage.mockImplementation(async () => {
      expect(locks.held.has(`atelier-outbox:${id}`)).toBe(true)
      return { status: 'delivered' }
    })
    expect(await sendContactMessage(messageOf())).toEqual({ status: 'sent' })
    expect(deliverContactMessage).toHaveBeenCalledOnce()
    expect(await queued()).toBeUndefined()
  })

  it('leaves the message queued, unsent, while another tab or the worker holds its lock', async () => {
    locks.held.add(`atelier-outbox:${id}`)
    expect(await sendContactMessage(messageOf())).toEqual({ status: 'queued', because: 'server' })
    expect(deliverContactMessage).not.toHaveBeenCalled()
    expect(await queued()).toMatchObject({ state: 'pending' })
  })

  it('takes over the claim a closed tab left on the same draft, instead of waiting for its lease', async () => {
    const outbox = await openOutbox()
    await outbox.put(messageOf())
    await outbox.claim(id, 'closed-tab', 60_000)
    outbox.close()
    deliverContactMessage.mockResolvedValue({ status: 'delivered' })
    expect(await sendContactMessage(messageOf())).toEqual({ status: 'sent' })
    expect(await queued()).toBeUndefined()
  })

  it('keeps the message with a backoff when Supabase cannot be reached, and says it is kept, offline or not', async () => {
    deliverContactMessage.mockResolvedValue({ status: 'retry', reason: 'Failed to fetch' })
    expect(await sendContactMessage(messageOf())).toEqual({ status: 'queued', because: 'server' })
    expect(await queued()).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Failed to fetch' })
    vi.stubGlobal('navigator', { onLine: false, locks })
    expect(await sendContactMessage(messageOf())).toEqual({ status: 'queued', because: 'offline' })
    expect((await queued())?.claimedBy).toBeUndefined()
  })

  it('keeps a message over the rate limit queued for ten minutes at least, not refused, and says so', async () => {
    deliverContactMessage.mockResolvedValue({ status: 'retry', reason: 'too many contact messages', rateLimited: true })
    const before = Date.now()
    expect(await sendContactMessage(messageOf())).toEqual({ status: 'limited', kept: true, siteWide: false })
    const entry = await queued()
    expect(entry).toMatchObject({ state: 'pending', attempts: 1, lastError: 'too many contact messages' })
    expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(before + 10 * 60_000)
  })

  it('keeps a message held back by the whole site’s ceiling queued, and says it is the site’s', async () => {
    const reason = 'contact messages paused for the whole site'
    deliverContactMessage.mockResolvedValue({ status: 'retry', reason, rateLimited: true, siteWide: true })
    expect(await sendContactMessage(messageOf())).toEqual({ status: 'limited', kept: true, siteWide: true })
    expect(await queued()).toMatchObject({ state: 'pending', attempts: 1, lastError: reason })
  })

  it('takes a refused message out of the outbox and names the field to fix, in French', async () => {
    deliverContactMessage.mockResolvedValue({
      status: 'refused',
      reason: 'violates check constraint "contact_messages_email_check"',
      code: '23514',
      field: 'email',
    })
    const result = await sendContactMessage(messageOf())
    expect(result).toMatchObject({ status: 'refused', field: 'email' })
    expect(result.status === 'refused' && result.text).toMatch(/adresse e-mail/)
    expect(await queued()).toBeUndefined()
  })

  it('does not announce the message to the pending indicator while it is being sent', async () => {
    const heard = vi.fn()
    const channel = new BroadcastChannel('atelier-outbox')
    channel.onmessage = heard
    try {
      deliverContactMessage.mockResolvedValue({ status: 'delivered' })
      await sendContactMessage(messageOf())
      await new Promise((resolve) => setTimeout(resolve, 20))
      // Only the removal is announced; no change says "pending" before it.
      expect(heard).toHaveBeenCalledTimes(1)
    } finally {
      channel.close()
    }
  })

  it('records in the outbox that the photo arrived, and a later attempt of the draft does not send it again', async () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'bague.jpg', { type: 'image/jpeg' })
    deliverContactMessage.mockImplementation(async (_message, _target, progress) => {
      await progress.onUploadDone?.()
      return { status: 'retry', reason: 'insert timed out' }
    })
    const uploaded = vi.fn()
    await sendContactMessage(messageOf(photo), { onUploadDone: uploaded })
    expect(uploaded).toHaveBeenCalledOnce()
    expect(await queued()).toMatchObject({ photoUploaded: true, message: { photo: { fileName: 'contact_1700000000000_42.jpg' } } })
    expect(deliverContactMessage.mock.calls[0]?.[2]).toMatchObject({ photoUploaded: false })
    // The form sends the same message again, knowing its photo arrived.
    deliverContactMessage.mockResolvedValue({ status: 'delivered' })
    await sendContactMessage(messageOf(photo), { photoUploaded: true })
    expect(deliverContactMessage.mock.calls[1]?.[2]).toMatchObject({ photoUploaded: true })
    expect(deliverContactMessage.mock.calls[1]?.[0]).toMatchObject({ photo: { fileName: 'contact_1700000000000_42.jpg' } })
  })

  describe('where this device cannot keep the message', () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'bague.jpg', { type: 'image/jpeg' })
    const unusableIndexedDb = { open: () => Promise.reject(new DOMException('IndexedDB is disabled', 'InvalidStateError')) }

    it('offline with no IndexedDB: says the message was not kept, never that it was', async () => {
      vi.stubGlobal('indexedDB', {
        open: () => {
          throw new DOMException('IndexedDB is disabled', 'InvalidStateError')
        },
      })
      vi.stubGlobal('navigator', { onLine: false, locks })
      deliverContactMessage.mockResolvedValue({ status: 'retry', reason: 'Failed to fetch' })
      expect(await sendContactMessage(messageOf(photo))).toEqual({ status: 'notKept' })
    })

    it('over the rate limit with no IndexedDB: says it did not leave, so the form keeps it', async () => {
      vi.stubGlobal('indexedDB', unusableIndexedDb)
      deliverContactMessage.mockResolvedValue({ status: 'retry', reason: 'too many contact messages', rateLimited: true })
      expect(await sendContactMessage(messageOf(photo))).toEqual({ status: 'limited', kept: false, siteWide: false })
    })

    it('online with no IndexedDB: sends directly, photo included', async () => {
      vi.stubGlobal('indexedDB', unusableIndexedDb)
      deliverContactMessage.mockResolvedValue({ status: 'delivered' })
      expect(await sendContactMessage(messageOf(photo))).toEqual({ status: 'sent' })
      expect(deliverContactMessage).toHaveBeenCalledOnce()
      expect(deliverContactMessage.mock.calls[0]?.[0]).toMatchObject({ row: { id }, photo: { contentType: 'image/jpeg' } })
    })

    it('when writing to IndexedDB fails (quota, private mode): sends directly, photo included, and keeps nothing half-written', async () => {
      const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      })
      deliverContactMessage.mockResolvedValue({ status: 'delivered' })
      try {
        expect(await sendContactMessage(messageOf(photo))).toEqual({ status: 'sent' })
      } finally {
        put.mockRestore()
      }
      expect(deliverContactMessage.mock.calls[0]?.[0]).toMatchObject({ row: { id }, photo: { contentType: 'image/jpeg' } })
      expect(await queued()).toBeUndefined()
    })

    it('when writing fails offline: says the message was not kept', async () => {
      const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      })
      vi.stubGlobal('navigator', { onLine: false, locks })
      deliverContactMessage.mockResolvedValue({ status: 'retry', reason: 'Failed to fetch' })
      try {
        expect(await sendContactMessage(messageOf(photo))).toEqual({ status: 'notKept' })
      } finally {
        put.mockRestore()
      }
    })
  })

  it('asks the browser to keep the queue when a message is kept', async () => {
    const persist = vi.fn(async () => true)
    vi.stubGlobal('navigator', { onLine: false, locks, storage: { persist } })
    deliverContactMessage.mockResolvedValue({ status: 'retry', reason: 'Failed to fetch' })
    expect(await sendContactMessage(messageOf())).toEqual({ status: 'queued', because: 'offline' })
    expect(persist).toHaveBeenCalled()
  })
})
