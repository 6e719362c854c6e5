// A new deployment is announced, never forced: the visitor chooses when to reload into it.
import type { BrowserContext, Page } from '@playwright/test'
import { updatePrompt } from '../../features/pwa/updatePrompt'
import { expect, test } from './support/fixtures'
import { hydrated, visitControlled } from './support/serviceWorker'

// These tests are about the service worker, which the other browser tests block.
test.use({ serviceWorkers: 'allow' })

const promptIn = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: updatePrompt.title })

/** The server answers this context's next check with a worker one comment longer: a new deployment. */
async function deployNewWorker(context: BrowserContext, page: Page, baseURL: string) {
  await context.addCookies([{ name: 'sw-build', value: String(Date.now()), url: baseURL }])
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
}

/** Counts the page's own document loads from now on. */
function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 }
  page.on('load', () => void (counter.count += 1))
  return counter
}

test('a new service worker shows the prompt, keeps what the visitor typed, and reloads into it on request', async ({ page, context, baseURL }) => {
  await visitControlled(page)
  await page.goto('/contact')
  await hydrated(page)
  const draft = 'Bonjour, je voudrais faire graver une alliance.'
  await page.getByLabel('Votre message').fill(draft)
  await page.evaluate(() => navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('controller-changed', 'yes')))
  const loads = countLoads(page)

  await deployNewWorker(context, page, baseURL!)
  await expect(promptIn(page)).toBeVisible({ timeout: 15_000 })
  await expect(promptIn(page)).toContainText(updatePrompt.description)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed')
  // The new worker waits, and the page stays as it is, draft included.
  await expect(page.getByLabel('Votre message')).toHaveValue(draft)
  expect(loads.count).toBe(0)

  const reloaded = page.waitForEvent('load')
  await promptIn(page).getByRole('button', { name: updatePrompt.action }).click()
  await reloaded
  await hydrated(page)
  expect(await page.evaluate(() => sessionStorage.getItem('controller-changed'))).toBe('yes')
  expect(
    await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!
      return { waiting: registration.waiting, controller: navigator.serviceWorker.controller?.state }
    }),
  ).toEqual({ waiting: null, controller: 'activated' })
  await expect(promptIn(page)).toHaveCount(0)
})

test('accepting the update in one tab does not reload another tab where the visitor is typing', async ({ page, context, baseURL }) => {
  await visitControlled(page)
  const other = await context.newPage()
  await other.goto('/contact')
  await hydrated(other)
  await other.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const draft = 'Un texte à ne pas perdre.'
  await other.getByLabel('Votre message').fill(draft)
  const otherLoads = countLoads(other)

  await deployNewWorker(context, page, baseURL!)
  await expect(promptIn(page)).toBeVisible({ timeout: 15_000 })
  await expect(promptIn(other)).toBeVisible({ timeout: 15_000 })

  const reloaded = page.waitForEvent('load')
  await promptIn(page).getByRole('button', { name: updatePrompt.action }).click()
  await reloaded
  // The other tab is now served by the new worker, but keeps its page and its draft until asked.
  await expect.poll(() => other.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull()
  await expect(other.getByLabel('Votre message')).toHaveValue(draft)
  expect(otherLoads.count).toBe(0)
  await expect(promptIn(other)).toBeVisible()

  const otherReloaded = other.waitForEvent('load')
  await promptIn(other).getByRole('button', { name: updatePrompt.action }).click()
  await otherReloaded
  await hydrated(other)
  await expect(promptIn(other)).toHaveCount(0)
})
