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
 * The links a run can take. `slow`: Lighthouse's mobile link (a slow 4G: 150 ms, 1.6 Mbit/s), the
 * gate's and every simulated run's. `fast`: Lighthouse's desktop link (40 ms, 10 Mbit/s), taken by
 * the observed cross-check of `npm run perf:twin` beside the slow one, for the fonts' two cases
 * (in time for the first paint, or not).
 */
export const links = {
  slow: { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 },
  fast: { rttMs: 40, throughputKbps: 10240, requestLatencyMs: 150, downloadThroughputKbps: 9216, uploadThroughputKbps: 9216 },
}

/** @typedef {keyof typeof links} Link */

/**
 * Lighthouse's flags for a run through the Chromium on `port`: mobile, simulated throttling (the
 * CPU multiplier is calibrated after the gather), the audits above, in French.
 * @param {number} port
 * @param {{ scriptless?: boolean, observed?: boolean, link?: Link }} [options] `scriptless` for a page
 *   without script (the twin); `observed` for Lighthouse's observed throttling
 *   (`--throttling-method=devtools`): the link and the CPU slowed while the page loads, the figures
 *   read from the trace as they are; `link`: the link (above; observed runs only change it)
 * @returns {import('lighthouse').Flags}
 */
export function lighthouseFlags(port, { scriptless = false, observed = false, link = 'slow' } = {}) {
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
    throttling: { ...links[link], cpuSlowdownMultiplier: 4 },
  }
}
