// Who delivers a queued message: the page itself where Background Sync is missing, and the service
// worker when no page of the site is open (on Background Sync, or when it starts).
import type { Page } from '@playwright/test'
import { contactToasts } from '../../features/contact/contactToasts'
import { messagesWithText, uniqueText } from './support/backend'
import { sendOffline } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { backend, pending, removeBackgroundSync, startFromControlledPage } from './support/outbox'
import { outboxEntries } from './support/outboxEntries'
import { hydrated } from './support/serviceWorker'

startFromControlledPage()

test.describe('without Background Sync', () => {
  test.beforeEach(async ({ page }) => page.addInitScript(removeBackgroundSync))

  test('the page itself delivers the queue when the connection returns', async ({ page, context }) => {
    const text = uniqueText('Sans synchronisation en arrière-plan')
    await page.goto('/contact')
    await hydrated(page)
    expect(await page.evaluate(() => 'sync' in ServiceWorkerRegistration.prototype)).toBe(false)
    await context.setOffline(true)
    await sendOffline(page, text)
    await expect(pending(page)).toHaveText('1 message en attente d’envoi')
    await context.setOffline(false)
    // This toast comes from the page's own drain, not from the worker.
    await expect(page.getByText(contactToasts.deliveredLater(1).description)).toBeVisible({ timeout: 20_000 })
    await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
    await expect(pending(page)).toHaveCount(0)
  })
})

test.describe('with no page open to deliver', () => {
  // Only the service worker can send what waits once the site's pages are closed. The browser's own
  // sync and worker restarts are not under a test's control, so DevTools triggers them, from a
  // blank tab of the same browser context.
  async function workerRegistration(tab: Page) {
    const cdp = await tab.context().newCDPSession(tab)
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((r) => !r.isDeleted)
        if (registration) resolve(registration.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    return { cdp, registrationId: await registered }
  }

  /** Queues the message offline, closes the site, and comes back online; returns a blank tab. */
  async function queueAndLeave(page: Page, text: string): Promise<{ blank: Page; due: number }> {
    await page.goto('/contact')
    await hydrated(page)
    await page.context().setOffline(true)
    await sendOffline(page, text)
    await expect(pending(page)).toHaveText('1 message en attente d’envoi')
    const due = Math.max(...(await outboxEntries(page)).map((entry) => entry.nextAttemptAt))
    const blank = await page.context().newPage()
    await page.close()
    await blank.context().setOffline(false)
    return { blank, due }
  }

  test('the worker delivers the queue on Background Sync, even before the backoff ends; the next visit says so, once', async ({ page, baseURL }) => {
    const text = uniqueText('Synchronisation en arrière-plan')
    const { blank } = await queueAndLeave(page, text)
    const { cdp, registrationId } = await workerRegistration(blank)
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL!).origin, registrationId, tag: 'contact-outbox', lastChance: false })
    await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)

    // The visitor was not there when it left: the next page they open tells them, and only that one.
    await blank.goto('/services')
    await hydrated(blank)
    await expect(blank.getByText(contactToasts.deliveredLater(1).description)).toBeVisible()
    await expect.poll(async () => (await outboxEntries(blank)).length).toBe(0)
    await expect(pending(blank)).toHaveCount(0)
  })

  test.describe('where Background Sync is missing', () => {
    test.beforeEach(async ({ page }) => page.addInitScript(removeBackgroundSync))

    test('the worker delivers the queue when it starts, once the backoff has ended', { tag: '@waits' }, async ({ page, baseURL }) => {
      const text = uniqueText('Au démarrage du service worker')
      const { blank, due } = await queueAndLeave(page, text)
      const { cdp } = await workerRegistration(blank)
      await blank.waitForFunction((at) => Date.now() >= at, due, { timeout: 15_000 })
      await cdp.send('ServiceWorker.stopAllWorkers')
      await cdp.send('ServiceWorker.startWorker', { scopeURL: `${new URL(baseURL!).origin}/` })
      await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
    })
  })
})
