// Brings a page under the control of an active service worker whose precache is complete, the
// starting point of every offline test: the worker registers lazily after hydration.
import { expect, type Page } from '@playwright/test'
import { hydrated } from './builtPages'

/** What Chrome logs for a request to Supabase while the network is cut (the reviews widget's, a send). */
export const backendUnreachable = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) http:\/\/127\.0\.0\.1:\d+\/(rest|storage)\/v1\//
/** A finished piece's photo on a page never visited, offline: the service worker does not precache
 *  them (they grow with each piece the owner publishes, vite/pwa.ts); it shows once back online. */
export const showcasePhotoOffline = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) http:\/\/127\.0\.0\.1:\d+\/images\/realisations\//

export { hydrated }

/** Whether the workbox precache holds this path (its keys carry a __WB_REVISION__ query). */
const precacheHolds = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      const keys = await (await caches.open(name)).keys()
      if (keys.some((request) => new URL(request.url).pathname === wanted)) return true
    }
    return false
  }, path)

export async function visitControlled(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await hydrated(page)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // clientsClaim() hands the page to the worker once it activates; a reload is the fallback.
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null)
  if (!(await controlled())) {
    try {
      await expect.poll(controlled, { timeout: 3_000 }).toBe(true)
    } catch {
      await page.reload()
      await hydrated(page)
    }
  }
  await expect.poll(controlled, { timeout: 10_000 }).toBe(true)
  await expect.poll(() => precacheHolds(page, '/contact'), { timeout: 20_000 }).toBe(true)
}

/** Removes a path from the workbox precache, as a cache that never held it would be; says how many entries went. */
export const dropFromPrecache = (page: Page, path: string) =>
  page.evaluate(async (unwanted) => {
    let dropped = 0
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) if (new URL(request.url).pathname === unwanted && (await cache.delete(request))) dropped += 1
    }
    return dropped
  }, path)
