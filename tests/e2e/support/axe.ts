import axe from 'axe-core'
import type { Frame, Page } from '@playwright/test'

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

type WithAxe = typeof globalThis & { axe?: typeof axe }

/** axe-core in the frame, once, allowed to answer the top frame whatever its origin. */
async function inject(frame: Frame) {
  // The source is evaluated as an expression by the DevTools protocol, which the page's CSP does not govern.
  if (await frame.evaluate(() => (window as WithAxe).axe === undefined)) await frame.evaluate(axe.source)
  await frame.evaluate(() => (window as WithAxe).axe?.configure({ allowedOrigins: ['<unsafe_all_origins>'] }))
}

/**
 * What axe finds on the page as it is now (WCAG 2.2 A/AA and best practices), one line per rule,
 * frames included.
 *
 * axe-core runs in the page itself, injected into every frame first so that the top frame's run
 * reaches them. @axe-core/playwright's default run did the same work in several times the CPU: for
 * each scan it opened a second page, loaded axe-core there as well, and assembled the results in it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // What a visitor reads at rest: a section fading in as it rises into view (lib/reveal) would be
  // scanned at part of its contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  )
  for (const frame of page.frames()) await inject(frame)
  // Only the violations are read: axe then keeps no node list for the rules that passed.
  const violations = await page.evaluate(async (values) => {
    const results = await (window as WithAxe).axe?.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
    if (!results) throw new Error('axe-core did not load in the page')
    return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }))
  }, tags)
  return violations.map(({ id, targets }) => `${id}: ${targets.slice(0, 3).join(' | ')}`)
}
