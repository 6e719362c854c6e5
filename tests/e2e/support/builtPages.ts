import { readdirSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'
import type { Page } from '@playwright/test'

/** Every page of the build: its HTML files, as the CDN serves them (404.html answers any unknown path). */
export const builtPagePaths = readdirSync('dist/client', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  // /contact from contact.html, / from index.html.
  .map((file) => (file === '404.html' ? '/une-page-qui-n-existe-pas' : `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`))
  .sort()

/** Waits for the page's hydrated mark (set once React has hydrated it, lib/hydration). */
export const hydrated = (page: Page, options?: { timeout?: number }) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, options)

/**
 * Follows the page's requests from now on; `quiet()` waits until none has been in flight for
 * `quietMs`. (Playwright's `waitForLoadState('networkidle')` answers at once once the page has been
 * idle after its load, so it does not wait for code an interaction starts loading.)
 */
export function watchRequests(page: Page, quietMs = 500) {
  let inFlight = 0
  let lastChange = Date.now()
  const started = () => {
    inFlight++
    lastChange = Date.now()
  }
  const ended = () => {
    inFlight--
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    quiet: async () => {
      while (inFlight > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(100)
    },
  }
}

/** Brings every part of the page into view once, so what renders only then (reviews, simulators)
 * is there, and waits for the code and images that brought in to arrive. */
export async function scrollThrough(page: Page) {
  const requests = watchRequests(page)
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  await requests.quiet()
}

// The build's own record of which file holds each module's code: a module loaded only lazily is
// its own entry; one shared with other pages is in a chunk named after it.
const builtAssets = () => Object.values(JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Record<string, { file: string; src?: string; name?: string }>)

/** The built file, as a path on the site, that holds a source module's code. */
export function chunkOf(source: string): string {
  const assets = builtAssets()
  const asset = assets.find((a) => a.src === source) ?? assets.find((a) => a.name === basename(source, '.tsx'))
  if (!asset) throw new Error(`${source} is not in the build's assets.json`)
  return `/${asset.file}`
}
