// @ts-check
// Everything the gate relies on in Lighthouse beyond its documented Node API, in one place;
// tests/unit/lighthouseInternals.test.ts checks each assumption against the installed Lighthouse.
//
// A run gathers once, reads the host's benchmark index once the page has gone quiet, then audits
// the same artifacts with the CPU multiplier calibrated to that index and the trace reduced to
// thread time (lighthouseRun.mjs). The documented API does not serve at the gate's cost: lighthouse()
// and navigation() audit within the call, with the multiplier given before the gather; startFlow()
// with auditFlowArtifacts() audits later, but resolves the configuration again for each gather and
// each audit, and its gather runs Lighthouse's benchmark before the load, a reading the gate does
// not use; the -G/-A modes pass the artifacts through files. So this module:
// - resolves the configuration (initializeConfig), which the gate does once per process;
// - gathers as navigationGather() does, step by step (_setup, _navigation, _cleanup, then
//   finalizeArtifacts, inside Runner.gather), with a Driver that answers the benchmark before the
//   load with the index it is given instead of measuring;
// - audits the artifacts in memory (Runner.audit);
// - reads the benchmark with Lighthouse's own page function (computeBenchmarkIndex).
import { initializeConfig } from 'lighthouse/core/config/config.js'
import { finalizeArtifacts } from 'lighthouse/core/gather/base-artifacts.js'
import { Driver } from 'lighthouse/core/gather/driver.js'
import { _cleanup, _navigation, _setup } from 'lighthouse/core/gather/navigation-runner.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { Runner } from 'lighthouse/core/runner.js'

/** The Lighthouse version these assumptions were checked against (package.json pins it). */
export const lighthouseVersion = '12.6.1'

/** @typedef {Awaited<ReturnType<typeof initializeConfig>>['resolvedConfig']} ResolvedConfig */

/**
 * Lighthouse's navigation configuration for `flags`.
 * @param {import('lighthouse').Flags} flags
 * @returns {Promise<ResolvedConfig>}
 */
export async function resolveConfig(flags) {
  return (await initializeConfig('navigation', undefined, flags)).resolvedConfig
}

/** A driver that answers Lighthouse's benchmark with the index it is given, instead of measuring. */
class DriverWithIndex extends Driver {
  /** @param {import('puppeteer-core').Page} page @param {number} benchmarkIndex */
  constructor(page, benchmarkIndex) {
    super(/** @type {any} */ (page))
    this.benchmarkIndex = benchmarkIndex
  }

  /** @override */
  async connect() {
    await super.connect()
    if (this.indexGiven) return
    this.indexGiven = true
    const context = this.executionContext
    const evaluate = context.evaluate.bind(context)
    context.evaluate = (/** @type {any} */ fn, /** @type {any} */ options) =>
      fn === pageFunctions.computeBenchmarkIndex ? Promise.resolve(/** @type {any} */ (this.benchmarkIndex)) : evaluate(fn, options)
  }
}

/**
 * Lighthouse's navigation gather of `url` in `page`, with `benchmarkIndex` in place of the
 * benchmark's reading before the load.
 * @param {import('puppeteer-core').Page} page
 * @param {string} url
 * @param {ResolvedConfig} resolvedConfig
 * @param {number} benchmarkIndex
 */
export async function gather(page, url, resolvedConfig, benchmarkIndex) {
  const computedCache = new Map()
  return Runner.gather(
    async () => {
      const driver = new DriverWithIndex(page, benchmarkIndex)
      const context = { driver, page: /** @type {any} */ (page), resolvedConfig, requestor: new URL(url).href, computedCache }
      const { baseArtifacts } = await _setup(context)
      const gathered = await _navigation({ ...context, baseArtifacts })
      await _cleanup(context)
      return finalizeArtifacts(baseArtifacts, gathered)
    },
    { resolvedConfig, computedCache },
  )
}

/**
 * Lighthouse's audit of artifacts gathered with `resolvedConfig`, whose settings must be those the
 * artifacts carry. A new cache of computed artifacts: what the gather derived from the trace
 * predates any change made to it since.
 * @param {import('lighthouse').Artifacts} artifacts
 * @param {ResolvedConfig} resolvedConfig
 */
export function audit(artifacts, resolvedConfig) {
  return Runner.audit(artifacts, { resolvedConfig, computedCache: new Map() })
}

/** Lighthouse's CPU benchmark, run in the page (page.evaluate). */
export const computeBenchmarkIndex = pageFunctions.computeBenchmarkIndex
