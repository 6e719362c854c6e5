import { defineConfig, devices } from '@playwright/test'
import { testChromiumPath } from './scripts/ensure-chromium.mjs'

// Debian's Chromium (its headless shell, scripts/ensure-chromium.mjs); as root it needs
// --no-sandbox, and the network flags keep it from calling home.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three at once on two cores: the tests leave a core idle about a tenth of the time (a backoff,
  // a worker to stop), and 178 tests took 3.0 min with three where two took 3.7.
  workers: '150%',
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/e2e.xml' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace for every test (to keep the failed ones) took a third of the browser tests'
    // time: a trace is recorded when a failed test runs again (CI), or on request (--trace on).
    trace: 'on-first-retry',
    // Tests fake network answers with page.route, which a service worker's fetches would bypass;
    // the PWA tests allow workers explicitly.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined } }],
  webServer: {
    command: `node tests/e2e/serve.mjs`,
    env: { PORT: String(port), E2E_TEST_HOOKS: '1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    // Stopped with SIGTERM, serve.mjs closes its servers and removes its storage and inbox folders;
    // Playwright's default, SIGKILL, left them in the temporary directory after every run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
