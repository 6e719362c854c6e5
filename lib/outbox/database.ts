// The outbox's IndexedDB database. idb's openDB always uses the global indexedDB, so the request is
// opened on the given factory (a test's fake one, or the worker's) and wrapped by idb afterwards.
// idb tells requests from transactions with instanceof against the global IDB classes, so an
// injected factory must come with them (fake-indexeddb/auto installs its own).
// https://github.com/jakearchibald/idb#wrap
import { wrap, type DBSchema, type IDBPDatabase } from 'idb'
import type { OutboxEntry, Queueable } from './entry'
import type { StoredMessage } from './storedMessage'

export const OUTBOX_DB_VERSION = 1

/** An entry as IndexedDB holds it, whatever its message. */
export type StoredEntry = OutboxEntry<StoredMessage<Queueable>>

export interface OutboxSchema extends DBSchema {
  entries: {
    key: string
    value: StoredEntry
    indexes: { queuedAt: number; state: StoredEntry['state'] }
  }
}

export type OutboxDatabase = IDBPDatabase<OutboxSchema>

/** Opens (creating on first use) the database; `onGone` runs when the connection can no longer be used. */
export async function openOutboxDatabase(factory: IDBFactory, name: string, onGone: () => void): Promise<OutboxDatabase> {
  const request = factory.open(name, OUTBOX_DB_VERSION)
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore('entries', { keyPath: 'id' })
    store.createIndex('queuedAt', 'queuedAt')
    store.createIndex('state', 'state')
  }
  const db = (await wrap(request)) as unknown as OutboxDatabase
  // A newer version of the site (another tab, or the next service worker) wants to upgrade: let it.
  db.addEventListener('versionchange', () => {
    db.close()
    onGone()
  })
  // The browser closed the connection (storage cleared, disk trouble).
  db.addEventListener('close', onGone)
  return db
}
