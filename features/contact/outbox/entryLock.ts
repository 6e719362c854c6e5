// Where the Web Locks API exists (pages and service workers of one origin share it), a drainer also
// holds a lock named after the entry from before it claims it until it releases it. The IndexedDB
// claim is what guarantees one sender; the lock adds that a delivery outlasting its lease is still
// not sent twice, and, since the browser frees the locks of a closed tab or stopped worker, that a
// claim found by the lock's holder was left by a sender that is gone.
// https://developer.mozilla.org/docs/Web/API/LockManager/request

const lockManager = (): LockManager | undefined => (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks

/**
 * Runs `run` holding the entry's lock (`run(true)`), or without a lock where there are none
 * (`run(false)`); returns `busy()` when another context holds it.
 */
export async function withEntryLock<T>(id: string, run: (locked: boolean) => Promise<T>, busy: () => T): Promise<T> {
  const locks = lockManager()
  if (!locks) return run(false)
  let started = false
  try {
    return await locks.request(`atelier-outbox:${id}`, { ifAvailable: true }, (lock) => {
      if (!lock) return busy()
      started = true
      return run(true)
    })
  } catch (error) {
    if (started) throw error
    // Locks refused here (an opaque origin, for one): the claim alone still guards the entry.
    return run(false)
  }
}
