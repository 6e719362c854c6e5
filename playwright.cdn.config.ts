import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs } from './playwright.config'
import { testChromiumPath } from './scripts/ensure-chromium.mjs'

// The built site on Cloudflare's Workers runtime as wrangler.jsonc deploys it (wrangler dev,
// tests/cdn/globalSetup.ts) next to the local backend: what a deployment answers, not what the
// project's own server does. One browser, one worker: a few seconds of requests and four visits.
// Run after `npx vike build`.
export default defineConfig({
  testDir: 'tests/cdn',
  // A folder of its own, beside test-results rather than in it: Playwright empties its output folder
  // first, and the browser tests, which run after these, would empty this one with theirs.
  outputDir: 'test-results-cdn',
  globalSetup: './tests/cdn/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results-cdn/cdn.xml' }]] : 'list',
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'cdn', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } }],
})
