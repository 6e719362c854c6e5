// What the offline outbox's browser tests share (tests/e2e/outbox*.spec.ts): the service worker
// allowed, a controlled page to start from, the pending indicator, a browser without Background Sync.
import type { Page } from '@playwright/test'
import { test } from './fixtures'
import { backendUnreachable, visitControlled } from './serviceWorker'

/** How long a delivery may take to reach the backend once the connection is back. */
export const backend = { timeout: 30_000 }

/** The indicator of messages waiting on this device. */
export const pending = (page: Page) => page.getByRole('status').filter({ hasText: /en attente d’envoi/ })

/** As in browsers without Background Sync (Firefox, Safari): the page cannot ask the worker for a sync. */
export const removeBackgroundSync = () => {
  delete (window as { SyncManager?: unknown }).SyncManager
  delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync
}

/** Declares, for the whole file, that its tests start from a page the service worker controls. */
export function startFromControlledPage() {
  // These tests are about the service worker, which the other browser tests block.
  test.use({ serviceWorkers: 'allow' })

  test.beforeEach(async ({ page, consoleWatch }) => {
    // Each test first waits for the worker to precache the site, then goes offline and back, often in
    // two tabs: a slow test's time, not a default one's.
    test.slow()
    // Requests that fail while offline are the point here.
    consoleWatch.allow(backendUnreachable)
    await visitControlled(page)
  })
}
