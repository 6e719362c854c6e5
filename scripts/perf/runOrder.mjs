// @ts-check
// The order in which the gate's workers take its runs (lighthouse-gate.mjs): the list's order,
// except that a twin starts only once its page's run has ended, since it is audited with that run's
// benchmark index (calibration.mjs). A worker never waits while a page's run is left to start: it
// takes that run, and the twin follows on the first worker free once its page has ended.

/** @typedef {{ round: number, path: string, side: 'page' | 'twin' }} Run */

/** @param {Run} run */
const pair = (run) => `${run.round} ${run.path}`

/**
 * @template {Run} R
 * @param {R[]} runs pages and twins, each twin after its page
 */
export function runOrder(runs) {
  const pending = [...runs]
  /** @type {Map<string, number>} the benchmark index of each page's run that has ended */
  const pageIndexes = new Map()
  /** @type {(() => void)[]} */
  let waiting = []
  return {
    /**
     * The next run to start, with, for a twin, its page's benchmark index; undefined once every run
     * has been taken.
     * @returns {Promise<{ run: R, twinOf?: number } | undefined>}
     */
    async next() {
      for (;;) {
        const at = pending.findIndex((run) => run.side === 'page' || pageIndexes.has(pair(run)))
        const run = at < 0 ? undefined : pending.splice(at, 1)[0]
        if (run) return run.side === 'page' ? { run } : { run, twinOf: pageIndexes.get(pair(run)) }
        if (!pending.length) return undefined
        await new Promise((resolve) => waiting.push(() => resolve(undefined)))
      }
    },
    /** A page's run has ended with this benchmark index. @param {Run} run @param {number} benchmarkIndex */
    pageEnded(run, benchmarkIndex) {
      pageIndexes.set(pair(run), benchmarkIndex)
      const woken = waiting
      waiting = []
      for (const wake of woken) wake()
    },
  }
}
