import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { routes } from '../../lib/routes'
import { expect, test } from './fixtures'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

const ready = async (page: Page, path: string) => {
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  // Let lazy sections and the fonts settle so what is scanned is what a visitor sees.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(400)
  await page.evaluate(() => window.scrollTo(0, 0))
}

for (const width of [360, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const route of [...routes.map((r) => r.path), '/page-inconnue']) {
      test(`${route} has no WCAG 2.2 A/AA or best-practice violation`, async ({ page, consoleWatch }) => {
        consoleWatch.allow(/status of 404/)
        await ready(page, route)
        expect(await violations(page)).toEqual([])
      })
    }
  })
}

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
    await expect(page.getByRole('link', { name: "Vue d'ensemble" })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('the privacy dialog', async ({ page }) => {
    await ready(page, '/')
    await page.getByRole('button', { name: 'Paramètres des cookies' }).click()
    await expect(page.getByRole('dialog', { name: 'Paramètres de confidentialité' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('an FAQ answer and the cookie banner', async ({ page, context }) => {
    // The longest page with the banner open: axe's scan alone takes 20 to 27 s on a loaded 2-core host.
    test.slow()
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
