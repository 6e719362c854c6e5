import { describe, expect, it } from 'vitest'
import { calibratedSlowdown, readsBenchmarkAgain, referenceIndex } from '../../scripts/perf/calibration.mjs'
import { parseCpuList } from '../../scripts/perf/cpus.mjs'
import { runOrder } from '../../scripts/perf/runOrder.mjs'
import { lighthouseFlags } from '../../scripts/perf/flags.mjs'
import { figures, median, scriptCost } from '../../scripts/perf/summary.mjs'
import { toThreadTime } from '../../scripts/perf/threadTime.mjs'
import { withoutScripts } from '../../scripts/perf/twin.mjs'
import { defaultConfig } from 'lighthouse'

describe('CPU slowdown calibrated to the host', () => {
  // The points Lighthouse's throttling calculator gives (computeMultiplierMessages) below the reference.
  it.each([
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
  ])('a host of benchmark index %i emulates the reference phone with %f×', (index, multiplier) => {
    expect(calibratedSlowdown(index)).toBeCloseTo(multiplier, 1)
  })

  it('reaches the reference multiplier exactly at the reference index, so a faster reading changes nothing', () => {
    expect(calibratedSlowdown(referenceIndex)).toBe(4)
    expect(calibratedSlowdown(referenceIndex - 10)).toBeLessThan(4)
  })

  it("keeps Lighthouse's default 4× on a host faster than the reference", () => {
    expect(calibratedSlowdown(2000)).toBe(4)
    expect(calibratedSlowdown(2800)).toBe(4)
  })

  it('emulates a phone 1.5 times slower (6×) when asked, on a reference or faster host', () => {
    expect(calibratedSlowdown(1533, 1.5)).toBeCloseTo(6, 1)
    expect(calibratedSlowdown(2600, 1.5)).toBe(6)
    expect(calibratedSlowdown(1300, 1.5)).toBeCloseTo(4.5, 1)
  })

  it('never speeds a very slow host up', () => {
    expect(calibratedSlowdown(100)).toBe(1)
  })

  it('has a page read the benchmark again only when its first reading is below the reference, where a faster one would raise the multiplier', () => {
    expect(readsBenchmarkAgain(referenceIndex - 1)).toBe(true)
    expect(readsBenchmarkAgain(900)).toBe(true)
    expect(readsBenchmarkAgain(referenceIndex)).toBe(false)
    expect(readsBenchmarkAgain(2600)).toBe(false)
  })
})

describe("the order of the gate's runs", () => {
  const runs = ['/', '/contact'].flatMap((path) => [
    { round: 1, path, side: 'page' as const },
    { round: 1, path, side: 'twin' as const },
  ])

  it("starts a twin only once its page's run has ended, with that run's benchmark index, and a free worker takes the next page meanwhile", async () => {
    const order = runOrder(runs)
    expect(await order.next()).toEqual({ run: runs[0] })
    // The twin of / waits for its page: the next page goes first.
    expect(await order.next()).toEqual({ run: runs[2] })
    order.pageEnded(runs[2]!, 1740)
    expect(await order.next()).toEqual({ run: runs[3], twinOf: 1740 })
    order.pageEnded(runs[0]!, 2210)
    expect(await order.next()).toEqual({ run: runs[1], twinOf: 2210 })
    expect(await order.next()).toBeUndefined()
  })

  it('has a worker with only twins left wait for their pages rather than end', async () => {
    const order = runOrder(runs.slice(0, 2))
    await order.next()
    let taken: unknown
    const twin = order.next().then((next) => (taken = next))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(taken).toBeUndefined()
    order.pageEnded(runs[0]!, 1600)
    await twin
    expect(taken).toEqual({ run: runs[1], twinOf: 1600 })
    expect(await order.next()).toBeUndefined()
  })
})

describe('the script-less twin of a page', () => {
  const page = `<head><link rel="stylesheet" href="/a.css"><script type="application/ld+json">{"@type":"JewelryStore"}</script>
<script id="vike_pageContext" type="application/json">{"x":1}</script>
<script data-entry="/assets/entries/e.js" data-preload="">(function(){boot()})()</script>
<link rel="modulepreload" href="/assets/chunks/c.js"></head><body><main><h1>Titre</h1><script>alert(1)</script></main></body>`

  it('keeps the HTML, the CSS and the data blocks, and drops every executable script', () => {
    const twin = withoutScripts(page)
    expect(twin).toContain('<link rel="stylesheet" href="/a.css">')
    expect(twin).toContain('<h1>Titre</h1>')
    expect(twin).toContain('application/ld+json')
    expect(twin).not.toMatch(/boot\(\)|data-entry|modulepreload|alert\(1\)/)
  })
})

describe('medians and script cost', () => {
  it('takes the middle run, and the mean of the middle two for an even count', () => {
    expect(median([300, 40, 90])).toBe(90)
    expect(median([10, 20, 30, 40])).toBe(25)
  })

  it('says how much TBT the scripts add and how much later they make the LCP', () => {
    const page = { tbt: 120, lcp: 1320 } as Parameters<typeof scriptCost>[0]
    const twin = { tbt: 20, lcp: 1200 } as Parameters<typeof scriptCost>[1]
    expect(scriptCost(page, twin)).toEqual({ tbtOverTwin: 100, lcpRatio: 1.1 })
  })
})

describe('tasks reduced to the CPU time of their thread', () => {
  const trace = () => [
    // A 30 ms task of which the thread ran 10 ms; a 9 ms call inside it; an instant event in it.
    { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 1000, dur: 30000, tdur: 10000 },
    { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, ts: 16000, dur: 9000, tdur: 3000 },
    { name: 'largestContentfulPaint::Candidate', ph: 'I', pid: 1, tid: 1, ts: 31000 },
    // A task that computed all along (a busy loop): kept whole.
    { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 50000, dur: 150000, tdur: 150000 },
    // The same wait on another thread, and a task without thread time.
    { name: 'RunTask', ph: 'X', pid: 1, tid: 2, ts: 1000, dur: 30000, tdur: 6000 },
    { name: 'RunTask', ph: 'X', pid: 2, tid: 1, ts: 1000, dur: 30000 },
  ]

  it('shrinks each task to its thread time and scales what happened inside it alike', () => {
    const events = trace()
    expect(toThreadTime(events)).toBe(20000 + 24000)
    const [task, call, candidate, busy, other, untimed] = events
    expect(task).toMatchObject({ ts: 1000, dur: 10000 })
    expect(call).toMatchObject({ ts: 6000, dur: 3000 })
    expect(candidate?.ts).toBe(11000)
    expect(busy).toMatchObject({ ts: 50000, dur: 150000 })
    expect(other).toMatchObject({ ts: 1000, dur: 6000 })
    expect(untimed).toMatchObject({ ts: 1000, dur: 30000 })
  })

  it('leaves nothing that ends after its task, so the trace still nests', () => {
    const events = trace()
    toThreadTime(events)
    const [task, call] = events
    expect((call?.ts ?? 0) + (call?.dur ?? 0)).toBeLessThanOrEqual((task?.ts ?? 0) + (task?.dur ?? 0))
  })
})

describe('the CPUs the parallel runs are pinned to', () => {
  it.each([
    ['0-1', [0, 1]],
    ['2,5-7', [2, 5, 6, 7]],
    ['3', [3]],
    ['', []],
  ])('reads the CPU list %j as %j', (list, cpus) => {
    expect(parseCpuList(list)).toEqual(cpus)
  })
})

describe("Lighthouse's quiet windows", () => {
  // What Lighthouse waits for after a navigation before it stops the trace.
  const windows = ['pauseAfterFcpMs', 'pauseAfterLoadMs', 'networkQuietThresholdMs', 'cpuQuietThresholdMs'] as const
  // The settings a run gathers with: Lighthouse's defaults, overridden by the flags.
  const defaults = defaultConfig.settings as Record<(typeof windows)[number], number>
  const settings = (flags: object): Record<(typeof windows)[number], number> => ({ ...defaults, ...flags })

  it("are Lighthouse's own for a page, so no late task of its scripts escapes the trace", () => {
    const page = settings(lighthouseFlags(9222))
    for (const name of windows) expect(page[name], name).toBe(defaults[name])
  })

  it('are shorter for the script-less twin, never longer, and never none', () => {
    const twin = settings(lighthouseFlags(9222, { scriptless: true }))
    for (const name of windows) {
      expect(twin[name], name).toBeLessThan(defaults[name])
      expect(twin[name], name).toBeGreaterThan(0)
    }
  })
})

describe("Lighthouse's throttling", () => {
  it('is simulated for the gate, and observed (devtools) only when asked for, with the same link and phone', () => {
    const simulated = lighthouseFlags(9222)
    const observed = lighthouseFlags(9222, { observed: true })
    expect(simulated.throttlingMethod ?? defaultConfig.settings?.throttlingMethod).toBe('simulate')
    expect(observed.throttlingMethod).toBe('devtools')
    expect(observed.throttling).toEqual(simulated.throttling)
    expect(lighthouseFlags(9222, { observed: true, scriptless: true }).throttlingMethod).toBe('devtools')
  })
})

describe("a run's figures", () => {
  const audit = (numericValue: number) => ({ numericValue })
  const lhr = (extra: object) => ({
    categories: { performance: { score: 0.98 } },
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    environment: { benchmarkIndex: 1600 },
    audits: {
      'first-contentful-paint': audit(900),
      'largest-contentful-paint': audit(1000),
      'total-blocking-time': audit(10),
      'cumulative-layout-shift': audit(0),
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'script', transferSize: 2048 },
            { resourceType: 'total', transferSize: 10240, requestCount: 5 },
          ],
        },
      },
      ...extra,
    },
  })

  it('count the bytes that had arrived by the first paint observed, when the run lists its requests', () => {
    const requests = [
      { networkEndTime: 100, transferSize: 10240 },
      { networkEndTime: 400, transferSize: 20480 },
      { networkEndTime: 401, transferSize: 99999 },
    ]
    const run = figures(lhr({ metrics: { details: { items: [{ observedFirstContentfulPaint: 400 }] } }, 'network-requests': { details: { items: requests } } }))
    expect(run.kbBeforePaint).toBe(30)
    expect(run.score).toBe(98)
  })

  it('have none when the run does not list its requests (the simulated runs of the gate)', () => {
    expect(figures(lhr({})).kbBeforePaint).toBeUndefined()
  })
})
