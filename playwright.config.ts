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
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Twice as many at once as there are cores, one of them kept for the tests tagged @waits (below):
  // quicker than as many workers that any test could take.
  workers: '200%',
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/e2e.xml' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace for every test (to keep the failed ones) is costly: a trace is recorded when
    // a failed test runs again (CI), or on request (--trace on).
    trace: 'on-first-retry',
    // Tests fake network answers with page.route, which a service worker's fetches would bypass;
    // the PWA tests allow workers explicitly.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  // The tests tagged @waits spend most of their time waiting, on purpose: a page's HTML arriving in
  // pieces, a backoff, an outage, a slow uplink. Run at once on every worker they left the cores
  // idle: they run one at a time on a worker of their own, first, beside the other tests, which fill
  // the cores (docs/decisions/test-gate.md).
  // The tests tagged @site-ceiling hold back every contact message of the site for a while: they run
  // alone, after all the others, the @shared-facts ones included (`--no-deps` runs them alone at
  // once). Run beside the shared facts' tests, one of them once timed out before its send button
  // could be clicked, while « Fiche de l'atelier » changed the workshop's phone and hours.
  projects: [
    { name: 'waits', grep: /@waits/, workers: 1, use: desktop },
    { name: 'desktop', grepInvert: /@waits|@site-ceiling|@shared-facts/, use: desktop },
    // The tests tagged @shared-facts change what every page reads again after hydration (the weekly
    // hours, the workshop's phone and e-mail, the price lines, the finished pieces): they run after
    // the others, one at a time, so that no other test reads a fact while one of them has changed it.
    { name: 'shared-facts', grep: /@shared-facts/, workers: 1, dependencies: ['waits', 'desktop'], use: desktop },
    { name: 'site-ceiling', grep: /@site-ceiling/, workers: 1, dependencies: ['waits', 'desktop', 'shared-facts'], use: desktop },
  ],
  webServer: {
    command: `node tests/e2e/support/serve.mjs`,
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
