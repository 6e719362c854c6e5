// A message sent offline is announced as kept on this device, whatever the visitor opened after the
// network went and whatever the device had kept: the pending indicator alone does not say what
// happened. The toasts' code (sonner) is fetched on the first toast, so on these paths it is fetched
// offline.
import { readdirSync, readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { contactToasts } from '../../features/contact/contactToasts'
import { notFound } from '../../lib/content/pageContent/notFound'
import { routeFor } from '../../lib/routes'
import { smallJpeg, uniqueText } from './support/backend'
import { sendContactForm } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { backendUnreachable, dropFromPrecache, hydrated, visitControlled } from './support/serviceWorker'

// A visitor on a phone; the service worker, which the other browser tests block, serves the pages.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const pending = (page: Page) => page.getByRole('status').filter({ hasText: /en attente d’envoi/ })

/** The built files that draw sonner's toasts, as the page asks for them: one is expected. */
const toasterFiles = readdirSync('dist/client/assets/chunks')
  .filter((file) => file.endsWith('.js') && readFileSync(`dist/client/assets/chunks/${file}`, 'utf8').includes('data-sonner-toaster'))
  .map((file) => `/assets/chunks/${file}`)

/**
 * From each page's start, every element a polite live region (sonner's list, the page's own
 * region) showed with exactly `text`: a toast shown twice, or by two regions, counts twice. A toast
 * leaves after a few seconds, so the count is kept rather than read from the page at the end.
 */
async function countAnnouncements(page: Page, text: string): Promise<() => Promise<number>> {
  await page.addInitScript((wanted) => {
    const seen = new Set<Element>()
    Object.assign(window, { announcements: () => seen.size })
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live="polite"], [role="status"]'))
        for (const shown of region.querySelectorAll('*')) if (shown.childElementCount === 0 && shown.textContent === wanted) seen.add(shown)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }, text)
  return () => page.evaluate(() => (window as unknown as { announcements: () => number }).announcements())
}

/** The reported path: six pages and the not-found page opened by their address offline, then /contact with a service in its address. */
async function browseOfflineToContact(page: Page, context: BrowserContext) {
  await context.setOffline(true)
  for (const path of ['/services/sertissage-pierres', '/horlogerie/reparation-montres', '/cgv', '/contact', '/services', '/a-propos']) {
    await page.goto(path)
    await expect(page.locator('h1'), path).toHaveText(routeFor(path)!.h1)
  }
  await page.goto('/une-adresse-inconnue')
  await expect(page.locator('h1')).toHaveText(notFound.title)
  await page.goto('/contact?service=horlogerie')
  await expect(page.locator('h1')).toHaveText(routeFor('/contact')!.h1)
}

/** Types, adds a photo and sends at once; the visitor must read, once, that the message is kept here. */
async function sendAndExpectAnnouncement(page: Page, announcements: () => Promise<number>) {
  await sendContactForm(page, uniqueText('Hors ligne après plusieurs pages'), await smallJpeg())
  const told = page.locator('[aria-live="polite"], [role="status"]').getByText(contactToasts.queued.title, { exact: true })
  await expect(told).toBeVisible()
  await expect(page.locator('[aria-live="polite"], [role="status"]').getByText(contactToasts.queued.description)).toBeVisible()
  await expect(page.getByLabel('Votre message')).toHaveValue('')
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')
  expect(await announcements()).toBe(1)
}

test.describe('a message sent offline after browsing offline', () => {
  test.beforeEach(async ({ page, consoleWatch }) => {
    // Precaching the site, then eight offline navigations.
    test.slow()
    // The reviews on /contact and the photo's upload fail offline, as they should.
    consoleWatch.allow(backendUnreachable)
    await visitControlled(page)
    await page.reload()
    await hydrated(page)
  })

  test('is announced as kept on this device, once', async ({ page, context }) => {
    const announcements = await countAnnouncements(page, contactToasts.queued.title)
    await browseOfflineToContact(page, context)
    await sendAndExpectAnnouncement(page, announcements)
  })

  test('is announced as kept on this device, once, where the toasts cannot be fetched', async ({ page, context, consoleWatch }) => {
    expect(toasterFiles).toHaveLength(1)
    const [toasterFile] = toasterFiles as [string]
    // As on a device whose worker's cache lacks the toasts' file, which the network cannot bring either.
    expect(await dropFromPrecache(page, toasterFile)).toBe(1)
    await context.route(`**${toasterFile}`, (route) => route.abort())
    // The failed requests for it, and React's report of the import ToastHost's LoadBoundary catches.
    const url = `http://127\\.0\\.0\\.1:\\d+${toasterFile.replaceAll('.', '\\.')}`
    consoleWatch.allow(new RegExp(`^error: Failed to load resource: net::ERR_FAILED ${url}$`))
    consoleWatch.allow(new RegExp(`^error: TypeError: Failed to fetch dynamically imported module: ${url} `))
    const announcements = await countAnnouncements(page, contactToasts.queued.title)
    await browseOfflineToContact(page, context)
    await sendAndExpectAnnouncement(page, announcements)
  })
})
