import { readdirSync } from 'node:fs'
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

/** Brings every part of the page into view once, so what renders only then (reviews, simulators) is there. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}
