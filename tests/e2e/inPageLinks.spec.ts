// Every link to a place in a page (#processus, the skip link, a legal page's contents, the
// breadcrumb's /services#horlogerie) has its target in the prerendered HTML: a click lands on it,
// the page's first click included, made before any section has hydrated, on a phone and on a
// desktop. The links are the ones the built site emits, read from dist/client.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './support/fixtures'

const root = 'dist/client'
const pathOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1')

/** Each distinct link with a hash, with the first page (in file order) that emits it. */
const links = new Map<string, string>()
for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html') && f !== '404.html')
  .sort()) {
  const html = readFileSync(join(root, file), 'utf8')
  for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]*#[^"]+)"/g)) if (!links.has(href!)) links.set(href!, pathOf(file))
}

/** Resolves once the page has not scrolled for `ms` milliseconds (runs in the page). */
const stillFor = (ms: number) =>
  new Promise<void>((resolve) => {
    let timer = setTimeout(done, ms)
    function done() {
      removeEventListener('scroll', restart)
      resolve()
    }
    function restart() {
      clearTimeout(timer)
      timer = setTimeout(done, ms)
    }
    addEventListener('scroll', restart, { passive: true })
  })

/** The links, grouped by the page they are clicked on: one test per page, at both widths. */
const linksByPage = new Map<string, string[]>()
for (const [href, from] of links) linksByPage.set(from, [...(linksByPage.get(from) ?? []), href])

test('the built site emits in-page links', () => expect(links.size).toBeGreaterThan(10))

for (const [from, hrefs] of linksByPage) {
  test(`each in-page link of ${from} lands on its target, the first at the page's first click, at 390 and 1280 px`, async ({ page }) => {
    test.setTimeout(30_000 + hrefs.length * 16_000)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      // One load of the page for all its links at each width: the first is clicked before anything
      // else happens on the page; each later one from the top of the same page again, or from a
      // new load once a link has led to another page.
      let loaded = false
      for (const href of hrefs) {
        const target = new URL(href, `http://site.test${from}`)
        if (loaded) await page.evaluate(() => window.scrollTo(0, 0))
        else await page.goto(from)
        loaded = target.pathname === from
        // The skip link shows on focus only: Enter on the focused link reaches it as any other.
        const link = page.locator(`a[href="${href}"]`).filter({ visible: true }).first()
        // As a keyboard visitor does it: the focus first (Tab scrolls the link into view), then Enter
        // once the page is still. Enter within the same few milliseconds as a focus scroll can meet
        // the router's record of that scroll (vike saves it with history.replaceState, throttled to
        // 300 ms), which Chromium lets cancel the fragment navigation under way.
        await link.focus()
        await page.evaluate(stillFor, 400)
        await page.keyboard.press('Enter')
        // The page's address as Playwright follows it: an evaluation in the page would fail when a
        // link to another page destroys its context during the poll.
        await expect
          .poll(() => {
            const url = new URL(page.url())
            return url.pathname + url.hash
          }, `${href} from ${from} at ${width} px`)
          .toBe(target.pathname + target.hash)
        await expect(page.locator(target.hash), `${href} from ${from} at ${width} px`).toBeInViewport()
      }
    }
  })
}
