import { afterEach, describe, expect, it, vi } from 'vitest'
import { onOutboxChange } from './change'
import { contactMessage, manualClock, openTestOutbox, type TestMessage, type TestOutbox } from './outboxFixtures'
import { IDBFactory } from 'fake-indexeddb'
import { DEFAULT_OUTBOX_DB_NAME, openOutbox } from './store'

let outbox: TestOutbox | undefined
afterEach(() => outbox?.close())

describe('outbox store', () => {
  it('fails to open when its database does not answer in time, and closes the connection that opens late', async () => {
    // Another connection creates the database and its upgrade does not end: every other opening
    // waits behind it, neither succeeding nor failing.
    const idb = new IDBFactory()
    const stalled = idb.open(DEFAULT_OUTBOX_DB_NAME, 1)
    let release = () => {}
    await new Promise<void>((resolve) => {
      stalled.onupgradeneeded = () => {
        const store = stalled.result.createObjectStore('entries', { keyPath: 'id' })
        store.createIndex('queuedAt', 'queuedAt')
        store.createIndex('state', 'state')
        let holding = true
        release = () => (holding = false)
        const hold = () => {
          if (holding) store.get('').onsuccess = hold
        }
        hold()
        resolve()
      }
    })
    // Without the time limit, the opening would wait for ever and the test time out.
    await expect(openOutbox<TestMessage>({ idb, openTimeoutMs: 200 })).rejects.toThrow(/did not open within 200 ms/)
    // The upgrade ends; the outbox's opening, still queued, then succeeds, and must not stay open.
    release()
    await new Promise<void>((resolve) => (stalled.onsuccess = () => resolve()))
    stalled.result.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    await new Promise<void>((resolve, reject) => {
      const removal = idb.deleteDatabase(DEFAULT_OUTBOX_DB_NAME)
      removal.onsuccess = () => resolve()
      removal.onerror = () => reject(removal.error)
      removal.onblocked = () => reject(new Error('the connection that opened late was left open'))
    })
  })

  it('reports a write the browser refuses once, as the put failing, with no unhandled rejection', async () => {
    // As WebKit's private mode refuses a photo: the request fails after it was made, which aborts
    // the transaction; that abort must not surface a second time, unhandled.
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    outbox = await openTestOutbox()
    // add() of an id already stored fails after the request was made, with a ConstraintError.
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value: unknown) {
      return this.add(value)
    })
    try {
      await outbox.put(contactMessage('a'))
      await expect(outbox.put(contactMessage('a'))).rejects.toThrow(/ConstraintError|already exists|Key already/i)
    } finally {
      put.mockRestore()
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    process.off('unhandledRejection', onUnhandled)
    expect(unhandled).toEqual([])
  })

  it('fails a put that cannot write in time, behind another connection that holds the entries, and keeps nothing of it', async () => {
    // As a page that WebKit froze in its back/forward cache in the middle of a write: its
    // transaction never ends, and every later write of the entries waits behind it.
    const idb = new IDBFactory()
    outbox = await openOutbox<TestMessage>({ idb, writeTimeoutMs: 200 })
    const frozen = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = idb.open(DEFAULT_OUTBOX_DB_NAME)
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    const held = frozen.transaction('entries', 'readwrite')
    let holding = true
    const hold = () => {
      if (holding) held.objectStore('entries').get('').onsuccess = hold
    }
    hold()
    // Without the time limit, the put would wait for ever and the test time out.
    await expect(outbox.put(contactMessage('a'))).rejects.toThrow(/not written within 200 ms/)
    holding = false
    await new Promise((resolve) => (held.oncomplete = resolve))
    frozen.close()
    // The put that gave up wrote nothing; the next one, unhindered, writes.
    expect(await outbox.list()).toEqual([])
    await outbox.put(contactMessage('b'))
    expect((await outbox.list()).map((entry) => entry.id)).toEqual(['b'])
  })

  it('stores a message as a pending entry keyed by its uuid, due at once', async () => {
    const clock = manualClock()
    outbox = await openTestOutbox(clock)
    await outbox.put(contactMessage('a'))
    expect(await outbox.get('a')).toEqual({
      id: 'a',
      message: contactMessage('a'),
      attempts: 0,
      nextAttemptAt: clock.now(),
      state: 'pending',
      queuedAt: clock.now(),
    })
    expect(await outbox.get('missing')).toBeUndefined()
  })

  it('lists entries oldest first, counts the pending ones and removes them', async () => {
    const clock = manualClock()
    outbox = await openTestOutbox(clock)
    await outbox.put(contactMessage('z-first'))
    clock.advance(1_000)
    await outbox.put(contactMessage('a-second'))
    expect((await outbox.list()).map((entry) => entry.id)).toEqual(['z-first', 'a-second'])
    expect(await outbox.pendingCount()).toBe(2)
    await outbox.remove('z-first')
    await outbox.remove('never-queued')
    expect((await outbox.list()).map((entry) => entry.id)).toEqual(['a-second'])
    expect(await outbox.pendingCount()).toBe(1)
  })

  it('counts as waiting only the pending entries nobody is sending now', async () => {
    const clock = manualClock()
    outbox = await openTestOutbox(clock)
    await outbox.put(contactMessage('sending'))
    await outbox.put(contactMessage('waiting'))
    await outbox.claim('sending', 'form', 60_000)
    expect(await outbox.pendingCount()).toBe(2)
    expect(await outbox.waitingCount()).toBe(1)
    // Its sender failed and let it go: it waits again.
    await outbox.release('sending', 'form', { attempts: 1 })
    expect(await outbox.waitingCount()).toBe(2)
    // A sender that vanished without letting go: waiting again once its lease has run out.
    await outbox.claim('waiting', 'closed-tab', 60_000)
    expect(await outbox.waitingCount()).toBe(1)
    clock.advance(60_001)
    expect(await outbox.waitingCount()).toBe(2)
  })

  it('puts a message reserved for the sender about to send it: never counted as waiting, claimable only by that sender renewing it', async () => {
    const clock = manualClock()
    outbox = await openTestOutbox(clock)
    await outbox.put(contactMessage('a'), { reserveFor: { owner: 'form-1', leaseMs: 60_000 } })
    expect(await outbox.pendingCount()).toBe(1)
    expect(await outbox.waitingCount()).toBe(0)
    expect(await outbox.claim('a', 'worker', 60_000)).toBeNull()
    // An owner id shared by several drains (the worker's) never renews by accident.
    expect(await outbox.claim('a', 'form-1', 60_000)).toBeNull()
    clock.advance(1_000)
    expect(await outbox.claim('a', 'form-1', 60_000, { renew: true })).toMatchObject({ claimedBy: 'form-1', claimedUntil: clock.now() + 60_000 })
    await outbox.remove('a')
    // A sender gone before it sent: the message waits again once the reservation has run out.
    await outbox.put(contactMessage('b'), { reserveFor: { owner: 'closed-tab', leaseMs: 60_000 } })
    expect(await outbox.waitingCount()).toBe(0)
    clock.advance(60_001)
    expect(await outbox.waitingCount()).toBe(1)
    expect(await outbox.claim('b', 'worker', 60_000)).toMatchObject({ claimedBy: 'worker' })
  })

  it('keeps the live claim of another sender when a reserved put replaces its message', async () => {
    outbox = await openTestOutbox()
    await outbox.put(contactMessage('a'))
    await outbox.claim('a', 'other-tab', 60_000)
    await outbox.put(contactMessage('a'), { reserveFor: { owner: 'form-2', leaseMs: 60_000 } })
    expect(await outbox.get('a')).toMatchObject({ claimedBy: 'other-tab' })
    expect(await outbox.claim('a', 'form-2', 60_000, { renew: true })).toBeNull()
  })

  it('replaces a message with the same id, resetting it to pending but keeping its place', async () => {
    const clock = manualClock()
    outbox = await openTestOutbox(clock)
    const queuedAt = clock.now()
    await outbox.put(contactMessage('a'))
    await outbox.claim('a', 'tab', 1_000)
    await outbox.release('a', 'tab', { attempts: 2, state: 'refused', lastError: 'invalid email', refusedCode: '23514' })
    clock.advance(5_000)
    const corrected = { ...contactMessage('a'), row: { ...contactMessage('a').row, email: 'claire.martin@example.fr' } }
    await outbox.put(corrected)
    expect(await outbox.list()).toEqual([{ id: 'a', message: corrected, attempts: 0, nextAttemptAt: clock.now(), state: 'pending', queuedAt }])
    expect(await outbox.refused()).toEqual([])
  })

  it('keeps the photo Blob with the same bytes and type', async () => {
    outbox = await openTestOutbox()
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 254])
    const photo = { fileName: 'contact_1700000000000_42.jpg', contentType: 'image/jpeg', blob: new Blob([bytes], { type: 'image/jpeg' }) }
    await outbox.put(contactMessage('with-photo', photo))
    const stored = (await outbox.get('with-photo'))?.message.photo
    expect(stored?.fileName).toBe(photo.fileName)
    expect(stored?.blob).toBeInstanceOf(Blob)
    expect(stored?.blob.type).toBe('image/jpeg')
    expect(new Uint8Array(await stored!.blob.arrayBuffer())).toEqual(bytes)
  })

  it('writes no Blob into IndexedDB, which WebKit refuses in private storage: the photo is kept as its bytes and its type', async () => {
    const idb = new IDBFactory()
    outbox = await openOutbox<TestMessage>({ idb })
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7])
    const photo = { fileName: 'contact_1700000000000_7.jpg', contentType: 'image/jpeg', blob: new Blob([bytes], { type: 'image/jpeg' }) }
    await outbox.put(contactMessage('raw', photo))
    const raw = await new Promise<{ message: { photo: Record<string, unknown> } }>((resolve, reject) => {
      const open = idb.open(DEFAULT_OUTBOX_DB_NAME)
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const read = open.result.transaction('entries').objectStore('entries').get('raw')
        read.onsuccess = () => {
          open.result.close()
          resolve(read.result)
        }
      }
    })
    expect(Object.values(raw.message.photo).some((value) => value instanceof Blob)).toBe(false)
    expect(raw.message.photo).toMatchObject({ fileName: photo.fileName, contentType: 'image/jpeg' })
    expect(new Uint8Array(raw.message.photo.bytes as ArrayBuffer)).toEqual(bytes)
    // A claimed entry comes back with its photo as a Blob, ready to upload.
    const claimed = await outbox.claim('raw', 'owner', 1_000)
    expect(claimed?.message.photo?.blob.type).toBe('image/jpeg')
    expect(new Uint8Array(await claimed!.message.photo!.blob.arrayBuffer())).toEqual(bytes)
  })

  it('lets one owner claim an entry while the lease runs, then anyone once it has expired', async () => {
    const clock = manualClock()
    outbox = await openTestOutbox(clock)
    await outbox.put(contactMessage('a'))
    expect(await outbox.claim('a', 'crashed-tab', 1_000)).toMatchObject({ id: 'a', claimedBy: 'crashed-tab', claimedUntil: clock.now() + 1_000 })
    expect(await outbox.claim('a', 'worker', 1_000)).toBeNull()
    expect(await outbox.claim('a', 'crashed-tab', 1_000)).toBeNull()
    clock.advance(999)
    expect(await outbox.claim('a', 'worker', 1_000)).toBeNull()
    clock.advance(1)
    expect(await outbox.claim('a', 'worker', 1_000)).toMatchObject({ claimedBy: 'worker' })
    expect(await outbox.claim('missing', 'worker', 1_000)).toBeNull()
  })

  it("lets the holder of the entry's lock take over a live claim, whose holder is then gone, but never a refused entry", async () => {
    const clock = manualClock()
    outbox = await openTestOutbox(clock)
    await outbox.put(contactMessage('a'))
    await outbox.claim('a', 'closed-tab', 60_000)
    expect(await outbox.claim('a', 'worker', 60_000)).toBeNull()
    expect(await outbox.claim('a', 'worker', 60_000, { lockHeld: true })).toMatchObject({ claimedBy: 'worker', claimedUntil: clock.now() + 60_000 })
    // The closed tab's late bookkeeping, if any, no longer counts.
    await outbox.release('a', 'closed-tab', { state: 'refused' })
    expect(await outbox.get('a')).toMatchObject({ state: 'pending', claimedBy: 'worker' })
    await outbox.release('a', 'worker', { state: 'refused' })
    expect(await outbox.claim('a', 'tab', 60_000, { lockHeld: true })).toBeNull()
  })

  it('does not let a refused entry be claimed', async () => {
    outbox = await openTestOutbox()
    await outbox.put(contactMessage('a'))
    await outbox.claim('a', 'tab', 1_000)
    await outbox.release('a', 'tab', { state: 'refused', lastError: 'refused' })
    expect(await outbox.claim('a', 'tab', 1_000)).toBeNull()
    expect(await outbox.pendingCount()).toBe(0)
    expect((await outbox.refused()).map((entry) => entry.id)).toEqual(['a'])
  })

  it('ignores a release by a drainer that no longer holds the claim', async () => {
    const clock = manualClock()
    outbox = await openTestOutbox(clock)
    await outbox.put(contactMessage('a'))
    await outbox.claim('a', 'slow-tab', 1_000)
    clock.advance(2_000)
    await outbox.claim('a', 'worker', 1_000)
    await outbox.release('a', 'slow-tab', { state: 'refused' })
    expect(await outbox.get('a')).toMatchObject({ state: 'pending', claimedBy: 'worker' })
    await outbox.release('a', 'worker', { attempts: 1 })
    const released = await outbox.get('a')
    expect(released).toMatchObject({ state: 'pending', attempts: 1 })
    expect(released).not.toHaveProperty('claimedBy')
    expect(released).not.toHaveProperty('claimedUntil')
  })

  it('keeps a live claim when the same message is queued again, so it is never sent twice at once', async () => {
    outbox = await openTestOutbox()
    await outbox.put(contactMessage('a'))
    await outbox.claim('a', 'tab', 60_000)
    await outbox.put(contactMessage('a'))
    expect(await outbox.claim('a', 'worker', 60_000)).toBeNull()
  })

  it('tells other tabs and the worker after every put, release and remove', async () => {
    outbox = await openTestOutbox()
    let changes = 0
    let heard: () => void = () => {}
    const stop = onOutboxChange(() => {
      changes += 1
      heard()
    })
    const nextChange = () => new Promise<void>((resolve) => (heard = resolve))
    try {
      let change = nextChange()
      await outbox.put(contactMessage('a'))
      await change
      change = nextChange()
      await outbox.claim('a', 'tab', 1_000)
      await outbox.release('a', 'tab', { attempts: 1 })
      await change
      change = nextChange()
      await outbox.remove('a')
      await change
      expect(changes).toBe(3)
    } finally {
      stop()
    }
  })

  it('refuses to work once closed', async () => {
    outbox = await openTestOutbox()
    outbox.close()
    await expect(outbox.list()).rejects.toThrow(/closed/)
  })
})
