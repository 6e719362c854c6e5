import type { Page } from '@playwright/test'

/**
 * Records, from the page's first byte, every layout shift no input caused (each with the elements
 * that moved). The returned function waits for the fonts and a moment more, then reads them.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    if (window !== window.top) return
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] })[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)}: ${entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()} « ${s.node.textContent?.slice(0, 40)} »` : s.node?.nodeName)).join(', ')}`,
          )
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return async () => {
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 500))))
    return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
  }
}
