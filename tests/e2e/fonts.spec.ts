// The web fonts on a first visit: preloaded and `optional` (styles/fonts.css), a page is drawn in
// them from its first paint when they arrive in time and keeps its metric-matched fallbacks when
// they do not; either way nothing moves, and the next page has them.
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { watchLayoutShifts } from './support/layoutShifts'
import { hydrated, visitControlled } from './support/serviceWorker'

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

/** What `document.fonts` says of the h1's font: the family its computed style names first, and whether a face of it is loaded. */
const h1FontState = (page: Page) =>
  page.evaluate(() => {
    const family = getComputedStyle(document.querySelector('h1')!)
      .fontFamily.split(',')[0]!
      .trim()
      .replace(/^["']|["']$/g, '')
    const loaded = [...document.fonts].some((face) => face.family.replace(/^["']|["']$/g, '') === family && face.status === 'loaded')
    return { family, loaded }
  })

// (A variable font's face is named after its instance: « Cormorant Garamond Medium ».)
const webSerif = expect.stringMatching(/^Cormorant Garamond/)
const webSans = expect.stringMatching(/^Inter/)

// Each test has a browser context of its own: no cache, no service worker (playwright.config.ts).
for (const path of ['/', '/services/sertissage-pierres', '/contact'])
  for (const width of [360, 390, 1280])
    test(`a first visit to ${path} at ${width} px, with no service worker and nothing cached, is drawn in the web fonts and nothing moves`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      const shifts = await watchLayoutShifts(page)
      await page.goto(path)
      await hydrated(page)
      expect(await h1FontState(page)).toEqual({ family: 'Cormorant Garamond', loaded: true })
      expect(await facesOf(page, 'h1')).toEqual([webSerif])
      expect(await facesOf(page, 'main p')).toEqual([webSans])
      expect(await shifts()).toEqual([])
    })

test('over a slow link, the first page keeps its fallback fonts until it is left, and the next page has the web fonts @waits', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 360, height: 800 })
  const shifts = await watchLayoutShifts(page)
  const cdp = await page.context().newCDPSession(page)
  // 400 kbit/s down and up, 400 ms of latency: the fonts come long after the page's first paint.
  const bytesPerSecond = (400 * 1000) / 8
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond })

  await page.goto('/contact', { timeout: 60_000 })
  await hydrated(page)
  // The files arrived (the faces made from them for the next page are loaded), and the page still
  // draws its text as it first did.
  await expect(page.locator('html')).toHaveAttribute('data-fonts-ready', '', { timeout: 30_000 })
  expect(await facesOf(page, 'h1')).not.toContainEqual(webSerif)
  expect(await facesOf(page, 'main p')).not.toContainEqual(webSans)
  expect(await shifts(), 'nothing moved when the fonts arrived').toEqual([])

  // The next page, opened in the same document, is drawn in the web fonts.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
  await expect(page).toHaveURL(/\/mentions-legales$/)
  await expect(page.locator('html')).toHaveAttribute('data-fonts')
  expect(await facesOf(page, 'h1')).toEqual([webSerif])
  expect(await facesOf(page, 'main p')).toEqual([webSans])

  // And so is a page loaded anew: the fonts come from the cache in time for its first paint.
  await page.goto('/a-propos', { timeout: 60_000 })
  await hydrated(page)
  expect(await facesOf(page, 'h1')).toEqual([webSerif])
  expect(await shifts()).toEqual([])
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a page the service worker serves has the web fonts from its precache at its first paint, and nothing moves', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    const shifts = await watchLayoutShifts(page)
    await visitControlled(page, '/')
    const fonts: string[] = []
    page.on('requestfinished', async (request) => {
      if (request.url().endsWith('.woff2') && request.frame() === page.mainFrame() && !(await request.response())?.fromServiceWorker())
        fonts.push(request.url())
    })
    await page.goto('/a-propos')
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('data-fonts')
    expect(await facesOf(page, 'h1')).toEqual([webSerif])
    expect(await facesOf(page, 'main p')).toEqual([webSans])
    expect(fonts, 'the fonts came from the precache').toEqual([])
    expect(await shifts()).toEqual([])
  })
})
