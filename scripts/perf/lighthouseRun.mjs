// @ts-check
// One Lighthouse run (mobile, simulated throttling) whose CPU slowdown is calibrated to the
// benchmark index measured on this host during that very run. Simulated throttling gathers at full
// speed and applies the slowdown afterwards, so the run gathers once, reads the index, and audits
// the artifacts with the calibrated multiplier: the same figures a run started with that
// multiplier would give. The artifacts stay in memory between the two phases, as in Lighthouse's
// own `navigation()` (its gather and audit steps, one after the other): saved to disk and read
// back, with the configuration resolved again for the audit, they cost CPU time in every run.
// Before the audit, the trace's tasks are reduced to the CPU time their thread used
// (threadTime.mjs): what the page computed, without the moments this shared host gave the CPU to
// other processes. The calibration is then to the host's speed when it runs the page: the page's run
// reads the index in its own tab once the page has gone quiet, with Lighthouse's own benchmark, and
// reads it again when the reading is below the reference, keeping the faster of the two (a reading
// taken while other processes held the CPU would understate the host and make the simulated phone
// faster; at or above the reference, the multiplier is the reference's). Lighthouse's own reading,
// before the load, is not taken: it ran while the run's new window was still starting on the same
// core (chromeFlags, below), and read far too low. A script-less twin measures nothing:
// it takes the index of its page's run (calibration.mjs), so page and twin are compared on the same
// simulated phone. What this takes of Lighthouse beyond its documented API, and why:
// lighthouseInternals.mjs.
// https://github.com/GoogleChrome/lighthouse/blob/main/docs/readme.md#using-programmatically
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer from 'puppeteer-core'
import { chromiumPath } from '../ensure-chromium.mjs'
import { calibratedSlowdown, readsBenchmarkAgain } from './calibration.mjs'
import { audits, lighthouseFlags } from './flags.mjs'
import { audit, computeBenchmarkIndex, gather, resolveConfig } from './lighthouseInternals.mjs'
import { toThreadTime } from './threadTime.mjs'

// As root Chromium needs --no-sandbox; the network flags keep it from calling home. Each run's
// browser context opens a window of its own, and Chromium (156) gives every new window the
// omnibox's suggestion popups as web pages (chrome://omnibox-popup.top-chrome, two of them) in
// renderers of their own: most of a new window's CPU time, on the run's core, for a browser UI that
// headless Lighthouse never shows. The features are turned off.
const chromeFlags = [
  '--headless=new',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

/** A Chromium for Lighthouse, on a debugging port of its own, with a new profile. */
export async function launchChrome() {
  const port = /** @type {number} */ (await freePort())
  const profile = mkdtempSync(join(tmpdir(), 'atelier-lh-chrome-'))
  // Its own process group, so that closing it ends its helper processes too.
  const chrome = spawn(chromiumPath, [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  })
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break
    } catch {
      if (attempt > 100) throw new Error(`Chromium did not open its debugging port (${chromiumPath})`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  /** @type {Promise<import('puppeteer-core').Browser> | undefined} */
  let connection
  /** Puppeteer's connection to it, opened once. */
  const browser = () => (connection ??= puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null }))
  // A run's browser context and its tab, opened ahead of the run (below).
  const openTab = async () => {
    const context = await (await browser()).createBrowserContext()
    return { context, page: await context.newPage() }
  }
  /** @type {ReturnType<typeof openTab> | undefined} */
  let nextTab
  return {
    port,
    browser,
    /**
     * A browser context of its own with a tab, for a run in this Chromium: the one opened ahead by
     * `openNextTab` if there is one.
     */
    tab: () => {
      const tab = nextTab ?? openTab()
      nextTab = undefined
      return tab
    },
    /**
     * Opens the next run's context and tab now: opened once a run has gathered and read the
     * benchmark, its start (small without the omnibox's popups, chromeFlags above) shares the core with that
     * run's audit rather than with a benchmark.
     */
    openNextTab: () => {
      nextTab ??= openTab()
      // Not awaited here: a failure comes back to the run that takes the tab.
      nextTab.catch(() => undefined)
    },
    close: async () => {
      await (await connection)?.disconnect()
      const exited = new Promise((resolve) => (chrome.exitCode === null ? chrome.once('exit', resolve) : resolve(undefined)))
      if (chrome.pid) process.kill(-chrome.pid, 'SIGKILL')
      await exited
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    },
  }
}

/** @typedef {Awaited<ReturnType<typeof launchChrome>>} Chrome */

/** @typedef {import('./lighthouseInternals.mjs').ResolvedConfig} ResolvedConfig */

/** @type {Map<string, Promise<ResolvedConfig>>} */
const resolvedConfigs = new Map()

/**
 * Lighthouse's configuration for `flags`, resolved once in this process (resolved for each run, as
 * `navigationGather` does, it took a noticeable part of each run), with settings of the run's own: its
 * CPU multiplier is set once it has gathered.
 * @param {import('lighthouse').Flags} flags
 * @returns {Promise<ResolvedConfig>}
 */
async function configFor(flags) {
  // The port is not a setting: a run is given its tab.
  const key = JSON.stringify({ ...flags, port: undefined })
  let resolved = resolvedConfigs.get(key)
  if (!resolved) resolvedConfigs.set(key, (resolved = resolveConfig(flags)))
  const config = await resolved
  return { ...config, settings: structuredClone(config.settings) }
}

/**
 * @param {string} url
 * @param {{ deviceFactor?: number, chrome?: Chrome, twinOf?: number }} [options] without `chrome`, a Chromium of its own for the run; `twinOf` for a page without script (the twin): the benchmark index of its page's run
 * @returns {Promise<{ lhr: any, benchmarkIndex: number, slowdown: number }>} the index is the faster of the readings (the twin: its page's)
 */
export async function runLighthouse(url, options = {}) {
  // A trace Chromium failed to record (NO_NAVSTART, NO_FCP…) says nothing about the page: try again.
  // NO_NAVSTART is not rare on a loaded host: five tries make a gate that fails for it alone
  // unlikely, where three did not.
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, options)
    } catch (error) {
      if (attempt >= 5 || !(error instanceof LighthouseRuntimeError)) throw error
      console.warn(`${error.message}: new attempt`)
    }
  }
}

class LighthouseRuntimeError extends Error {}

/** @param {string} url @param {{ deviceFactor?: number, chrome?: Chrome, twinOf?: number }} options */
async function runLighthouseOnce(url, { deviceFactor = 1, chrome: shared, twinOf }) {
  const chrome = shared ?? (await launchChrome())
  const flags = lighthouseFlags(chrome.port, { scriptless: twinOf !== undefined })
  // A run in a Chromium already open has a browser context of its own, as a new profile would: its
  // own cache, storage and service workers, and its own connections (a connection kept alive from
  // the run before would spare the page its handshake, and Lighthouse would simulate it as warm).
  // In a Chromium of its own, the run opens a tab as Lighthouse's own navigation() does.
  const { context, page } = shared ? await shared.tab() : { context: undefined, page: await (await chrome.browser()).newPage() }
  try {
    // A page's index is read below: until then Lighthouse is given none (its only other use of it, a
    // warning about a slow host, is for its command line).
    const resolvedConfig = await configFor(flags)
    const artifacts = await gather(page, url, resolvedConfig, twinOf ?? Number.NaN)
    // Lighthouse's benchmark in the run's own tab, once the page has gone quiet; again when the
    // faster of the two readings could change the multiplier in the page's favour (calibration.mjs).
    const readings = []
    if (twinOf === undefined) {
      readings.push(await page.evaluate(computeBenchmarkIndex))
      if (readsBenchmarkAgain(readings[0] ?? 0)) readings.push(await page.evaluate(computeBenchmarkIndex))
    }
    // The next run's tab starts once the readings are taken, beside this run's audit.
    shared?.openNextTab()
    const benchmarkIndex = twinOf ?? Math.max(...readings)
    artifacts.BenchmarkIndex = benchmarkIndex
    const slowdown = calibratedSlowdown(benchmarkIndex, deviceFactor)
    // The audit checks that the settings it runs with are those the artifacts were gathered with.
    resolvedConfig.settings.throttling.cpuSlowdownMultiplier = slowdown
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown
    const waitRemovedMs = toThreadTime(/** @type {any} */ (artifacts.Trace).traceEvents) / 1000
    const result = await audit(artifacts, resolvedConfig)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${result.lhr.runtimeError.code} (${url})`)
    // A trace it could not read fails the metric audits one by one (NO_NAVSTART once in 54 runs).
    const failed = audits.filter((id) => result.lhr.audits[id]?.scoreDisplayMode === 'error')
    if (failed.length) throw new LighthouseRuntimeError(`Lighthouse: ${failed.join(', ')}: ${result.lhr.audits[failed[0] ?? '']?.errorMessage} (${url})`)
    // The readings beside the index kept (environment.benchmarkIndex, Lighthouse's field).
    /** @type {any} */
    const environment = result.lhr.environment
    environment.calibration = { readings, ofPage: twinOf !== undefined, benchmarkIndex, slowdown, waitRemovedMs }
    return { lhr: result.lhr, benchmarkIndex, slowdown }
  } finally {
    await context?.close()
    if (!shared) await chrome.close()
  }
}
