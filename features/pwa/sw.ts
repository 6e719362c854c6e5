/// <reference lib="webworker" />
// The service worker: every prerendered page and its data are precached, so the whole site works
// offline; images not in the precache are kept at runtime; Supabase is never cached (another origin,
// no route here). It also delivers the contact outbox (Background Sync, and whenever it starts).
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { clientsClaim } from 'workbox-core'
import { deliverQueuedMessages, openContactOutbox, OUTBOX_SYNC_TAG, solveChallenge } from '../contact'
import { precacheAlternatives } from './precacheAlternatives'
import { withWebFonts } from './withWebFonts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] }

// What the build precaches (named once: the build writes the list in its place).
const precacheManifest = self.__WB_MANIFEST

cleanupOutdatedCaches()
// A page served from the precache has the web fonts from its first paint (features/pwa/withWebFonts.ts).
addPlugins([{ handlerWillRespond: async ({ request, response }) => (request.destination === 'document' ? withWebFonts(response) : response) }])
// Pages are precached under their clean URLs (features/pwa/precachedPageUrl.ts): map a trailing slash
// to them, and ignore query strings such as ?service= on navigations.
precacheAndRoute(precacheManifest, {
  ignoreURLParametersMatching: [/.*/],
  cleanURLs: false,
  urlManipulation: ({ url }) => precacheAlternatives(url),
})

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })] }),
)

// Pages outside the precache go to the network; offline, they get the 404 page rather than the
// browser's error. No other request is touched: Supabase's, on another origin, never meet the cache.
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin, new NetworkOnly())
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache('/404')) ?? Response.error()
  return Response.error()
})

// A new version waits until the visitor accepts it (the page shows a prompt), so nothing being
// typed is lost to an unexpected reload.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
clientsClaim()

async function deliverOutbox({ ignoreBackoff }: { ignoreBackoff: boolean }): Promise<void> {
  const outbox = await openContactOutbox()
  try {
    const result = await deliverQueuedMessages(outbox, { owner: 'service-worker', ignoreBackoff }, solveChallenge)
    // Rejecting asks the browser to fire the sync again later.
    if (result.retried > 0) throw new Error(`${result.retried} message(s) still waiting`)
  } finally {
    outbox.close()
  }
}

// A sync event means the connection is back (or the browser's own, spaced-out retry is due): send
// everything now, as the page does on 'online'. The message's own backoff would otherwise skip it,
// the event would end as a success, and a visitor who closed the tab would wait for the next visit.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag: string }
  if (syncEvent.tag === OUTBOX_SYNC_TAG) syncEvent.waitUntil(deliverOutbox({ ignoreBackoff: true }))
})
self.addEventListener('activate', (event) => event.waitUntil(deliverOutbox({ ignoreBackoff: false }).catch(() => undefined)))
// Each time the worker starts (not only on activation), try what is due once.
void deliverOutbox({ ignoreBackoff: false }).catch(() => undefined)
