// The web fonts never move the page: a page has them from its first paint (served by the service
// worker, which precached them) or keeps its metric-matched fallbacks (styles/fonts.css).
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { watchLayoutShifts } from './support/layoutShifts'
import { hydrated, visitControlled } from './support/serviceWorker'

test.use({ serviceWorkers: 'allow' })

/** The font faces Chromium actually drew an element's text with. */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

const webSerif = expect.stringMatching(/^Cormorant Garamond/)
const webSans = expect.stringMatching(/^Inter/)

test('a first visit keeps the fallback fonts without fetching the web fonts; served by the service worker, a page has them from its first paint, and nothing moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const shifts = await watchLayoutShifts(page)
  // Fonts the page took from the network. (Once the worker controls it, the page loads them from its
  // precache for the next page: those come from the worker, and are the precache's bytes.)
  const fonts: string[] = []
  page.on('requestfinished', async (request) => {
    if (request.url().endsWith('.woff2') && request.frame() === page.mainFrame() && !(await request.response())?.fromServiceWorker()) fonts.push(request.url())
  })

  await page.goto('/')
  await hydrated(page)
  expect(await shifts()).toEqual([])
  // (A variable font's face is named after its instance: « Cormorant Garamond Light ».)
  expect(await facesOf(page, 'h1')).not.toContainEqual(webSerif)
  expect(await facesOf(page, 'main p')).not.toContainEqual(webSans)
  expect(fonts, 'the page itself fetched no web font').toEqual([])

  // The worker installs (precaching the fonts with the pages); the next page comes from it.
  await visitControlled(page, '/')
  await page.goto('/a-propos')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('data-fonts')
  expect(await facesOf(page, 'h1')).toEqual([webSerif])
  expect(await facesOf(page, 'main p')).toEqual([webSans])
  expect(await shifts()).toEqual([])
})

test('on a first visit, the page opened next in the tab has the web fonts as it is first drawn, once the service worker holds them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const shifts = await watchLayoutShifts(page)
  await page.goto('/contact')
  await hydrated(page)
  // The worker installs and takes the page over; the fonts are then loaded from its precache.
  await expect(page.locator('html')).toHaveAttribute('data-fonts-ready', '', { timeout: 20_000 })
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  expect(await facesOf(page, 'h1')).not.toContainEqual(webSerif)
  expect(await shifts(), 'loading the fonts for the next page moved nothing on this one').toEqual([])

  // A client-side navigation: the same document, the next page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
  await expect(page).toHaveURL(/\/mentions-legales$/)
  await expect(page.locator('html')).toHaveAttribute('data-fonts')
  expect(await facesOf(page, 'h1')).toEqual([webSerif])
  expect(await facesOf(page, 'main p')).toEqual([webSans])
})
