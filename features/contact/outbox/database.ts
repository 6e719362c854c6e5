// The outbox's IndexedDB database. idb's openDB always uses the global indexedDB, so the request is
// opened on the given factory (a test's fake one, or the worker's) and wrapped by idb afterwards.
// idb tells requests from transactions with instanceof against the global IDB classes, so an
// injected factory must come with them (fake-indexeddb/auto installs its own).
// https://github.com/jakearchibald/idb#wrap
import { wrap, type DBSchema, type IDBPDatabase } from 'idb'
import type { OutboxEntry, Queueable } from './entry'
import type { StoredMessage } from './storedMessage'

const OUTBOX_DB_VERSION = 1

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

/**
 * How long an opening may take before the outbox counts as unusable here. An opening waits for
 * every other one of the database to end, and one may never answer (another tab's upgrade that
 * stalls; Safari 14.1 left openings unanswered, the reason for the npm package safari-14-idb-fix):
 * the visitor's send would stay at "Envoi en cours..." forever. Opening an existing database takes
 * milliseconds, creating it well under a second on a slow phone.
 */
const OUTBOX_OPEN_TIMEOUT_MS = 4_000

/**
 * Opens (creating on first use) the database; `onGone` runs when the connection can no longer be
 * used. Fails if it has not opened within `timeoutMs`; a connection that opens later is closed.
 */
export async function openOutboxDatabase(factory: IDBFactory, name: string, onGone: () => void, timeoutMs = OUTBOX_OPEN_TIMEOUT_MS): Promise<OutboxDatabase> {
  const request = factory.open(name, OUTBOX_DB_VERSION)
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore('entries', { keyPath: 'id' })
    store.createIndex('queuedAt', 'queuedAt')
    store.createIndex('state', 'state')
  }
  let timedOut = false
  const opening = wrap(request) as unknown as Promise<OutboxDatabase>
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true
      reject(new Error(`The outbox's database did not open within ${timeoutMs} ms`))
    }, timeoutMs)
  })
  void opening.then(
    (db) => timedOut && db.close(),
    () => undefined,
  )
  let db: OutboxDatabase
  try {
    db = await Promise.race([opening, late])
  } finally {
    clearTimeout(timer)
  }
  // A newer version of the site (another tab, or the next service worker) wants to upgrade: let it.
  db.addEventListener('versionchange', () => {
    db.close()
    onGone()
  })
  // The browser closed the connection (storage cleared, disk trouble).
  db.addEventListener('close', onGone)
  return db
}
