// A prerendered page hydrates in a few commits, each in a task of the scheduler's, with their
// effects in a later one. An update from a layout effect (or a ref) in a commit makes React render
// again at once, in that commit's task, and before that render run the effects it had left for
// later: on a phone the longest task of the load. React tells the DevTools of each commit; a hook in
// their place counts the commits that came before the task of the previous one was over (before a
// microtask queued at that commit ran).
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'

declare global {
  interface Window {
    /** Commits rendered in the task of the commit before them. */
    commitsInACommitsTask?: number
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    let commitTaskPending = false
    window.commitsInACommitsTask = 0
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: () => {
          if (commitTaskPending) window.commitsInACommitsTask!++
          commitTaskPending = true
          queueMicrotask(() => (commitTaskPending = false))
        },
      },
    })
  })
})

for (const path of ['/', '/contact', '/services/sertissage-pierres', '/services/achat-or']) {
  test(`${path}: no commit of its load renders again in its own task`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    // Every part of the page is hydrated by now, those hydrated as they come into view included.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestIdleCallback(resolve))
      }
    })
    expect(await page.evaluate(() => window.commitsInACommitsTask)).toBe(0)
  })
}
