// The reviews widget of /contact: with no review, or when they cannot be read, it says so and shows
// no statistics; with reviews, each shows its date, and the widget says how they are collected and ordered.
import { expect, type Page } from '@playwright/test'
import { test } from './support/fixtures'
import { hydrated } from './support/builtPages'

const widget = (page: Page) => page.locator('[data-reviews-widget]')

async function openWidget(page: Page) {
  await page.goto('/contact')
  await hydrated(page)
  await page.locator('#avis-titre').scrollIntoViewIfNeeded()
  await expect(widget(page)).toBeVisible()
}

for (const [label, answer] of [
  ['an empty table', { json: [] }],
  ['a failed request', { status: 500, json: { code: 'XX000', message: 'panne' } }],
] as const) {
  test(`with ${label}, the widget says there is no review and shows no statistics`, async ({ page, consoleWatch }) => {
    // The browser reports the failed request itself; that one is provoked on purpose.
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 500 .*\/rest\/v1\/reviews/)
    await page.route('**/rest/v1/reviews*', (route) => route.fulfill(answer))
    await openWidget(page)
    await expect(widget(page)).toHaveText('Aucun avis disponible pour le moment')
    await expect(widget(page).locator('[data-stat]')).toHaveCount(0)
    await expect(widget(page)).not.toContainText(/0,0|0 avis|étoiles/)
  })
}

test('each review shows its date, and the widget says how reviews are collected and ordered', async ({ page }) => {
  const writtenAt = new Date(Date.now() - 70 * 86_400_000).toISOString()
  await page.route('**/rest/v1/reviews*', (route) =>
    route.fulfill({ json: [{ id: 1, author_name: 'Hélène Garnier', text: 'Bague parfaite.', rating: 5, time: 0, created_at: writtenAt }] }),
  )
  await openWidget(page)
  const date = widget(page).locator('figure time')
  await expect(date).toHaveText('il y a 2 mois')
  await expect(date).toHaveAttribute('datetime', writtenAt)
  await expect(widget(page).locator('[data-reviews-policy]')).toContainText(/recueillis par l’atelier .* selon un score/)
  await expect(widget(page).getByRole('link', { name: 'Comment nous recueillons et classons les avis' })).toHaveAttribute(
    'href',
    '/mentions-legales#avis-clients',
  )
})

// What loads in the widget's place takes the room its stand-in held, so nothing below it moves: with
// no review, and with the longest review on the narrowest phone and on a desktop.
const longReview = { id: 1, author_name: 'Hélène Garnier', text: 'Très belle expérience à l’atelier. '.repeat(8), rating: 4, time: 0 }
for (const [label, reviews, width] of [
  ['no review', [], 1280],
  ['a long review', [longReview], 320],
  ['a long review', [longReview], 1280],
] as const) {
  test(`with ${label} at ${width} px, the reviews take the room their stand-in held`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/rest/v1/reviews*', async (route) => {
      await held
      await route.fulfill({ json: reviews.map((review) => ({ ...review, created_at: new Date(Date.now() - 70 * 86_400_000).toISOString() })) })
    })
    await page.goto('/contact')
    await hydrated(page)
    const section = page.locator('section[aria-labelledby="avis-titre"]')
    await section.scrollIntoViewIfNeeded()
    // The stand-in: the page's until the widget's code is there, then the widget's own while the reviews load.
    await expect(section.locator('[aria-hidden="true"].bg-ivory-200')).toBeVisible()
    const before = (await section.boundingBox())?.height
    answer()
    await expect(widget(page)).toBeVisible()
    expect((await section.boundingBox())?.height).toBe(before)
  })
}
