// Reads what tests/engines/pageWatch.js recorded in a page since it loaded.
import { contactToasts } from '../../features/contact/contactToasts'
import type { EnginePage } from './engine'

export interface PageWatch {
  /** When this document started: a later value than before means the tab loaded again. */
  loadedAt: number
  problems: string[]
  toasts: { title: string; description: string; at: number }[]
  pendingSeen: { text: string; at: number }[]
  /** The early press a test asked for: whether the page had hydrated then, and its history's length. */
  earlyPress?: { hydrated: boolean; historyLength: number }
}

export const pageWatch = (page: EnginePage): Promise<PageWatch> =>
  page.evaluate(() => {
    const watch = (window as unknown as { __engineWatch?: PageWatch }).__engineWatch
    // A page without the watch (not served by the test stack) would hide every problem.
    if (!watch) throw new Error(`no watch in ${location.href}`)
    return JSON.parse(JSON.stringify(watch)) as PageWatch
  }, null)

export const problemsOf = async (page: EnginePage): Promise<string[]> => (await pageWatch(page)).problems

const one = contactToasts.deliveredLater(1)
const many = contactToasts.deliveredLater(2)

/** How many deliveries of queued messages the page announced ("Message envoyé" for one, "N messages envoyés"). */
export function deliveredCount(watch: PageWatch): number {
  let count = 0
  for (const toast of watch.toasts) {
    if (toast.title === one.title && toast.description === one.description) count += 1
    else if (toast.description === many.description) count += Number(/^(\d+) messages envoyés$/.exec(toast.title)?.[1] ?? NaN)
  }
  return count
}

/**
 * What a flow that waited in vain needs to know about the page: whether it hydrated, what the send
 * button shows, whether the form still holds the message, what the page asked of the backend, and
 * whether IndexedDB (the outbox's store) still answers.
 */
export const pageState = (page: EnginePage): Promise<unknown> =>
  page.evaluate(async () => {
    const button = [...document.querySelectorAll('button[type="submit"]')].map((b) => ({
      text: b.textContent?.trim(),
      disabled: (b as HTMLButtonElement).disabled,
      busy: b.getAttribute('aria-busy'),
    }))
    const message = document.querySelector<HTMLTextAreaElement>('textarea')?.value.length ?? null
    const backend = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/(rest|storage|functions)\/v1\//.test(name))
      .slice(-5)
    // Opened without a version, an existing database is not changed; the outbox's is probed only if
    // it exists, since opening a missing one would create it empty.
    const opens = (name: string) =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => {
          request.result.close()
          resolve('opens')
        }
        request.onerror = () => resolve(`error: ${request.error?.message}`)
        request.onblocked = () => resolve('blocked')
        setTimeout(() => resolve('no answer in 3 s'), 3_000)
      })
    const databases = await Promise.race([
      indexedDB.databases().then((list) => list.map((d) => `${d.name}@${d.version}`)),
      new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 3 s'), 3_000)),
    ])
    const [indexedDb, outbox] = await Promise.all([
      opens('atelier-engine-probe'),
      Array.isArray(databases) && databases.some((d) => d.startsWith('atelier-outbox@')) ? opens('atelier-outbox') : 'not created',
    ])
    const within = <T>(work: Promise<T>): Promise<T | string> =>
      Promise.race([work, new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 3 s'), 3_000))])
    // Every lock of the origin, held or waited for (the outbox's are named after their entry), and
    // whether a free one is granted at all.
    const locks = await within<unknown>(
      navigator.locks
        ? navigator.locks.query().then(({ held = [], pending = [] }) => ({ held: held.map((l) => l.name), pending: pending.map((l) => l.name) }))
        : Promise.resolve('no Web Locks'),
    )
    const freeLock = await within(
      navigator.locks
        ? navigator.locks.request('atelier-engine-probe', { ifAvailable: true }, (lock) => (lock ? 'granted' : 'held'))
        : Promise.resolve('no Web Locks'),
    )
    // Whether a write on the outbox's entries would start, or waits behind another one.
    const entriesWrite =
      outbox === 'opens'
        ? await within(
            new Promise<string>((resolve) => {
              const request = indexedDB.open('atelier-outbox')
              request.onsuccess = () => {
                const db = request.result
                const count = db.transaction('entries', 'readwrite').objectStore('entries').count()
                count.onsuccess = () => {
                  db.close()
                  resolve(`counts ${count.result}`)
                }
                count.onerror = () => resolve(`error: ${count.error?.message}`)
              }
            }),
          )
        : null
    return {
      locks,
      freeLock,
      entriesWrite,
      url: location.href,
      hydrated: document.documentElement.dataset.hydrated ?? null,
      button,
      messageLength: message,
      backend,
      indexedDb,
      databases,
      outbox,
      worker: navigator.serviceWorker?.controller?.state ?? null,
    }
  }, null)
