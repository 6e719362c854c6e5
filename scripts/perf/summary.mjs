// @ts-check
// Medians of Lighthouse runs per page, and the page against its script-less twin.

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** The figures of one run. @param {any} lhr */
export function figures(lhr) {
  const audits = lhr.audits
  const summary = Object.fromEntries(audits['resource-summary'].details.items.map((/** @type {any} */ i) => [i.resourceType, i]))
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: summary.script.transferSize / 1024,
    total: summary.total.transferSize / 1024,
    requests: summary.total.requestCount,
    kbBeforePaint: kbBeforePaint(audits),
    benchmarkIndex: lhr.environment.calibration?.benchmarkIndex ?? lhr.environment.benchmarkIndex,
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  }
}

/**
 * What the page had loaded by its first paint, as observed (KB over the wire): the requests that
 * ended before it. Only runs that list their requests have it (observed throttling, flags.mjs).
 * @param {any} audits
 */
function kbBeforePaint(audits) {
  const paint = audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint
  const requests = audits['network-requests']?.details?.items
  if (typeof paint !== 'number' || !Array.isArray(requests)) return undefined
  return requests.filter((r) => r.networkEndTime <= paint).reduce((sum, r) => sum + r.transferSize, 0) / 1024
}

/** @typedef {ReturnType<typeof figures>} Figures */

/** Median of each figure over runs. @param {Figures[]} runs @returns {Figures} */
export function medianFigures(runs) {
  const first = runs[0]
  if (!first) throw new Error('no run')
  return /** @type {Figures} */ (Object.fromEntries(Object.keys(first).map((key) => [key, median(runs.map((run) => /** @type {any} */ (run)[key]))])))
}

/** What the page's scripts cost: the page's medians against its twin's. @param {Figures} page @param {Figures} twin */
export const scriptCost = (page, twin) => ({ tbtOverTwin: page.tbt - twin.tbt, lcpRatio: page.lcp / twin.lcp })
