// @ts-check
// What every Lighthouse run of the gate asks for (lighthouseRun.mjs).

// The performance category's metrics and the figures the budgets read, nothing else: each audit
// left out is an artifact not gathered (the accessibility tree, every anchor, CSS usage, a
// back-and-forward navigation for the bfcache check…), seconds a run. Accessibility, SEO and best
// practices are checked on every route by the browser tests (axe, the head checks, the console and
// CSP watch), not here.
export const audits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'resource-summary',
  // Diagnostics read when a budget fails: which tasks blocked, which script cost what.
  'long-tasks',
  'bootup-time',
]

// The script-less twin waits a quarter of Lighthouse's one-second windows (after its first paint,
// after its load, network quiet, CPU quiet). The windows are there for what a page's scripts start
// after its load (a late hydration, the service worker's precache), and the twin has no script:
// they only held its run. Its trace can only end sooner, so its figures can only come out lower or
// the same, and the page can only be judged more strictly against them (a unit test keeps it so).
// The page keeps Lighthouse's windows.
const scriptlessQuietMs = 250
const scriptlessWindows = {
  pauseAfterFcpMs: scriptlessQuietMs,
  pauseAfterLoadMs: scriptlessQuietMs,
  networkQuietThresholdMs: scriptlessQuietMs,
  cpuQuietThresholdMs: scriptlessQuietMs,
}

/**
 * Lighthouse's flags for a run through the Chromium on `port`: mobile, simulated throttling (the
 * CPU multiplier is calibrated after the gather), the audits above, in French.
 * @param {number} port
 * @param {{ scriptless?: boolean, observed?: boolean }} [options] `scriptless` for a page without
 *   script (the twin); `observed` for Lighthouse's observed throttling (`--throttling-method=devtools`):
 *   the link and the CPU slowed while the page loads, the figures read from the trace as they are
 * @returns {import('lighthouse').Flags}
 */
export function lighthouseFlags(port, { scriptless = false, observed = false } = {}) {
  return {
    port,
    // Observed runs also list the requests, for the bytes loaded before the first paint (summary.mjs).
    ...(observed ? { throttlingMethod: 'devtools' } : {}),
    logLevel: 'error',
    output: 'json',
    locale: 'fr',
    onlyAudits: observed ? [...audits, 'metrics', 'network-requests'] : audits,
    disableFullPageScreenshot: true,
    ...(scriptless ? scriptlessWindows : {}),
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier: 4,
    },
  }
}
