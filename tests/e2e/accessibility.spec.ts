// axe with the widgets open; every page is scanned in everyPage.spec.ts.
import type { Page } from '@playwright/test'
import { axeViolations as violations } from './support/axe'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'
import { contactToasts } from '../../features/contact/contactToasts'
import { supabaseUrl, uniqueText } from './support/backend'
import { fillRequired, openContact } from './support/contactForm'

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

test('the toasts, a refusal and a message sent alike, are read at full contrast while they are shown', async ({ page, context, consoleWatch }) => {
  consoleWatch.allow(/status of 400 .*\/rest\/v1\/contact_messages/)
  const toasts = page.getByRole('region', { name: /Notifications/ })
  await openContact(page)
  // The backend refuses the first message: the form says it was not sent.
  await context.route(`${supabaseUrl}/rest/v1/contact_messages*`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: '{"code":"23514","message":"new row violates check constraint"}',
        })
      : route.fallback(),
  )
  const text = uniqueText('Des toasts lisibles')
  await fillRequired(page, text)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toasts.getByText(contactToasts.refusedUnexplained.title)).toBeVisible()
  expect(await violations(page)).toEqual([])
  // Then it arrives.
  await context.unroute(`${supabaseUrl}/rest/v1/contact_messages*`)
  await page.getByLabel('Votre message').fill(text)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toasts.getByText(contactToasts.sent.title)).toBeVisible()
  expect(await violations(page)).toEqual([])
})
