// @ts-check
// One Lighthouse run with observed throttling (`--throttling-method=devtools`): Chromium itself
// slows the link and the CPU while the page loads, and the figures are those of the trace, where
// the gate's runs simulate them (lighthouseRun.mjs). A cross-check of the simulation, run a few
// times by `npm run perf:twin`. The CPU slowdown is set before the load, so it is the one its
// page's simulated runs were calibrated to (their median benchmark index), and the twin is run at
// its page's. The trace keeps its wall time: here the wait is part of what was observed.
import { launchChrome } from './lighthouseRun.mjs'
import { calibratedSlowdown } from './calibration.mjs'
import { lighthouseFlags } from './flags.mjs'
import { audit, gather, resolveConfig } from './lighthouseInternals.mjs'

/**
 * @param {string} url
 * @param {{ benchmarkIndex: number, deviceFactor?: number, scriptless?: boolean, link?: import('./flags.mjs').Link }} options
 * @returns {Promise<{ lhr: any }>}
 */
export async function runObservedLighthouse(url, { benchmarkIndex, deviceFactor = 1, scriptless = false, link = 'slow' }) {
  const chrome = await launchChrome()
  try {
    const resolvedConfig = await resolveConfig(lighthouseFlags(chrome.port, { scriptless, observed: true, link }))
    const slowdown = calibratedSlowdown(benchmarkIndex, deviceFactor)
    resolvedConfig.settings.throttling.cpuSlowdownMultiplier = slowdown
    const artifacts = await gather(await (await chrome.browser()).newPage(), url, resolvedConfig, benchmarkIndex)
    const result = await audit(artifacts, resolvedConfig)
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse (observed throttling): ${result?.lhr.runtimeError?.code ?? 'no result'} (${url})`)
    /** @type {any} */
    const environment = result.lhr.environment
    environment.calibration = { observed: true, benchmarkIndex, slowdown, link }
    return { lhr: result.lhr }
  } finally {
    await chrome.close()
  }
}
