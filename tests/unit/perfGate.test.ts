import { describe, expect, it } from 'vitest'
import { calibratedSlowdown } from '../../scripts/perf/calibration.mjs'
import { median, scriptCost } from '../../scripts/perf/summary.mjs'
import { withoutScripts } from '../../scripts/perf/twin.mjs'

describe('CPU slowdown calibrated to the host', () => {
  // The points Lighthouse's throttling calculator gives (computeMultiplierMessages).
  it.each([
    [1533, 4],
    [2000, 6],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
  ])('a host of benchmark index %i emulates the reference phone with %f×', (index, multiplier) => {
    expect(calibratedSlowdown(index)).toBeCloseTo(multiplier, 1)
  })

  it('emulates a phone 1.5 times slower (6× on the reference host) when asked', () => {
    expect(calibratedSlowdown(1533, 1.5)).toBeCloseTo(6, 1)
  })

  it('never speeds a very slow host up', () => {
    expect(calibratedSlowdown(100)).toBe(1)
  })
})

describe('the script-less twin of a page', () => {
  const page = `<head><link rel="stylesheet" href="/a.css"><script type="application/ld+json">{"@type":"JewelryStore"}</script>
<script id="vike_pageContext" type="application/json">{"x":1}</script>
<script src="/assets/boot.1.js" defer data-entry="/assets/entries/e.js"></script>
<link rel="modulepreload" href="/assets/chunks/c.js"></head><body><main><h1>Titre</h1><script>alert(1)</script></main></body>`

  it('keeps the HTML, the CSS and the data blocks, and drops every executable script', () => {
    const twin = withoutScripts(page)
    expect(twin).toContain('<link rel="stylesheet" href="/a.css">')
    expect(twin).toContain('<h1>Titre</h1>')
    expect(twin).toContain('application/ld+json')
    expect(twin).not.toMatch(/boot\.1\.js|modulepreload|alert\(1\)/)
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
