import { site } from '../../lib/site'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'
import { rowsOf, textLines } from './support/lines'

// What a visitor on a phone sees of the header, the home page's opening, the tabs of /services and
// the contact form, measured as Chromium lays them out.
// Two common phones: 360 × 640 (small Android) and 390 × 844 (recent iPhones).
for (const { width, height } of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
])
  test.describe(`on a phone ${width} × ${height} px`, () => {
    test.use({ viewport: { width, height } })

    test('the logo’s tagline holds on one line', async ({ page }) => {
      await page.goto('/a-propos')
      const tagline = page.getByRole('banner').getByText(site.tagline, { exact: true })
      expect(await textLines(tagline)).toHaveLength(1)
      // Whole, not cut or run under the header's buttons.
      const taglineBox = (await tagline.boundingBox())!
      const contactBox = (await page.getByRole('banner').getByRole('link', { name: 'Nous contacter' }).filter({ visible: true }).boundingBox())!
      expect(taglineBox.x + taglineBox.width).toBeLessThanOrEqual(contactBox.x)
      expect(await tagline.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    })

    test('the home page’s eyebrow leaves no word alone on its last line', async ({ page }) => {
      await page.goto('/')
      const lines = await textLines(page.locator('main .eyebrow').first())
      expect(lines.at(-1)?.split(' ').length, `lines: ${JSON.stringify(lines)}`).toBeGreaterThan(1)
    })

    test('the tabs of /services leave no tab alone on a row of its own', async ({ page }) => {
      await page.goto('/services')
      const rows = await rowsOf(page.getByRole('tab'))
      expect(rows.length === 1 || rows.every((count) => count > 1), `tabs per row: ${JSON.stringify(rows)}`).toBe(true)
    })

    test('the contact form’s first field starts within the first two screens', async ({ page }) => {
      await page.goto('/contact')
      await hydrated(page)
      const name = page.locator('form input[name="name"]')
      const top = await name.evaluate((input) => input.getBoundingClientRect().top + window.scrollY)
      expect(top).toBeLessThan(2 * height)
    })
  })
