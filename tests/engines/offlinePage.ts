// What the offline flow (offlineFlow.ts) reads and changes in the page: the service worker and its
// precache, and every announcement a live region makes.
import type { EnginePage } from './engine'
import { waitInPage } from './hydration'

export interface Announcement {
  /** sonner's toaster, or the region the page builds where sonner's file cannot be fetched (components/ui/ToastFallback.tsx). */
  region: 'sonner' | 'page'
  description: string
}

/**
 * From now on, every element a polite live region (sonner's, the page's own) shows with exactly
 * `title`: a toast shown twice, or by two regions, counts twice. A toast leaves after a few seconds,
 * so the elements are kept rather than read from the page at the end.
 */
export const countAnnouncements = (page: EnginePage, title: string) =>
  page.evaluate((wanted) => {
    const seen = new Map<Element, { region: 'sonner' | 'page'; description: string }>()
    const scan = () => {
      for (const region of document.querySelectorAll('[aria-live="polite"], [role="status"]'))
        for (const shown of region.querySelectorAll('*'))
          if (shown.childElementCount === 0 && shown.textContent === wanted && !seen.has(shown))
            seen.set(shown, {
              region: region.querySelector('[data-sonner-toaster]') || shown.closest('[data-sonner-toaster]') ? 'sonner' : 'page',
              description: shown.nextElementSibling?.textContent?.trim() ?? '',
            })
    }
    new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true })
    scan()
    Object.assign(window, { announced: () => [...seen.values()] })
  }, title)

export const readAnnouncements = (page: EnginePage): Promise<Announcement[]> =>
  page.evaluate(() => (window as unknown as { announced: () => Announcement[] }).announced(), null)

/** Whether the worker controls the page and its precache is complete (it holds /contact, precached last of the pages). */
export async function waitForWorker(page: EnginePage): Promise<void> {
  await waitInPage(
    page,
    'the service worker to control the page with its precache',
    async () => {
      if (!navigator.serviceWorker?.controller) return false
      for (const name of await caches.keys()) {
        if (!name.startsWith('workbox-precache')) continue
        const keys = await (await caches.open(name)).keys()
        if (keys.some((request) => new URL(request.url).pathname === '/contact')) return true
      }
      return false
    },
    null,
    60_000,
  )
}

/** Removes a path from the worker's precache, as a cache that never held it would be; says how many entries went. */
export const dropFromPrecache = (page: EnginePage, path: string) =>
  page.evaluate(async (unwanted) => {
    let dropped = 0
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) if (new URL(request.url).pathname === unwanted && (await cache.delete(request))) dropped += 1
    }
    return dropped
  }, path)

/** Puts a path back in the worker's precache, fetched from the site; says in how many caches. */
export const restoreToPrecache = (page: EnginePage, path: string) =>
  page.evaluate(async (wanted) => {
    let restored = 0
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      await (await caches.open(name)).add(new Request(wanted, { cache: 'no-store' }))
      restored += 1
    }
    return restored
  }, path)

/**
 * Waits until the page has loaded what it loads by itself after hydration (parts hydrated when idle
 * or visible, the next pages' code): a visitor leaving earlier has those loads cancelled, which
 * Firefox reports as failures ("A ServiceWorker intercepted the request and encountered an
 * unexpected error"). Settled once no file has arrived over three reads.
 */
export async function waitForQuiet(page: EnginePage): Promise<void> {
  let last = -1
  let same = 0
  for (let read = 0; read < 40 && same < 3; read += 1) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length, null)
    same = count === last ? same + 1 : 0
    last = count
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
