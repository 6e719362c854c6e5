// @ts-check
// docs/performance.md, written by `npm run perf:twin` from the medians it measured: the date, the
// machine, then for each phone emulated (4x, 6x) Lighthouse's benchmark index, the CPU multipliers
// used and one row per page template, and the observed cross-check on each link.
// The page is the one place the project keeps its measurements; it is never edited by hand.
import { writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { referenceIndex } from './calibration.mjs'
import { links } from './flags.mjs'
import { median, medianFigures, scriptCost } from './summary.mjs'

/** @typedef {import('./summary.mjs').Figures} Figures */

/**
 * @typedef {object} PerformanceSummary
 * @property {string} date YYYY-MM-DD
 * @property {string} commit the code measured (a short hash; "+ changes" when the tree was not clean)
 * @property {{ cores: number, cpuModel: string }} machine
 * @property {number} runs each page's runs
 * @property {number} twinRuns each twin's runs
 * @property {number} parallel runs at once
 * @property {number} deviceFactor the phone emulated, in units of Lighthouse's reference phone (1 = 4x)
 * @property {{ median: number, min: number, max: number }} benchmarkIndex over the pages' runs
 * @property {{ median: number, min: number, max: number, atFull: number, atFloor: number, total: number }} multiplier the CPU slowdowns of
 *   the pages' runs: how many at the device's full multiplier, and how many at the calibration's floor (1x for the reference phone)
 * @property {{ maxTbtOverTwin: number, maxLcpRatio: number }} twinBudget lighthouserc.json's
 * @property {{ path: string, page: Figures, twin: Figures }[]} rows the medians per template
 * @property {{ runs: number, links: { link: import('./flags.mjs').Link, rows: { path: string, page: Figures, twin: Figures }[] }[] }} [observed]
 *   the same templates with Lighthouse's observed throttling (`--throttling-method=devtools`), on
 *   each link: medians of `runs` runs
 */

/** @typedef {PerformanceSummary['rows'][number]} Row */

/** The columns of the table, in order, each with how it reads its row. @type {[name: string, read: (row: Row) => string][]} */
const columns = [
  ['page', (r) => `\`${r.path}\``],
  ['Performance', (r) => whole(r.page.score)],
  ['LCP ms', (r) => whole(r.page.lcp)],
  ['TBT ms', (r) => whole(r.page.tbt)],
  ["twin's Performance", (r) => whole(r.twin.score)],
  ["twin's LCP ms", (r) => whole(r.twin.lcp)],
  ["twin's TBT ms", (r) => whole(r.twin.tbt)],
  ['TBT over twin ms', (r) => whole(scriptCost(r.page, r.twin).tbtOverTwin)],
  ['LCP ratio', (r) => fixed(scriptCost(r.page, r.twin).lcpRatio, 2)],
]

/** The columns of the observed-throttling table: the first paint and the layout shift too. @type {[name: string, read: (row: Row) => string][]} */
const observedColumns = [
  ['page', (r) => `\`${r.path}\``],
  ['Performance', (r) => whole(r.page.score)],
  ['KB before first paint', (r) => fixed(r.page.kbBeforePaint, 1)],
  ['FCP ms', (r) => whole(r.page.fcp)],
  ['LCP ms', (r) => whole(r.page.lcp)],
  ['TBT ms', (r) => whole(r.page.tbt)],
  ['CLS', (r) => fixed(r.page.cls, 3)],
  ["twin's KB before first paint", (r) => fixed(r.twin.kbBeforePaint, 1)],
  ["twin's FCP ms", (r) => whole(r.twin.fcp)],
  ["twin's LCP ms", (r) => whole(r.twin.lcp)],
  ["twin's TBT ms", (r) => whole(r.twin.tbt)],
  ['TBT over twin ms', (r) => whole(scriptCost(r.page, r.twin).tbtOverTwin)],
  ['LCP ratio', (r) => fixed(scriptCost(r.page, r.twin).lcpRatio, 2)],
]

const cell = (/** @type {string} */ text) => text.replace(/\|/g, '\\|')

/** A Markdown table of `rows` under `cols`. @param {typeof columns} cols @param {Row[]} rows */
function table(cols, rows) {
  const header = cols.map(([name]) => name)
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${cols.map(([, read]) => cell(read(row))).join(' | ')} |`),
  ]
}

/** A figure that is missing or not a number stops the page rather than print "NaN". @param {unknown} value */
const checked = (value) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`performance page: a figure is missing (${String(value)})`)
  return value
}
const whole = (/** @type {unknown} */ value) => Math.round(checked(value)).toLocaleString('en-GB')
const fixed = (/** @type {unknown} */ value, /** @type {number} */ digits) => checked(value).toFixed(digits)

/**
 * The summary of one measurement, from each template's runs.
 * @param {Map<string, { page: Figures[], twin: Figures[] }>} results
 * @param {Omit<PerformanceSummary, 'rows' | 'benchmarkIndex' | 'multiplier' | 'observed'>} context
 * @param {Map<import('./flags.mjs').Link, Map<string, { page: Figures[], twin: Figures[] }>>} [observed] the runs
 *   with observed throttling, link by link
 * @returns {PerformanceSummary}
 */
export function summarise(results, context, observed) {
  const rowsOf = (/** @type {typeof results} */ runs) =>
    [...runs].map(([path, entry]) => ({ path, page: medianFigures(entry.page), twin: medianFigures(entry.twin) }))
  const pageRuns = [...results.values()].flatMap((r) => r.page)
  const indexes = pageRuns.map((r) => r.benchmarkIndex)
  const slowdowns = pageRuns.map((r) => r.slowdown)
  const full = context.deviceFactor * 4
  return {
    ...context,
    benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
    multiplier: {
      median: median(slowdowns),
      min: Math.min(...slowdowns),
      max: Math.max(...slowdowns),
      atFull: slowdowns.filter((s) => s >= full).length,
      atFloor: slowdowns.filter((s) => s <= context.deviceFactor).length,
      total: slowdowns.length,
    },
    rows: rowsOf(results),
    ...(observed?.size
      ? {
          observed: {
            runs: Math.min(...[...observed.values()].flatMap((runs) => [...runs.values()].map((entry) => entry.page.length))),
            links: [...observed].map(([link, runs]) => ({ link, rows: rowsOf(runs) })),
          },
        }
      : {}),
  }
}

const x = (/** @type {number} */ value) => `${fixed(value, 2).replace(/\.?0+$/, '')}x`

/** How a link reads: « 150 ms, 1.6 Mbit/s ». @param {import('./flags.mjs').Link} link */
const linkWords = (link) => `${links[link].rttMs} ms, ${fixed(links[link].throughputKbps / 1024, 1).replace(/\.0$/, '')} Mbit/s`

/** The Markdown of docs/performance.md: one section per phone emulated. @param {PerformanceSummary[]} summaries */
export function performancePage(summaries) {
  const [s] = summaries
  if (!s) throw new Error('performance page: no measurement')
  const lines = [
    '# Performance',
    '',
    '<!-- Generated by `npm run perf:twin` (scripts/perf/performancePage.mjs). Do not edit by hand: run the command again. -->',
    '',
    'Lighthouse (mobile, simulated throttling) on one URL per page template of the built site, each page',
    `run ${s.runs} times and beside its script-less twin (the same HTML and CSS with every script removed, run`,
    `${s.twinRuns} times, each right after its page's run and at that run's CPU multiplier), for ${summaries.map((summary) => x(summary.deviceFactor * 4)).join(' and ')}`,
    "phones. Each run's CPU slowdown is calibrated to Lighthouse's benchmark index read in that run: on a",
    `host slower than Lighthouse's reference (index ${whole(referenceIndex)}) the multiplier is lowered to emulate the same`,
    'phone; the trace is reduced to the CPU time the page used before the audit. Figures are medians.',
    '"TBT over twin" is what the scripts add to Total Blocking Time, "LCP ratio" the page\'s Largest',
    `Contentful Paint over its twin's; the gate of \`npm test\` holds them, at 4x, to at most ${whole(s.twinBudget.maxTbtOverTwin)} ms and ${fixed(s.twinBudget.maxLcpRatio, 2)}`,
    '(`lighthouserc.json`). Why it is measured this way: [decisions/performance-gate.md](decisions/performance-gate.md).',
    '',
    `- Date: ${s.date}; code: \`${s.commit}\``,
    `- Machine: ${s.machine.cores} cores, ${s.machine.cpuModel}; ${s.parallel} run${s.parallel === 1 ? '' : 's'} at a time, a Chromium launched for each run`,
    '',
    ...summaries.flatMap(deviceSection),
  ]
  return lines.join('\n')
}

/** One phone's figures. @param {PerformanceSummary} s */
function deviceSection(s) {
  const index = s.benchmarkIndex
  const m = s.multiplier
  const full = s.deviceFactor * 4
  const multipliers = m.min === m.max ? x(m.min) : `median ${x(m.median)}, range ${x(m.min)} to ${x(m.max)}`
  return [
    s.deviceFactor === 1
      ? `## Lighthouse's reference phone (${x(full)})`
      : `## A phone ${fixed(s.deviceFactor, 2).replace(/\.?0+$/, '')} times slower (${x(full)})`,
    '',
    `- Lighthouse benchmark index: median ${whole(index.median)}, range ${whole(index.min)} to ${whole(index.max)}`,
    `- CPU multiplier: ${x(full)} on the reference host; used: ${multipliers} (${m.atFull} of ${m.total} page runs at ${x(full)})`,
    ...(m.atFloor
      ? [
          `- Caution: ${m.atFloor} of ${m.total} page runs at the calibration's floor (${x(s.deviceFactor)}): the host was then too slow to emulate`,
          '  the phone, so those runs measured a slower one. A quiet host gives figures comparable with other runs.',
        ]
      : []),
    '',
    ...table(columns, s.rows),
    '',
    ...(s.observed?.links ?? []).flatMap(({ link, rows }) => [
      `### Cross-check: observed throttling, ${link} link (${linkWords(link)}), ${x(full)}`,
      '',
      `The same templates and twins with Lighthouse's observed throttling (\`--throttling-method=devtools\`), ${s.observed?.runs} run${s.observed?.runs === 1 ? '' : 's'} each,`,
      "one at a time with the whole host: Chromium slows the link and the CPU (at the multiplier of the page's",
      'runs above) while the page loads, and the figures are read from the trace as it is, waits of the shared',
      "host included, where the table above simulates them. The twin runs no script: its TBT is the host's share.",
      '"KB before first paint" is what had arrived over the wire when the page was first painted (the HTML, the',
      'stylesheets and the preloaded fonts when they make it). Medians; not a gate.',
      '',
      ...table(observedColumns, rows),
      '',
    ]),
  ]
}

/** Writes the page, laid out as Prettier would (so `prettier --check` passes). @param {string} file @param {PerformanceSummary[]} summaries */
export async function writePerformancePage(file, summaries) {
  const options = (await resolveConfig(file)) ?? {}
  writeFileSync(file, await format(performancePage(summaries), { ...options, filepath: file }))
}
