// The offline outbox: contact messages waiting for the network, kept in IndexedDB so that the page
// and the service worker share one queue. Plain TypeScript with no window-only API, so it runs in both.
import type { ContactMessage } from '../contact/message'
import { notifyOutboxChange } from './change'
import type { IDBPObjectStore } from 'idb'
import { messageFromStore, messageToStore, type StoredMessage } from './storedMessage'
import { openOutboxDatabase, type OutboxDatabase, type OutboxSchema } from './database'
import { claimedEntry, deliveredEntry, isClaimable, queuedEntry, releasedEntry, type ClaimOptions, type OutboxEntry, type OutboxUpdate } from './entry'

export const DEFAULT_OUTBOX_DB_NAME = 'atelier-outbox'

export interface OutboxOptions {
  /** Defaults to globalThis.indexedDB (page or service worker). */
  idb?: IDBFactory
  dbName?: string
  now?: () => number
}

export interface PutOptions {
  /**
   * Let the other tabs and the pending indicator know (default). The form sending at once does not
   * announce it: the message is pending only if that first attempt fails, and its release says so.
   */
  announce?: boolean
}

export interface Outbox {
  /** Adds the message, or replaces the one with the same id, as pending with attempts 0, due now. */
  put(message: ContactMessage, options?: PutOptions): Promise<void>
  get(id: string): Promise<OutboxEntry | undefined>
  /** Every entry, oldest queued first. */
  list(): Promise<OutboxEntry[]>
  /** Entries still to be delivered (refused ones are not counted). */
  pendingCount(): Promise<number>
  refused(): Promise<OutboxEntry[]>
  remove(id: string): Promise<void>
  /**
   * Atomically claims a pending entry for delivery (one readwrite transaction: only if unclaimed or
   * the claim expired, or its holder is gone when the caller holds the entry's lock); returns the
   * claimed entry or null.
   */
  claim(id: string, owner: string, leaseMs: number, options?: ClaimOptions): Promise<OutboxEntry | null>
  /** Ends `owner`'s claim and applies `update`; does nothing if the entry is gone or someone else holds it now. */
  release(id: string, owner: string, update: OutboxUpdate): Promise<void>
  /** Notes, while `owner` holds the claim, that the entry's photo is stored, so no retry sends it again. */
  recordPhotoUploaded(id: string, owner: string): Promise<void>
  /**
   * Marks an entry `owner` delivered as a receipt (its photo dropped) until a page has told the
   * visitor: whoever delivered it (a tab, the service worker with no page open), the visitor hears
   * of it once.
   */
  settleDelivered(id: string, owner: string): Promise<void>
  /** Removes the receipts of delivered messages and returns how many there were; two pages never both get one. */
  takeReceipts(): Promise<number>
  close(): void
}

const entryFromStore = (entry: OutboxEntry<StoredMessage>): OutboxEntry => ({ ...entry, message: messageFromStore(entry.message) })

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

export async function openOutbox(options: OutboxOptions = {}): Promise<Outbox> {
  const factory = options.idb ?? globalThis.indexedDB
  if (!factory) throw new Error('IndexedDB is not available here, so the outbox cannot be opened')
  const name = options.dbName ?? DEFAULT_OUTBOX_DB_NAME
  const now = options.now ?? Date.now

  let closed = false
  let connection: Promise<OutboxDatabase> | undefined
  // Reopened on demand: a long-lived service worker outlives connections the browser closes.
  const database = (): Promise<OutboxDatabase> => {
    if (closed) return Promise.reject(new Error('The outbox is closed'))
    connection ??= openOutboxDatabase(factory, name, () => (connection = undefined)).catch((error: unknown) => {
      connection = undefined
      throw error
    })
    return connection
  }
  await database()

  return {
    async put(message, { announce = true } = {}) {
      const stored = await messageToStore(message)
      await readwrite(await database(), async (store) => {
        const previous = await store.get(message.row.id)
        await store.put(queuedEntry(stored, now(), previous))
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
        const claimed = entry && isClaimable(entry, at, options) ? claimedEntry(entry, owner, at + leaseMs) : null
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
    async settleDelivered(id, owner) {
      await readwrite(await database(), async (store) => {
        const entry = await store.get(id)
        if (entry?.claimedBy === owner) await store.put(deliveredEntry(entry, now()))
      })
      notifyOutboxChange()
    },
    async takeReceipts() {
      const receipts = await readwrite(await database(), async (store) => {
        const delivered = await store.index('state').getAll('delivered')
        await Promise.all(delivered.map((entry) => store.delete(entry.id)))
        return delivered
      })
      return receipts.length
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
