// axe with the widgets open; every page is scanned in everyPage.spec.ts.
import type { Page } from '@playwright/test'
import { axeViolations as violations } from './support/axe'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'

const ready = async (page: Page, path: string) => {
  await page.goto(path)
  await hydrated(page)
  // Let lazy sections and the fonts settle so what is scanned is what a visitor sees.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(400)
  await page.evaluate(() => window.scrollTo(0, 0))
}

// The scan itself (axe.ts): what it cannot see, no page could fail on.
test('axe sees a violation in the page and one inside a frame of it', async ({ page }) => {
  await page.goto('/a-propos')
  await hydrated(page)
  expect(await violations(page)).toEqual([])
  await page.evaluate(() => {
    const main = document.querySelector('main')
    const image = document.createElement('img')
    image.src = '/favicon.svg'
    const frame = document.createElement('iframe')
    frame.title = 'Cadre ajouté par le test'
    frame.srcdoc = '<!doctype html><html lang="fr"><title>Cadre</title><main aria-label="Cadre"><button></button></main></html>'
    main?.prepend(image, frame)
  })
  await expect.poll(() => page.frames().length).toBe(2)
  await page.frames()[1]?.waitForLoadState()
  expect(await violations(page)).toEqual([expect.stringMatching(/^button-name: iframe\b.* button$/), expect.stringMatching(/^image-alt: img\b/)])
})

test.describe('axe with widgets open', () => {
  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await ready(page, '/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.getByRole('button', { name: 'Services' }).click()
    await dialog.getByRole('button', { name: 'Informations légales' }).click()
    expect(await violations(page)).toEqual([])
  })

  test('the services dropdown', async ({ page }) => {
    await ready(page, '/a-propos')
    await page.getByRole('button', { name: 'Services' }).click()
    await expect(page.getByRole('link', { name: 'Vue d’ensemble' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('the privacy dialog', async ({ page }) => {
    await ready(page, '/')
    await page.getByRole('button', { name: 'Paramètres des cookies' }).click()
    await expect(page.getByRole('dialog', { name: 'Paramètres de confidentialité' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('an FAQ answer and the cookie banner', async ({ page, context }) => {
    // The longest page, with the banner open.
    await context.clearCookies()
    await page.addInitScript(() => localStorage.removeItem('cookie-consents'))
    await ready(page, '/services/creation-sur-mesure')
    await expect(page.getByRole('heading', { name: 'Confidentialité et cookies' })).toBeVisible()
    const question = page.locator('section[data-section="faq"] [data-faq-item] button').nth(1)
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(await violations(page)).toEqual([])
  })
})
