import type { Page } from '@playwright/test'
import { chunkOf, hydrated, scrollThrough } from './support/builtPages'
import { expect, test } from './support/fixtures'

// The sections prerendered in full whose code follows later (HydrateWhenVisible), and the source
// modules of that code. A connection that drops before it arrives must leave them as the server
// sent them: text, links, and the address a visitor came for.
const sectionCode = [
  {
    path: '/contact',
    sources: [
      'features/contact/WorkshopCard.tsx',
      'features/contact/DirectContactCard.tsx',
      'features/opening-hours/OpeningStatus.tsx',
      'features/contact/VisitPicker.tsx',
    ],
  },
  { path: '/', sources: ['components/home/AboutTeaser.tsx', 'components/home/FeaturedServices.tsx', 'components/home/FeaturedVideo.tsx'] },
  { path: '/reparations', sources: ['components/sections/ContentSections.tsx'] },
]

const sectionTexts = (page: Page) => page.locator('[data-deferred-hydration]').evaluateAll((sections) => sections.map((s) => s.textContent))

/** Lets the page take in a failed request (its import rejected, the section told). */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))

/** The connection drops for the given files: each request for one fails as a phone's would, until `restore()`. */
async function dropConnectionTo(page: Page, files: string[]) {
  let down = true
  const failed: string[] = []
  await page.route(
    (url) => files.includes(url.pathname),
    (route) => (down ? route.abort('internetdisconnected') : route.continue()),
  )
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
  return {
    failed,
    restore: async () => {
      down = false
      // The browser tells the page the connection is back (an `online` event).
      await page.context().setOffline(true)
      await page.context().setOffline(false)
    },
  }
}

test.describe('A section whose code cannot be fetched', () => {
  for (const { path, sources } of sectionCode)
    test(`keeps what the server sent on ${path}, and hydrates once the connection is back`, async ({ page, consoleWatch }) => {
      // The browser's own notice of each failed request.
      consoleWatch.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)
      const files = sources.map(chunkOf)
      const connection = await dropConnectionTo(page, files)
      const served = await page.goto(path)
      expect(served?.ok()).toBe(true)
      const before = await sectionTexts(page)
      expect(before.length).toBeGreaterThan(0)
      expect(before.join('').length, 'the sections came with their text').toBeGreaterThan(200)
      await hydrated(page)
      await scrollThrough(page)
      await expect.poll(() => files.every((file) => connection.failed.includes(file)), { message: 'every section asked for its code' }).toBe(true)
      await settled(page)

      expect(await sectionTexts(page)).toEqual(before)
      await expect(page.locator('[data-deferred-hydration="pending"]')).toHaveCount(before.length)

      await connection.restore()
      await scrollThrough(page)
      await expect(page.locator('[data-deferred-hydration="done"]')).toHaveCount(before.length)
    })

  test('the opening status, whose code loads once the browser is idle, shows once the connection is back', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)
    const connection = await dropConnectionTo(page, [chunkOf('features/opening-hours/liveOpeningStatus.ts')])
    await page.goto('/contact')
    await hydrated(page)
    await expect.poll(() => connection.failed.length, { message: 'the status asked for its code' }).toBeGreaterThan(0)
    await settled(page)
    // The line, its height kept, says nothing yet.
    const status = page.locator('[data-opening-status]')
    await expect(status).toHaveCount(0)

    await connection.restore()
    await expect(status).toHaveText(/^(Ouvert|Fermé|Réouverture|Fermeture)/)
  })

  test('the outbox watch, whose code loads once the browser is idle, fails with no page error, and the next page loaded watches again', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)
    const file = chunkOf('features/contact/outboxClient.ts')
    const connection = await dropConnectionTo(page, [file])
    await page.goto('/')
    await hydrated(page)
    await expect.poll(() => connection.failed.length, { message: 'the page asked for the outbox code' }).toBeGreaterThan(0)
    await settled(page)

    await connection.restore()
    const arrived = page.waitForResponse((response) => new URL(response.url()).pathname === file && response.ok())
    await page.goto('/a-propos')
    await arrived
  })

  test('the workshop card works once its code has arrived: « Afficher la carte » shows the map', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)
    await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Carte factice</p>' }))
    const connection = await dropConnectionTo(page, [chunkOf('features/contact/WorkshopCard.tsx')])
    await page.goto('/contact')
    await hydrated(page)
    const showMap = page.getByRole('button', { name: 'Afficher la carte' })
    await showMap.scrollIntoViewIfNeeded()
    await expect.poll(() => connection.failed.length).toBeGreaterThan(0)
    await settled(page)
    const card = page.locator('[data-deferred-hydration]', { has: showMap })
    await expect(card).toContainText('12 rue Jean Bologne')
    await expect(showMap).toBeVisible()

    await connection.restore()
    await expect(card).toHaveAttribute('data-deferred-hydration', 'done')
    await showMap.click()
    await expect(page.frameLocator('iframe[title^="Carte"]').getByText('Carte factice')).toBeVisible()
  })
})
