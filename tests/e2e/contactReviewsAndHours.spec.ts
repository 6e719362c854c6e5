// Beside the contact form: the clients' reviews and their rotation, and the opening status in Paris
// time (the widget's other states: reviewsWidget.spec.ts; the calendar's days: openingCalendar.spec.ts).
import { supabaseUrl } from './support/backend'
import { openContact } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { serveOwnHours } from './support/ownHours'

test.describe('reviews and opening status', () => {
  test('shows the seeded reviews with their statistics and a new one every 5 seconds', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-24T10:30:00+01:00') })
    await openContact(page)
    await page.getByRole('heading', { name: 'Avis de nos clients' }).scrollIntoViewIfNeeded()
    const widget = page.locator('[data-reviews-widget]')
    await expect(widget).toBeVisible()
    expect(Number(await widget.locator('[data-stat=total]').textContent())).toBeGreaterThanOrEqual(15)
    await expect(widget.locator('[data-stat=average]')).toHaveText(/^[345],\d$/)
    const first = await widget.locator('[data-review-id]').getAttribute('data-review-id')
    await expect(widget.locator('figcaption span').first()).toHaveText(/^\S.* [A-Z]\.$|^\S+$/)
    await page.clock.runFor(5_000)
    await expect(widget.locator('[data-review-id]')).not.toHaveAttribute('data-review-id', first!)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reviews-rotation') ?? 'null'))
    expect(stored).toMatchObject({ currentCycle: 1, currentIndex: 1 })
  })

  test('says there is no review yet when the list is empty or unreachable', async ({ page }) => {
    await page.route(`${supabaseUrl}/rest/v1/reviews*`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }))
    await openContact(page)
    await page.getByRole('heading', { name: 'Avis de nos clients' }).scrollIntoViewIfNeeded()
    await expect(page.getByText('Aucun avis disponible pour le moment')).toBeVisible()
    // No statistics at all: no « 0,0 », no « 0 avis ».
    await expect(page.locator('[data-stat]')).toHaveCount(0)
  })

  // The test's own hours (Tuesday to Friday 9:30–17:30, closed 3 to 24 August), not the shop's.
  const instants: [string, string][] = [
    ['2026-11-24T11:00:00+01:00', 'Ouvert aujourd’hui jusqu’à 17 h 30'],
    ['2026-11-23T22:30:00+01:00', 'Réouverture dans 11 h'],
    ['2026-11-24T09:15:00+01:00', 'Réouverture dans 15 min'],
    ['2026-08-10T12:00:00+02:00', 'Fermé pour les congés d’été — réouverture le mardi 25 août à 9 h 30'],
  ]
  for (const [instant, message] of instants) {
    test(`tells the opening status in Paris time at ${instant}`, async ({ page }) => {
      await page.clock.install({ time: new Date(instant) })
      await serveOwnHours(page)
      await openContact(page)
      await expect(page.locator('[data-opening-status]')).toHaveText(message)
    })
  }
})
