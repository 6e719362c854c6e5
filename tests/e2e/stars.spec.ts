// Rating stars carry information (WCAG 1.4.11): each needs 3:1 against what it is painted on, as
// the browser renders it, and an empty star must differ from a filled one by more than its colour.
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

interface StarLook {
  kind: string
  contrast: number
  color: string
  background: string
  fill: string
  stroke: string
}

/** Every star on the page: its colour against the background its ancestors paint under it. */
const starsOn = (page: Page) =>
  page.locator('[data-star]').evaluateAll((stars) => {
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number)
      return { r, g, b, a: css.startsWith('rgba') ? a : 1 }
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [R, G, B] = [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
    }
    /** Backgrounds from the page down to the star, translucent ones laid over what is beneath. */
    const backgroundOf = (element: Element) => {
      const layers: ReturnType<typeof rgba>[] = []
      for (let node: Element | null = element; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor)
        if (layer.a > 0) layers.unshift(layer)
      }
      return layers.reduce(
        (under, over) => ({
          r: over.r * over.a + under.r * (1 - over.a),
          g: over.g * over.a + under.g * (1 - over.a),
          b: over.b * over.a + under.b * (1 - over.a),
          a: 1,
        }),
        { r: 255, g: 255, b: 255, a: 1 },
      )
    }
    return stars.map((star) => {
      const style = getComputedStyle(star)
      const color = rgba(style.color)
      const background = backgroundOf(star)
      const [light, dark] = [luminance(color), luminance(background)].sort((x, y) => y - x)
      return {
        kind: (star as HTMLElement).dataset.star ?? '',
        contrast: (light! + 0.05) / (dark! + 0.05),
        color: style.color,
        background: `rgb(${background.r}, ${background.g}, ${background.b})`,
        fill: style.fill,
        stroke: style.stroke,
      }
    })
  })

function expectReadable(stars: StarLook[]) {
  for (const star of stars) {
    expect(star.contrast, `${star.kind} star ${star.color} on ${star.background}`).toBeGreaterThanOrEqual(3)
    // Filled: a solid shape. Empty: an outline, nothing inside.
    if (star.kind === 'filled') expect(star.fill).toBe(star.color)
    else expect([star.fill, star.stroke]).toEqual(['none', star.color])
  }
}

test("the testimonials' stars stand out from their card at 3:1 or more", async ({ page }) => {
  await page.goto('/services/achat-or')
  const stars = await starsOn(page)
  expect(stars.length).toBeGreaterThanOrEqual(5)
  expect(stars.every((star) => star.kind === 'filled')).toBe(true)
  expectReadable(stars)
})

test('a review of three stars shows three filled and two empty ones, each at 3:1 or more', async ({ page }) => {
  await page.route('**/rest/v1/reviews*', (route) =>
    route.fulfill({
      json: [
        {
          id: 1,
          author_name: 'Hélène Garnier',
          text: 'Délai un peu long, mais la bague est parfaite.',
          rating: 3,
          time: 1_790_000_000,
          created_at: '2026-11-16T10:00:00+00:00',
        },
      ],
    }),
  )
  await page.goto('/contact')
  await page.locator('[data-reviews-widget]').scrollIntoViewIfNeeded()
  const rating = page.locator('[data-reviews-widget]').getByRole('img', { name: 'Note : 3 sur 5' })
  await expect(rating).toBeVisible()
  const stars = await starsOn(page)
  expect(stars.map((star) => star.kind)).toEqual(['filled', 'filled', 'filled', 'empty', 'empty'])
  expectReadable(stars)
})
