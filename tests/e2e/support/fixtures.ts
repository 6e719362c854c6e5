import { randomInt } from 'node:crypto'
import { test as base, expect, type Page } from '@playwright/test'

/** An address of the benchmarking range (RFC 2544, 198.18.0.0/15), one per test. */
export const newClientAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`

/** Messages a page printed that a visitor's console must never show. */
export interface ConsoleWatch {
  problems: string[]
  /** Forget what was recorded so far (e.g. after a deliberate failure the test provoked). */
  reset(): void
  /** Ignore messages matching this (a test that provokes an error on purpose). */
  allow(pattern: RegExp): void
}

function watchConsole(page: Page): ConsoleWatch {
  const problems: string[] = []
  // Playwright's own notice when a test context blocks service workers (see playwright.config.ts).
  const allowed: RegExp[] = [/^warning: Service Worker registration blocked by Playwright/]
  const record = (text: string) => {
    if (!allowed.some((re) => re.test(text))) problems.push(text)
  }
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') record(`${message.type()}: ${message.text()} ${message.location().url}`.trim())
  })
  page.on('pageerror', (error) => record(`pageerror: ${error.message}`))
  return {
    problems,
    reset: () => void problems.splice(0),
    allow: (pattern) => void allowed.push(pattern),
  }
}

export const test = base.extend<{ consoleWatch: ConsoleWatch; returningVisitor: boolean }>({
  // Most tests browse as a visitor who already chose their cookies, so the banner does not cover
  // the page; the consent tests turn this off.
  returningVisitor: [true, { option: true }],
  page: async ({ page, returningVisitor }, use) => {
    // Each test is its own client of the backend's rate limits (5 messages in 10 minutes per
    // address): the local backend takes X-Forwarded-For from this machine as a proxy's. A test
    // about the limits sets its own address.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
    if (returningVisitor)
      await page.addInitScript(() => {
        // Init scripts run in every frame; a third-party frame (the map) may not touch storage.
        if (window !== window.top) return
        if (!localStorage.getItem('cookie-consents')) localStorage.setItem('cookie-consents', JSON.stringify({ necessary: true, embedded: false }))
      })
    await use(page)
  },
  // Every test fails if the page logged an error or warning, threw, or broke the CSP.
  consoleWatch: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        if (window.top !== window) return
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      const watch = watchConsole(page)
      await use(watch)
      expect(watch.problems, 'console errors, warnings or CSP violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
