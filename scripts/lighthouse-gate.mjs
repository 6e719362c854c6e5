// @ts-check
// The performance gate of `npm test`: Lighthouse (mobile, simulated throttling, the CPU slowdown
// calibrated to the benchmark index of each run) 3 times (--runs) on one URL per page template, beside the
// same page with its scripts removed (the twin, run right after its page, on its page's simulated
// phone: it takes the benchmark index of its page's run), then
// - `lhci assert` on the medians of the page's runs (lighthouserc.json's ci.assert: scores,
//   LCP, TBT, CLS, bytes, third parties), and
// - what the scripts cost, which no machine's speed changes: median TBT over the twin's and
//   median LCP against the twin's (lighthouserc.json's twin budgets).
// Options: --runs N (npm test runs 1: docs/decisions/test-gate.md), --twin-runs N (the twin's runs,
// in the middle rounds; default: as many as the page's), --device F (a phone F times slower than the reference, e.g. 1.5 for 6x; repeatable, or
// F,G: each phone in turn, with --no-assert),
// --all (every sitemap URL instead of one per template), --path P (only P; repeatable), --no-assert (measure and print only),
// --no-twin (the pages alone: quicker, for a look while working; implies --no-assert), --parallel N
// (runs at once, each in a process pinned to a core of its own with its Chromium; default: one per
// core this process may use, where taskset is found; 1: one after the other, unpinned, each run's
// Chromium free to use every core), --shared-browser (one Chromium per worker, a browser context
// for each run, instead of a Chromium launched for each run as Lighthouse's CLI does: a launch less
// a run, what npm test uses; its twins come out a little faster, so the published figures come from
// the default; docs/decisions/performance-gate.md),
// --out DIR (the reports' folder, with --no-assert; default .lighthouseci),
// --page FILE (writes the performance page, docs/performance.md for `npm run perf:twin`; not with
// --all, --path or --no-twin, whose tables are partial),
// --observed N (then N runs of each page and its twin with Lighthouse's observed throttling,
// `--throttling-method=devtools`, at the CPU slowdown of the page's simulated runs: a cross-check
// of the simulation, printed and written to the page beside it; observedRun.mjs), --links L,M
// (the observed runs' links, flags.mjs: slow, fast; default slow), --help (the usual commands).
// How to run one page and read the result: scripts/perf/README.md.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus as hostCpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startSiteServer } from '../server/siteServer.mjs'
import { startLocalSupabase } from '../supabase/local/server.mjs'
import { figures, median, medianFigures, scriptCost } from './perf/summary.mjs'
import { buildTwin } from './perf/twin.mjs'
import { runOrder } from './perf/runOrder.mjs'
import { allowedCpus } from './perf/cpus.mjs'
import { waitForPorts } from '../server/waitForPorts.mjs'
import { summarise, writePerformancePage } from './perf/performancePage.mjs'
import { links } from './perf/flags.mjs'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'twin-runs': { type: 'string' },
    device: { type: 'string', multiple: true, default: ['1'] },
    all: { type: 'boolean', default: false },
    path: { type: 'string', multiple: true },
    'no-assert': { type: 'boolean', default: false },
    'no-twin': { type: 'boolean', default: false },
    out: { type: 'string', default: '.lighthouseci' },
    parallel: { type: 'string' },
    'shared-browser': { type: 'boolean', default: false },
    page: { type: 'string' },
    observed: { type: 'string', default: '0' },
    links: { type: 'string', default: 'slow' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (options.help) {
  console.log(`Lighthouse on the built site, each page beside its script-less twin (scripts/perf/README.md).

  npm run perf -- --path /contact     one page: 3 runs and its twin's, printed (no budget asserted)
  npm run perf -- --path /contact --no-twin --runs 1   a quick look at one page alone
  node scripts/lighthouse-gate.mjs --path /contact     one page, its budgets asserted as npm test does
  npm run perf                        every route of the sitemap, printed
  npm run perf:twin                   every template, 4x and 6x, 5 runs; writes docs/performance.md

Options: --path P (repeatable), --all, --runs N, --twin-runs N, --no-twin, --no-assert, --device F,
--parallel N, --shared-browser, --out DIR, --page FILE (the performance page), --observed N, --links L.
Run \`npm run build\` first.`)
  process.exit(0)
}
// --page names the performance page to write, not a page to measure.
if (options.page?.startsWith('/') && !options.page.endsWith('.md'))
  throw new Error(`--page writes the performance page (docs/performance.md); to measure one page: --path ${options.page}`)
// lhci assert reads the reports from .lighthouseci only.
if (options.out !== '.lighthouseci' && !options['no-assert'] && !options['no-twin']) throw new Error('--out needs --no-assert: lhci assert reads .lighthouseci')
const runs = Number(options.runs)
const twinRuns = Math.min(runs, Number(options['twin-runs'] ?? runs))
// The rounds the twin runs in: the middle ones (round 2 of 3 for one twin run).
const firstTwinRound = Math.floor((runs - twinRuns) / 2) + 1
const twinRound = (/** @type {number} */ round) => round >= firstTwinRound && round < firstTwinRound + twinRuns
// Each phone in turn (--device 1 --device 1.5, or --device 1,1.5), the same servers and workers.
const deviceFactors = options.device.flatMap((device) => device.split(',')).map(Number)
if (deviceFactors.some((factor) => !(factor > 0))) throw new Error(`--device takes positive factors, not ${options.device.join(' ')}`)
if (deviceFactors.length > 1 && !options['no-assert'] && !options['no-twin'])
  throw new Error('more than one --device needs --no-assert: the gate asserts one phone')
/** @typedef {import('./perf/flags.mjs').Link} Link */
const observedLinks = /** @type {Link[]} */ (options.links.split(','))
for (const link of observedLinks) if (!(link in links)) throw new Error(`--links takes ${Object.keys(links).join(', ')}, not ${link}`)
const observedRuns = options['no-twin'] ? 0 : Number(options.observed)
const cpus = spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0 ? allowedCpus() : []
const parallel = Math.max(1, Math.min(cpus.length, Number(options.parallel ?? cpus.length)))
const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8'))
if (!existsSync('dist/client/index.html')) throw new Error('No build in dist/client: run `npm run build` first.')

const sitemapPaths = () => [...readFileSync('dist/client/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
/** @type {string[]} */
const paths = options.path ?? (options.all ? [...sitemapPaths(), '/404'] : config.templates)

// The workers first: each loads Lighthouse (and, with --shared-browser, launches its Chromium)
// while this process starts the backend on the other core.
const workerCommand = [process.execPath, 'scripts/perf/lighthouseWorker.mjs', ...(options['shared-browser'] ? ['--shared-browser'] : [])]
const workers = Array.from({ length: parallel }, (_, i) => {
  // Each worker and the Chromium it launches stay on their core.
  const [command = '', ...args] = parallel > 1 ? ['taskset', '--cpu-list', String(cpus[i]), ...workerCommand] : workerCommand
  return spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
})
const twinRoot = buildTwin('dist/client', 'dist/twin')
const storageDir = mkdtempSync(join(tmpdir(), 'atelier-lh-storage-'))
const backendPort = Number(process.env.SUPABASE_PORT ?? 54321)
await waitForPorts([backendPort, 4180, 4181])
const backend = await startLocalSupabase({ port: backendPort, dataDir: null, storageDir, quiet: true })
const site = await startSiteServer({ port: 4180 })
const twin = await startSiteServer({ root: twinRoot, port: 4181 })

// The observed runs' worker, started with them: one run at a time, on no core of its own, so that
// each run's Chromium (its browser, renderer and network processes) has the whole host while the
// page loads. Observed throttling keeps wall time: pinned to one core, those processes would wait
// for each other, and the waits would count as the page's.
/** @type {import('node:child_process').ChildProcess | undefined} */
let observedWorker

rmSync(options.out, { recursive: true, force: true })
/** @typedef {Map<string, { page: ReturnType<typeof figures>[], twin: ReturnType<typeof figures>[] }>} Results */
let sequence = 0
const failures = []
/** @type {{ deviceFactor: number, results: Results, observed: Map<Link, Results> }[]} each phone's runs */
const measurements = []
try {
  for (const deviceFactor of deviceFactors) {
    const out = deviceFactors.length > 1 ? join(options.out, `${deviceFactor * 4}x`) : options.out
    const results = await measure(deviceFactor, out)
    /** @type {Map<Link, Results>} */
    const observed = new Map()
    for (const link of observedRuns > 0 ? observedLinks : []) observed.set(link, await runObserved(deviceFactor, link, results, join(out, 'observed', link)))
    measurements.push({ deviceFactor, results, observed })
  }
} finally {
  // Disconnected, a worker closes its Chromium (its own process group) and exits.
  await Promise.all(
    [...workers, ...(observedWorker ? [observedWorker] : [])].map(async (worker) => {
      if (worker.exitCode !== null || worker.signalCode !== null) return
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      if (worker.connected) worker.disconnect()
      const timer = setTimeout(() => worker.kill(), 10_000)
      await exited
      clearTimeout(timer)
    }),
  )
  await site.close()
  await twin.close()
  await backend.close()
  rmSync(storageDir, { recursive: true, force: true })
}

/** @param {import('node:child_process').ChildProcess} worker @param {object} job @returns {Promise<void>} */
function ask(worker, job) {
  return new Promise((resolve, reject) => {
    const onExit = (/** @type {number | null} */ code) => reject(new Error(`the Lighthouse worker ended (${code})`))
    worker.once('exit', onExit)
    worker.once('message', (/** @type {{ ok?: true, error?: string }} */ answer) => {
      worker.off('exit', onExit)
      if (answer.error) reject(new Error(answer.error))
      else resolve()
    })
    worker.send(job)
  })
}

/**
 * Every template and its twin on one phone, with simulated throttling; the reports go to `out`.
 * @param {number} deviceFactor @param {string} out @returns {Promise<Results>}
 */
async function measure(deviceFactor, out) {
  mkdirSync(join(out, 'twin'), { recursive: true })
  /** @type {Results} */
  const results = new Map(paths.map((path) => [path, { page: [], twin: [] }]))
  // Rounds rather than one page at a time, and the twin right after its page (on the first worker
  // free once its page has ended, runOrder.mjs): a slow minute of the host then touches every page and
  // both sides of a comparison alike.
  /** @type {{ round: number, path: string, side: 'page' | 'twin', origin: string }[]} */
  const jobs = []
  for (let round = 1; round <= runs; round++) {
    for (const path of paths) {
      jobs.push({ round, path, side: 'page', origin: site.url })
      if (!options['no-twin'] && twinRound(round)) jobs.push({ round, path, side: 'twin', origin: twin.url })
    }
  }
  /** @type {Map<string, number>} each page's run's CPU multiplier, which its twin's must equal */
  const pageSlowdowns = new Map()
  const order = runOrder(jobs)
  await Promise.all(
    workers.map(async (worker) => {
      for (let next = await order.next(); next; next = await order.next()) {
        const { run, twinOf } = next
        const { round, path, side, origin } = run
        // lhci reads only files named lhr-<digits>.json (@lhci/utils saved-reports).
        const file = join(out, side === 'page' ? '' : 'twin', `lhr-${Date.now()}${String(sequence++).padStart(3, '0')}.json`)
        await ask(worker, { url: origin + path, deviceFactor, file, twinOf })
        const f = figures(JSON.parse(readFileSync(file, 'utf8')))
        results.get(path)?.[side].push(f)
        if (side === 'page') {
          pageSlowdowns.set(`${round} ${path}`, f.slowdown)
          order.pageEnded(run, f.benchmarkIndex)
        } else if (f.slowdown !== pageSlowdowns.get(`${round} ${path}`))
          failures.push(`${path} run ${round}: the twin ran at ${f.slowdown}x, its page at ${pageSlowdowns.get(`${round} ${path}`)}x`)
        console.log(
          `${side} ${path} run ${round}: benchmark ${Math.round(f.benchmarkIndex)}${side === 'twin' ? " (its page's)" : ''}, CPU ${f.slowdown}x, score ${f.score}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms`,
        )
      }
    }),
  )
  return results
}

/**
 * The runs with observed throttling on one phone and one link, page and twin, one after the other
 * on the observed runs' worker, each at the median benchmark index of its page's simulated runs.
 * @param {number} deviceFactor @param {Link} link @param {Results} simulated @param {string} out @returns {Promise<Results>}
 */
async function runObserved(deviceFactor, link, simulated, out) {
  mkdirSync(join(out, 'twin'), { recursive: true })
  /** @type {Results} */
  const observed = new Map(paths.map((path) => [path, { page: [], twin: [] }]))
  /** @type {{ round: number, path: string, side: 'page' | 'twin', origin: string, benchmarkIndex: number }[]} */
  const jobs = []
  for (let round = 1; round <= observedRuns; round++)
    for (const path of paths) {
      const benchmarkIndex = median((simulated.get(path)?.page ?? []).map((r) => r.benchmarkIndex))
      for (const side of /** @type {const} */ (['page', 'twin']))
        jobs.push({ round, path, side, origin: side === 'page' ? site.url : twin.url, benchmarkIndex })
    }
  observedWorker ??= spawn(process.execPath, ['scripts/perf/lighthouseWorker.mjs'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const worker = observedWorker
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    const file = join(out, job.side === 'page' ? '' : 'twin', `lhr-${Date.now()}${String(sequence++).padStart(3, '0')}.json`)
    await ask(worker, {
      url: job.origin + job.path,
      deviceFactor,
      file,
      observed: { benchmarkIndex: job.benchmarkIndex, scriptless: job.side === 'twin', link },
    })
    const f = figures(JSON.parse(readFileSync(file, 'utf8')))
    observed.get(job.path)?.[job.side].push(f)
    console.log(
      `observed (${link} link) ${job.side} ${job.path} run ${job.round}: CPU ${f.slowdown}x, score ${f.score}, FCP ${Math.round(f.fcp)} ms, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms`,
    )
  }
  return observed
}

const twinBudget = config.twin
for (const { deviceFactor, results, observed } of measurements) {
  // The twins take their pages' readings.
  const allRuns = [...results.values()].flatMap((r) => r.page)
  console.log(
    `\nMedians of ${runs} runs (the twin: ${twinRuns}), ${parallel} at a time; CPU benchmark index median ${Math.round(median(allRuns.map((r) => r.benchmarkIndex)))} (range ${Math.round(Math.min(...allRuns.map((r) => r.benchmarkIndex)))} to ${Math.round(Math.max(...allRuns.map((r) => r.benchmarkIndex)))}), device ${deviceFactor * 4}x on the reference host\n`,
  )
  console.log('| page | Perf | LCP ms | TBT ms | twin Perf | twin LCP ms | twin TBT ms | TBT over twin | LCP ratio |')
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const [path, entry] of results) {
    const page = medianFigures(entry.page)
    if (!entry.twin.length) {
      console.log(`| ${path} | ${page.score} | ${Math.round(page.lcp)} | ${Math.round(page.tbt)} | | | | | |`)
      continue
    }
    const bare = medianFigures(entry.twin)
    const cost = scriptCost(page, bare)
    console.log(
      `| ${path} | ${page.score} | ${Math.round(page.lcp)} | ${Math.round(page.tbt)} | ${bare.score} | ${Math.round(bare.lcp)} | ${Math.round(bare.tbt)} | ${Math.round(cost.tbtOverTwin)} | ${cost.lcpRatio.toFixed(2)} |`,
    )
    if (cost.tbtOverTwin > twinBudget.maxTbtOverTwin)
      failures.push(`${path}: TBT ${Math.round(cost.tbtOverTwin)} ms over the twin's (budget ${twinBudget.maxTbtOverTwin})`)
    if (cost.lcpRatio > twinBudget.maxLcpRatio) failures.push(`${path}: LCP ${cost.lcpRatio.toFixed(2)} times the twin's (budget ${twinBudget.maxLcpRatio})`)
  }

  for (const [link, runsOnLink] of observed) {
    console.log(`\nObserved throttling (--throttling-method=devtools), ${link} link, ${deviceFactor * 4}x, medians of ${observedRuns} runs\n`)
    console.log('| page | Perf | KB before paint | LCP ms | TBT ms | CLS | twin KB before paint | twin LCP ms | TBT over twin | LCP ratio |')
    console.log('|---|---|---|---|---|---|---|---|---|---|')
    for (const [path, entry] of runsOnLink) {
      const page = medianFigures(entry.page)
      const bare = medianFigures(entry.twin)
      const cost = scriptCost(page, bare)
      console.log(
        `| ${path} | ${page.score} | ${page.kbBeforePaint?.toFixed(1)} | ${Math.round(page.lcp)} | ${Math.round(page.tbt)} | ${page.cls.toFixed(3)} | ${bare.kbBeforePaint?.toFixed(1)} | ${Math.round(bare.lcp)} | ${Math.round(cost.tbtOverTwin)} | ${cost.lcpRatio.toFixed(2)} |`,
      )
    }
  }
}

if (options.page && (options.all || options.path || options['no-twin']))
  console.log(`\n${options.page} left as it was: it holds every template beside its twin.`)
else if (options.page) {
  // The code measured: a short hash, and whether the tree held changes (the page itself aside).
  const git = (/** @type {string[]} */ args) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? ''
  const changed = git(['status', '--porcelain', '--untracked-files=no', '--', '.', `:!${options.page}`]) !== ''
  const context = {
    date: new Date().toISOString().slice(0, 10),
    commit: `${git(['rev-parse', '--short', 'HEAD']) || 'unknown'}${changed ? ' + changes' : ''}`,
    machine: { cores: hostCpus().length, cpuModel: hostCpus()[0]?.model.trim() ?? 'unknown' },
    runs,
    twinRuns,
    parallel,
    twinBudget,
  }
  await writePerformancePage(
    options.page,
    measurements.map(({ deviceFactor, results, observed }) => summarise(results, { ...context, deviceFactor }, observed)),
  )
  console.log(`\nWritten: ${options.page}`)
}

if (options['no-assert'] || options['no-twin']) process.exit(0)
const assert = spawnSync('npx', ['lhci', 'assert'], { encoding: 'utf8' })
process.stdout.write(assert.stdout)
process.stderr.write(assert.stderr)
// A gate that checked nothing must not pass.
const checked = Number(/against \d+ URL\(s\), (\d+) total run/.exec(assert.stdout + assert.stderr)?.[1] ?? 0)
if (checked !== runs * paths.length) failures.push(`lhci assert checked ${checked} runs, not the ${runs * paths.length} made`)
for (const failure of failures) console.error(`✘ ${failure}`)
spawnSync('npx', ['lhci', 'upload'], { stdio: 'ignore' })
process.exit(failures.length || assert.status ? 1 : 0)
