// The contact page's workshop card: nothing from another origin loads until the visitor asks for the map.
import { supabaseUrl } from './support/backend'
import { openContact } from './support/contactForm'
import { expect, test } from './support/fixtures'

test.describe('workshop card and map', () => {
  test('loads nothing from another origin until the visitor asks for the map', async ({ page }) => {
    const origins = new Set<string>()
    page.on('request', (r) => origins.add(new URL(r.url()).origin))
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Carte</title>' }),
    )
    await openContact(page)
    await page.getByRole('heading', { name: 'L’atelier', exact: true }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: 'Afficher la carte' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Itinéraire/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/\?api=1&destination=12%20rue%20Jean%20Bologne/,
    )
    await expect(page.getByText(/Métro ligne 6/)).toBeVisible()
    await expect(page.getByText(/Métro ligne 9/)).toBeVisible()
    await page.waitForLoadState('networkidle')
    const site = new URL(page.url()).origin
    expect([...origins].filter((o) => o !== site && o !== supabaseUrl)).toEqual([])

    await page.getByRole('button', { name: 'Afficher la carte' }).click()
    await expect(page.locator('iframe[title^="Carte"]')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/)
  })
})
