// The offline outbox: messages waiting for the network, kept in IndexedDB so that the page and the
// service worker share one queue. Plain TypeScript with no window-only API, so it runs in both.
import { notifyOutboxChange } from './change'
import type { IDBPObjectStore } from 'idb'
import { messageFromStore, messageToStore } from './storedMessage'
import { openOutboxDatabase, type OutboxDatabase, type OutboxSchema, type StoredEntry } from './database'
import {
  claimedEntry,
  deliveredEntry,
  isClaimable,
  isWaiting,
  queuedEntry,
  releasedEntry,
  type ClaimOptions,
  type OutboxEntry,
  type OutboxUpdate,
  type Queueable,
} from './entry'

export const DEFAULT_OUTBOX_DB_NAME = 'atelier-outbox'

export interface OutboxOptions {
  /** Defaults to globalThis.indexedDB (page or service worker). */
  idb?: IDBFactory
  dbName?: string
  now?: () => number
  /** How long opening the database may take (OUTBOX_OPEN_TIMEOUT_MS by default). */
  openTimeoutMs?: number
  /** How long a put may take to write (OUTBOX_WRITE_TIMEOUT_MS by default). */
  writeTimeoutMs?: number
}

/**
 * How long the put of a message may take before it fails. A write waits for every other readwrite
 * transaction of the entries to end, and one may never end: WebKit keeps a page it holds in its
 * back/forward cache frozen, a transaction of its own still open, and every later write waits
 * behind it. The visitor's send would stay at "Envoi en cours..." forever; failing, it is sent
 * directly instead. A message with its prepared photo is written in well under a second.
 */
const OUTBOX_WRITE_TIMEOUT_MS = 5_000

interface PutOptions {
  /**
   * Let the other tabs and the pending indicator know (default). The form sending at once does not
   * announce it: the message is pending only if that first attempt fails, and its release says so.
   */
  announce?: boolean
  /** The message's photo is already stored (an earlier attempt of the same message sent it). */
  photoUploaded?: boolean
  /**
   * The sender about to send it at once (the form): the entry is written already claimed by it, so
   * that nothing counts it as waiting before that sender's claim (ClaimOptions.renew). If the sender
   * is gone before it sends, the message waits again once `leaseMs` has passed.
   */
  reserveFor?: { owner: string; leaseMs: number }
}

/** The queue of messages `M`, whose refusals may name a `Field`. */
/** A delivered message the visitor has not been told of yet. */
interface Receipt {
  id: string
  /** What the sender said of the delivery (DeliveryOutcome's remark). */
  remark?: string
}

export interface Outbox<M extends Queueable, Field extends string = string> {
  /** Adds the message, or replaces the one with the same id, as pending with attempts 0, due now. */
  put(message: M, options?: PutOptions): Promise<void>
  get(id: string): Promise<OutboxEntry<M, Field> | undefined>
  /** Every entry, oldest queued first. */
  list(): Promise<OutboxEntry<M, Field>[]>
  /** Entries still to be delivered (refused ones are not counted), being sent or not. */
  pendingCount(): Promise<number>
  /** Pending entries nobody is sending now: what the pending indicator shows. */
  waitingCount(): Promise<number>
  refused(): Promise<OutboxEntry<M, Field>[]>
  remove(id: string): Promise<void>
  /**
   * Atomically claims a pending entry for delivery (one readwrite transaction: only if unclaimed or
   * the claim expired, or its holder is gone when the caller holds the entry's lock); returns the
   * claimed entry or null.
   */
  claim(id: string, owner: string, leaseMs: number, options?: ClaimOptions): Promise<OutboxEntry<M, Field> | null>
  /** Ends `owner`'s claim and applies `update`; does nothing if the entry is gone or someone else holds it now. */
  release(id: string, owner: string, update: OutboxUpdate<Field>): Promise<void>
  /** Notes, while `owner` holds the claim, that the entry's photo is stored, so no retry sends it again. */
  recordPhotoUploaded(id: string, owner: string): Promise<void>
  /**
   * Marks an entry `owner` delivered as a receipt (its photo dropped) until a page has told the
   * visitor: whoever delivered it (a tab, the service worker with no page open), the visitor hears
   * of it once.
   */
  settleDelivered(id: string, owner: string, remark?: string): Promise<void>
  /** Removes the receipts of delivered messages and returns them (each with its remark, if any); two pages never both get one. */
  takeReceipts(): Promise<Receipt[]>
  close(): void
}

type EntriesStore = IDBPObjectStore<OutboxSchema, ['entries'], 'entries', 'readwrite'>

/**
 * Runs `work` in one readwrite transaction on the entries. A request that fails (a photo WebKit's
 * private mode will not store, a full disk) aborts the transaction: the caller gets that one error,
 * and the transaction's own rejection is not left unhandled.
 */
async function readwrite<T>(db: OutboxDatabase, work: (store: EntriesStore) => Promise<T>): Promise<T> {
  const tx = db.transaction('entries', 'readwrite')
  const done = tx.done
  done.catch(() => undefined)
  const result = await work(tx.store)
  await done
  return result
}

/** `readwrite`, given up after `timeoutMs`: the transaction is aborted, so nothing of it is written. */
async function readwriteWithin<T>(db: OutboxDatabase, timeoutMs: number, work: (store: EntriesStore) => Promise<T>): Promise<T> {
  let abort = () => {}
  const writing = readwrite(db, (store) => {
    abort = () => store.transaction.abort()
    return work(store)
  })
  writing.catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      try {
        abort()
      } catch {
        // Already committing or ended: its own outcome stands (a message written must not also be sent directly).
        return
      }
      reject(new Error(`The outbox's entry was not written within ${timeoutMs} ms`))
    }, timeoutMs)
  })
  try {
    return await Promise.race([writing, late])
  } finally {
    clearTimeout(timer)
  }
}

export async function openOutbox<M extends Queueable, Field extends string = string>(options: OutboxOptions = {}): Promise<Outbox<M, Field>> {
  const factory = options.idb ?? globalThis.indexedDB
  if (!factory) throw new Error('IndexedDB is not available here, so the outbox cannot be opened')
  const name = options.dbName ?? DEFAULT_OUTBOX_DB_NAME
  const now = options.now ?? Date.now

  let closed = false
  let connection: Promise<OutboxDatabase> | undefined
  // Reopened on demand: a long-lived service worker outlives connections the browser closes.
  const database = (): Promise<OutboxDatabase> => {
    if (closed) return Promise.reject(new Error('The outbox is closed'))
    connection ??= openOutboxDatabase(factory, name, () => (connection = undefined), options.openTimeoutMs).catch((error: unknown) => {
      connection = undefined
      throw error
    })
    return connection
  }
  await database()
  const entryFromStore = (entry: StoredEntry) => ({ ...entry, message: messageFromStore(entry.message) }) as OutboxEntry<M, Field>

  return {
    async put(message, { announce = true, photoUploaded = false, reserveFor } = {}) {
      const stored = await messageToStore(message)
      await readwriteWithin(await database(), options.writeTimeoutMs ?? OUTBOX_WRITE_TIMEOUT_MS, async (store) => {
        const previous = await store.get(message.row.id)
        await store.put(queuedEntry<StoredEntry>(stored, now(), previous, photoUploaded && stored.photo !== null, reserveFor))
      })
      if (announce) notifyOutboxChange()
    },
    async get(id) {
      const entry = await (await database()).get('entries', id)
      return entry && entryFromStore(entry)
    },
    async list() {
      return (await (await database()).getAllFromIndex('entries', 'queuedAt')).map(entryFromStore)
    },
    async pendingCount() {
      return (await database()).countFromIndex('entries', 'state', 'pending')
    },
    async waitingCount() {
      const at = now()
      const pending = await (await database()).getAllFromIndex('entries', 'state', 'pending')
      return pending.filter((entry) => isWaiting(entry, at)).length
    },
    async refused() {
      const entries = await (await database()).getAllFromIndex('entries', 'state', 'refused')
      return entries.sort((a, b) => a.queuedAt - b.queuedAt).map(entryFromStore)
    },
    async remove(id) {
      await (await database()).delete('entries', id)
      notifyOutboxChange()
    },
    async claim(id, owner, leaseMs, options) {
      // Read and write in one transaction: IndexedDB runs overlapping readwrite transactions on a
      // store one after the other, across tabs and workers, so two drainers cannot both win.
      return readwrite(await database(), async (store) => {
        const entry = await store.get(id)
        const at = now()
        const claimed = entry && isClaimable(entry, at, owner, options) ? claimedEntry(entry, owner, at + leaseMs) : null
        if (claimed) await store.put(claimed)
        return claimed && entryFromStore(claimed)
      })
    },
    async release(id, owner, update) {
      await readwrite(await database(), async (store) => {
        const entry = await store.get(id)
        // A drainer whose lease ran out must not overwrite the state of the one that took over.
        if (entry?.claimedBy === owner) await store.put(releasedEntry(entry, update))
      })
      notifyOutboxChange()
    },
    async recordPhotoUploaded(id, owner) {
      await readwrite(await database(), async (store) => {
        const entry = await store.get(id)
        if (entry?.claimedBy === owner) await store.put({ ...entry, photoUploaded: true })
      })
    },
    async settleDelivered(id, owner, remark) {
      await readwrite(await database(), async (store) => {
        const entry = await store.get(id)
        if (entry?.claimedBy === owner) await store.put(deliveredEntry(entry, now(), remark))
      })
      notifyOutboxChange()
    },
    async takeReceipts() {
      const receipts = await readwrite(await database(), async (store) => {
        const delivered = await store.index('state').getAll('delivered')
        await Promise.all(delivered.map((entry) => store.delete(entry.id)))
        return delivered
      })
      return receipts.map(({ id, deliveredRemark }) => (deliveredRemark === undefined ? { id } : { id, remark: deliveredRemark }))
    },
    close() {
      closed = true
      const current = connection
      connection = undefined
      void current?.then(
        (db) => db.close(),
        () => {},
      )
    },
  }
}
