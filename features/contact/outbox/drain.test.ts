import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { drainOutbox, type DeliveryOutcome } from './drain'
import { contactMessage, manualClock, openTestOutbox, type ManualClock, type TestDeliver, type TestMessage, type TestOutbox } from './outboxFixtures'
import { openOutbox } from './store'

const opened: TestOutbox[] = []
// Without Web Locks unless a test stubs them: Node 24.5 and later have navigator.locks, Node 20 none.
beforeEach(() => vi.stubGlobal('navigator', undefined))
afterEach(() => {
  opened.splice(0).forEach((outbox) => outbox.close())
  vi.unstubAllGlobals()
})

async function setup(ids: string[]) {
  const clock = manualClock()
  const outbox = await openTestOutbox(clock)
  opened.push(outbox)
  for (const id of ids) {
    await outbox.put(contactMessage(id))
    clock.advance(1)
  }
  return { clock, outbox }
}

/** A deliver that answers `outcome` for every message, after a tick, and counts calls per id. */
function recordingDeliver(outcome: (message: TestMessage) => DeliveryOutcome = () => ({ status: 'delivered' })) {
  const calls = new Map<string, number>()
  const deliver: TestDeliver = async (message) => {
    calls.set(message.row.id, (calls.get(message.row.id) ?? 0) + 1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    return outcome(message)
  }
  return { deliver, calls }
}

/** The ids still to deliver: a delivered message leaves only its receipt behind. */
const pendingIds = async (outbox: TestOutbox) => (await outbox.list()).filter((entry) => entry.state === 'pending').map((entry) => entry.id)

const drainAt = (outbox: TestOutbox, deliver: TestDeliver, clock: ManualClock, options = {}) => drainOutbox(outbox, deliver, { now: clock.now, ...options })

describe('draining the outbox', () => {
  it('delivers every due message and removes it', async () => {
    const { clock, outbox } = await setup(['a', 'b'])
    const { deliver, calls } = recordingDeliver()
    expect(await drainAt(outbox, deliver, clock)).toEqual({ delivered: 2, retried: 0, refused: 0, skipped: 0 })
    expect([...calls]).toEqual([
      ['a', 1],
      ['b', 1],
    ])
    expect(await pendingIds(outbox)).toEqual([])
    // Until a page tells the visitor, each delivery leaves a receipt, without its photo.
    expect((await outbox.list()).map(({ id, state, message }) => ({ id, state, photo: message.photo }))).toEqual([
      { id: 'a', state: 'delivered', photo: null },
      { id: 'b', state: 'delivered', photo: null },
    ])
    expect(await outbox.takeReceipts()).toEqual([{ id: 'a' }, { id: 'b' }])
    expect(await outbox.takeReceipts()).toEqual([])
    expect(await outbox.list()).toEqual([])
  })

  it('keeps what the sender said of a delivery with its receipt, for the page that tells the visitor', async () => {
    const { clock, outbox } = await setup(['a', 'b'])
    const { deliver } = recordingDeliver((message) => (message.row.id === 'a' ? { status: 'delivered', remark: 'part-left-out' } : { status: 'delivered' }))
    await drainAt(outbox, deliver, clock)
    expect(await outbox.takeReceipts()).toEqual([{ id: 'a', remark: 'part-left-out' }, { id: 'b' }])
  })

  it('keeps a message that could not be sent, backs off, then sends it once the wait is over', async () => {
    const { clock, outbox } = await setup(['a'])
    const offline = recordingDeliver(() => ({ status: 'retry', reason: 'Failed to fetch' }))
    expect(await drainAt(outbox, offline.deliver, clock)).toEqual({ delivered: 0, retried: 1, refused: 0, skipped: 0 })
    const kept = await outbox.get('a')
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Failed to fetch' })
    expect(kept?.nextAttemptAt).toBeGreaterThanOrEqual(clock.now() + 4_000)
    expect(kept?.nextAttemptAt).toBeLessThanOrEqual(clock.now() + 6_000)
    expect(kept).not.toHaveProperty('claimedBy')

    const online = recordingDeliver()
    clock.advance(kept!.nextAttemptAt - clock.now() - 1)
    expect(await drainAt(outbox, online.deliver, clock)).toEqual({ delivered: 0, retried: 0, refused: 0, skipped: 1 })
    expect(online.calls.size).toBe(0)
    clock.advance(1)
    expect(await drainAt(outbox, online.deliver, clock)).toEqual({ delivered: 1, retried: 0, refused: 0, skipped: 0 })
    expect(await outbox.pendingCount()).toBe(0)
  })

  it('keeps a message over the rate limit, not refused, and tries it again after ten minutes, not sooner', async () => {
    const { clock, outbox } = await setup(['a'])
    const limited = recordingDeliver(() => ({ status: 'retry', reason: 'too many contact messages', rateLimited: true }))
    expect(await drainAt(outbox, limited.deliver, clock)).toEqual({ delivered: 0, retried: 1, refused: 0, skipped: 0 })
    const kept = await outbox.get('a')
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, lastError: 'too many contact messages' })
    expect(kept!.nextAttemptAt - clock.now()).toBe(10 * 60_000)
    clock.advance(9 * 60_000)
    const online = recordingDeliver()
    expect(await drainAt(outbox, online.deliver, clock)).toMatchObject({ delivered: 0, skipped: 1 })
    clock.advance(60_000)
    expect(await drainAt(outbox, online.deliver, clock)).toMatchObject({ delivered: 1 })
  })

  it('waits longer after each failure', async () => {
    const { clock, outbox } = await setup(['a'])
    const offline = recordingDeliver(() => ({ status: 'retry', reason: 'timeout' }))
    const waits: number[] = []
    for (let failure = 0; failure < 4; failure++) {
      await drainAt(outbox, offline.deliver, clock)
      const entry = (await outbox.get('a'))!
      waits.push(entry.nextAttemptAt - clock.now())
      clock.advance(entry.nextAttemptAt - clock.now())
    }
    expect((await outbox.get('a'))?.attempts).toBe(4)
    waits.slice(1).forEach((wait, index) => expect(wait).toBeGreaterThan(waits[index]!))
  })

  it('sends a message still backing off when asked to ignore the backoff', async () => {
    const { clock, outbox } = await setup(['a'])
    await drainAt(outbox, recordingDeliver(() => ({ status: 'retry', reason: 'offline' })).deliver, clock)
    const { deliver, calls } = recordingDeliver()
    expect(await drainAt(outbox, deliver, clock, { ignoreBackoff: true })).toMatchObject({ delivered: 1 })
    expect(calls.get('a')).toBe(1)
  })

  it('keeps a refused message to show the visitor, out of the pending count and never resent', async () => {
    const { clock, outbox } = await setup(['a', 'b'])
    const { deliver, calls } = recordingDeliver((message) =>
      message.row.id === 'a' ? { status: 'refused', reason: 'new row violates check constraint', code: '23514', field: 'email' } : { status: 'delivered' },
    )
    expect(await drainAt(outbox, deliver, clock)).toEqual({ delivered: 1, retried: 0, refused: 1, skipped: 0 })
    expect(await outbox.pendingCount()).toBe(0)
    const refused = await outbox.refused()
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatchObject({
      id: 'a',
      state: 'refused',
      attempts: 1,
      lastError: 'new row violates check constraint',
      refusedCode: '23514',
      refusedField: 'email',
    })
    expect(refused[0]?.message).toEqual(contactMessage('a'))
    expect(await drainAt(outbox, deliver, clock, { ignoreBackoff: true })).toEqual({ delivered: 0, retried: 0, refused: 0, skipped: 0 })
    expect(calls.get('a')).toBe(1)
  })

  it('treats a deliver that throws as a retry and goes on with the next message', async () => {
    const { clock, outbox } = await setup(['a', 'b'])
    const deliver: TestDeliver = async (message) => {
      if (message.row.id === 'a') throw new TypeError('NetworkError when attempting to fetch resource.')
      return { status: 'delivered' }
    }
    expect(await drainAt(outbox, deliver, clock)).toEqual({ delivered: 1, retried: 1, refused: 0, skipped: 0 })
    expect(await outbox.get('a')).toMatchObject({ state: 'pending', attempts: 1, lastError: 'NetworkError when attempting to fetch resource.' })
  })

  it('touches only the messages it is given', async () => {
    const { clock, outbox } = await setup(['a', 'b', 'c'])
    const { deliver, calls } = recordingDeliver()
    expect(await drainAt(outbox, deliver, clock, { ids: ['b', 'unknown'] })).toEqual({ delivered: 1, retried: 0, refused: 0, skipped: 0 })
    expect([...calls.keys()]).toEqual(['b'])
    expect(await pendingIds(outbox)).toEqual(['a', 'c'])
  })

  it('delivers each message exactly once when two tabs drain at the same time', async () => {
    const clock = manualClock()
    const idb = new IDBFactory()
    // Two connections to one database, as a tab and the service worker would have.
    const tab = await openOutbox<TestMessage>({ idb, now: clock.now })
    const worker = await openOutbox<TestMessage>({ idb, now: clock.now })
    opened.push(tab, worker)
    const ids = ['a', 'b', 'c', 'd', 'e']
    for (const id of ids) await tab.put(contactMessage(id))
    const { deliver, calls } = recordingDeliver()

    const results = await Promise.all([drainAt(tab, deliver, clock, { owner: 'tab' }), drainAt(worker, deliver, clock, { owner: 'worker' })])

    expect(Object.fromEntries(calls)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])))
    expect(results[0].delivered + results[1].delivered).toBe(ids.length)
    expect(await pendingIds(tab)).toEqual([])
    // The visitor hears of each delivery once, whichever of the two pages asks first.
    expect((await Promise.all([tab.takeReceipts(), worker.takeReceipts()])).flat()).toHaveLength(ids.length)
  })

  it('leaves a message another drainer is sending, and takes it over once that claim has expired', async () => {
    const { clock, outbox } = await setup(['a'])
    // A tab closed mid-delivery, where there are no Web Locks: its claim stays until the lease runs out.
    await outbox.claim('a', 'closed-tab', 60_000)
    const { deliver, calls } = recordingDeliver()
    expect(await drainAt(outbox, deliver, clock)).toEqual({ delivered: 0, retried: 0, refused: 0, skipped: 1 })
    expect(calls.size).toBe(0)
    clock.advance(60_000)
    expect(await drainAt(outbox, deliver, clock)).toEqual({ delivered: 1, retried: 0, refused: 0, skipped: 0 })
    expect(calls.get('a')).toBe(1)
  })

  it("takes over at once a claim left by a tab closed mid-send, once it holds the entry's Web Lock", async () => {
    const { clock, outbox } = await setup(['a'])
    // The browser freed the closed tab's lock; its claim is still in IndexedDB.
    await outbox.claim('a', 'closed-tab', 60_000)
    const request = vi.fn((name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
      Promise.resolve(callback({ name, mode: 'exclusive' })),
    )
    vi.stubGlobal('navigator', { locks: { request } })
    const { deliver, calls } = recordingDeliver()
    expect(await drainAt(outbox, deliver, clock)).toEqual({ delivered: 1, retried: 0, refused: 0, skipped: 0 })
    expect(calls.get('a')).toBe(1)
    expect(await pendingIds(outbox)).toEqual([])
  })

  it('respects a backoff set by another drainer after this one listed the queue', async () => {
    const { clock, outbox } = await setup(['a'])
    const staleList: TestOutbox = {
      ...outbox,
      list: async () => {
        const entries = await outbox.list()
        await outbox.claim('a', 'worker', 60_000)
        await outbox.release('a', 'worker', { attempts: 1, nextAttemptAt: clock.now() + 5_000 })
        return entries
      },
    }
    const { deliver, calls } = recordingDeliver()
    expect(await drainAt(staleList, deliver, clock)).toEqual({ delivered: 0, retried: 0, refused: 0, skipped: 1 })
    expect(calls.size).toBe(0)
    expect(await outbox.get('a')).not.toHaveProperty('claimedBy')
  })

  it('skips a message whose Web Lock another context holds', async () => {
    const { clock, outbox } = await setup(['a', 'b'])
    const request = vi.fn((name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
      Promise.resolve(callback(name === 'atelier-outbox:a' ? null : { name, mode: 'exclusive' })),
    )
    vi.stubGlobal('navigator', { locks: { request } })
    const { deliver, calls } = recordingDeliver()
    expect(await drainAt(outbox, deliver, clock)).toEqual({ delivered: 1, retried: 0, refused: 0, skipped: 1 })
    expect([...calls.keys()]).toEqual(['b'])
    expect(request).toHaveBeenCalledWith('atelier-outbox:a', { ifAvailable: true }, expect.any(Function))
  })

  it('sends a photo that arrived in an earlier attempt only once: the retry sends the row alone', async () => {
    const clock = manualClock()
    const outbox = await openTestOutbox(clock)
    opened.push(outbox)
    const photo = { fileName: 'contact_1700000000000_42.jpg', contentType: 'image/jpeg', blob: new Blob([new Uint8Array([0xff, 0xd8])]) }
    await outbox.put(contactMessage('a', photo))
    const uploads: string[] = []
    // The photo is stored, then the insert times out: a retry.
    const firstTry: TestDeliver = async (message, progress) => {
      if (!progress.photoUploaded) {
        uploads.push(message.photo!.fileName)
        await progress.onUploadDone?.()
      }
      return { status: 'retry', reason: 'insert timed out' }
    }
    await drainAt(outbox, firstTry, clock)
    expect(await outbox.get('a')).toMatchObject({ state: 'pending', attempts: 1, photoUploaded: true })
    const seen: boolean[] = []
    const secondTry: TestDeliver = async (_message, progress) => {
      seen.push(Boolean(progress.photoUploaded))
      return { status: 'delivered' }
    }
    expect(await drainAt(outbox, secondTry, clock, { ignoreBackoff: true })).toMatchObject({ delivered: 1 })
    expect(uploads).toEqual(['contact_1700000000000_42.jpg'])
    expect(seen).toEqual([true])
  })

  it('does not record an upload for a drainer whose claim was taken over', async () => {
    const { clock, outbox } = await setup(['a'])
    await outbox.claim('a', 'late-tab', 60_000)
    clock.advance(61_000)
    await outbox.claim('a', 'worker', 60_000)
    await outbox.recordPhotoUploaded('a', 'late-tab')
    expect(await outbox.get('a')).not.toHaveProperty('photoUploaded')
    await outbox.recordPhotoUploaded('a', 'worker')
    expect(await outbox.get('a')).toMatchObject({ photoUploaded: true, claimedBy: 'worker' })
  })

  describe('for a sender that tells the visitor itself (the form)', () => {
    it('sends only the entries asked for, and says what each came to', async () => {
      const { clock, outbox } = await setup(['a', 'b'])
      const { deliver, calls } = recordingDeliver(() => ({ status: 'retry', reason: 'Failed to fetch' }))
      const outcomes: [string, string][] = []
      await drainAt(outbox, deliver, clock, { ids: ['b'], onOutcome: (id: string, outcome: DeliveryOutcome) => outcomes.push([id, outcome.status]) })
      expect([...calls.keys()]).toEqual(['b'])
      expect(outcomes).toEqual([['b', 'retry']])
    })

    it('takes a delivered or refused entry out of the outbox, leaving no receipt and no refusal for a page to tell', async () => {
      const { clock, outbox } = await setup(['a', 'b'])
      const { deliver } = recordingDeliver((message) =>
        message.row.id === 'a' ? { status: 'delivered' } : { status: 'refused', reason: 'contact_messages_email_check', code: '23514', field: 'email' },
      )
      expect(await drainAt(outbox, deliver, clock, { settle: 'remove' })).toEqual({ delivered: 1, retried: 0, refused: 1, skipped: 0 })
      expect(await outbox.list()).toEqual([])
      expect(await outbox.takeReceipts()).toEqual([])
    })

    it('tells the sender an upload started and ended, before the outbox records it', async () => {
      const clock = manualClock()
      const outbox = await openTestOutbox(clock)
      opened.push(outbox)
      await outbox.put(contactMessage('a', { fileName: 'contact_1_1.jpg', contentType: 'image/jpeg', blob: new Blob([new Uint8Array([0xff, 0xd8])]) }))
      const heard: string[] = []
      const deliver: TestDeliver = async (_message, progress) => {
        progress.onUploadStart?.()
        await progress.onUploadDone?.()
        return { status: 'delivered' }
      }
      const progress = {
        onUploadStart: () => heard.push('start'),
        onUploadDone: async () => void heard.push(`done, recorded: ${Boolean((await outbox.get('a'))?.photoUploaded)}`),
      }
      await drainAt(outbox, deliver, clock, { progress })
      expect(heard).toEqual(['start', 'done, recorded: false'])
    })

    it('sends the entry it put reserved for itself, which every other drainer leaves alone meanwhile', async () => {
      const clock = manualClock()
      const outbox = await openTestOutbox(clock)
      opened.push(outbox)
      await outbox.put(contactMessage('a'), { announce: false, reserveFor: { owner: 'form', leaseMs: 60_000 } })
      const other = recordingDeliver()
      expect(await drainAt(outbox, other.deliver, clock)).toMatchObject({ delivered: 0, skipped: 1 })
      const form = recordingDeliver()
      const result = await drainAt(outbox, form.deliver, clock, { owner: 'form', reserved: true, ids: ['a'], ignoreBackoff: true, settle: 'remove' })
      expect(result).toMatchObject({ delivered: 1 })
      expect([...other.calls.keys(), ...form.calls.keys()]).toEqual(['a'])
      expect(await outbox.list()).toEqual([])
    })

    it('is told nothing of an entry another sender holds', async () => {
      const { clock, outbox } = await setup(['a'])
      await outbox.claim('a', 'worker', 60_000)
      const onOutcome = vi.fn()
      expect(await drainAt(outbox, recordingDeliver().deliver, clock, { ids: ['a'], ignoreBackoff: true, onOutcome })).toMatchObject({ skipped: 1 })
      expect(onOutcome).not.toHaveBeenCalled()
    })
  })

  it('keeps a photo the form says already arrived marked as such when it queues the message again', async () => {
    const clock = manualClock()
    const outbox = await openTestOutbox(clock)
    opened.push(outbox)
    const photo = { fileName: 'contact_1_1.jpg', contentType: 'image/jpeg', blob: new Blob([new Uint8Array([0xff, 0xd8])]) }
    await outbox.put(contactMessage('a', photo), { photoUploaded: true })
    expect(await outbox.get('a')).toMatchObject({ photoUploaded: true })
    // A message without a photo has nothing uploaded, whatever the caller says.
    await outbox.put(contactMessage('b'), { photoUploaded: true })
    expect(await outbox.get('b')).not.toHaveProperty('photoUploaded')
  })
})
