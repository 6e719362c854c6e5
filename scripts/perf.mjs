// @ts-check
// `npm run perf`: Lighthouse (mobile, simulated throttling) 3 times on every route of the built
// site, then the median of each figure per route, so a change's cost is visible.
// Needs a build (`npm run build`) and Chromium (`node scripts/ensure-chromium.mjs`).
// `node scripts/perf.mjs --from .lighthouseci` summarises the reports of an earlier run instead.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const fromIndex = process.argv.indexOf('--from')
const from = fromIndex > 0 ? process.argv[fromIndex + 1] : undefined
const dir = mkdtempSync(join(tmpdir(), 'atelier-perf-'))
const reportsDir = from ?? join(dir, 'reports')
if (!from) {
  const base = JSON.parse(readFileSync('lighthouserc.json', 'utf8'))
  const config = { ci: { collect: { ...base.ci.collect, numberOfRuns: 3 }, upload: { target: 'filesystem', outputDir: reportsDir } } }
  writeFileSync(join(dir, 'lighthouserc.json'), JSON.stringify(config))
  const env = { ...process.env, PORT: '4180' }
  for (const step of ['collect', 'upload']) {
    const run = spawnSync('npx', ['lhci', step, `--config=${join(dir, 'lighthouserc.json')}`], { stdio: step === 'collect' ? 'inherit' : 'ignore', env })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
/** @type {Map<string, any[]>} */
const byRoute = new Map()
for (const file of readdirSync(reportsDir).filter((f) => /^lhr-.*\.json$|\.report\.json$/.test(f))) {
  const report = JSON.parse(readFileSync(join(reportsDir, file), 'utf8'))
  const path = new URL(report.finalDisplayedUrl).pathname
  const audits = report.audits
  const summary = Object.fromEntries(audits['resource-summary'].details.items.map((/** @type {any} */ i) => [i.resourceType, i]))
  byRoute.set(path, [
    ...(byRoute.get(path) ?? []),
    {
      score: report.categories.performance.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      js: summary.script.transferSize / 1024,
      total: summary.total.transferSize / 1024,
      requests: summary.total.requestCount,
    },
  ])
}
const rows = [...byRoute.entries()].sort(([a], [b]) => a.localeCompare(b))
const col = (/** @type {any[]} */ runs, /** @type {string} */ key) => median(runs.map((r) => r[key]))
console.log('| route | score | FCP ms | LCP ms | TBT ms | CLS | JS KB | total KB | requests |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const [path, runs] of rows)
  console.log(
    `| ${path} | ${col(runs, 'score')} | ${Math.round(col(runs, 'fcp'))} | ${Math.round(col(runs, 'lcp'))} | ${Math.round(col(runs, 'tbt'))} | ${col(runs, 'cls').toFixed(3)} | ${col(runs, 'js').toFixed(1)} | ${col(runs, 'total').toFixed(1)} | ${col(runs, 'requests')} |`,
  )
rmSync(dir, { recursive: true, force: true })
