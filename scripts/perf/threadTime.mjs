// @ts-check
// The page's own CPU time, not the host's wall clock. Chromium records each task with its wall
// duration (`dur`) and the time its thread actually ran on a CPU (`tdur`). On a shared 2-core host
// the renderer's main thread waits, in the middle of its tasks, while Chromium's other processes,
// the test runner or a neighbour of the virtual machine run: a task of the page shows longer than
// it computed, and simulated throttling multiplies that wait as if the page had computed it. Before
// the audit, each task is therefore shrunk to its thread time, with everything inside it scaled
// alike so that the nesting stays valid. The page's computing is kept whole (a busy loop has equal
// wall and thread time); only the time the host gave to others is dropped.

/** The task names Lighthouse's dependency graph treats as top-level tasks (PageDependencyGraph). */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue'])

/** @typedef {{ name?: string, ph?: string, pid?: number, tid?: number, ts: number, dur?: number, tdur?: number }} TraceEvent */

/** @param {TraceEvent} event */
const isTask = (event) => event.ph === 'X' && taskNames.has(event.name ?? '') && (event.dur ?? 0) > 0

/**
 * Shrinks every top-level task of every thread to its thread time, in place.
 * @param {TraceEvent[]} events
 * @returns {number} the wall time removed, in microseconds
 */
export function toThreadTime(events) {
  /** @type {Map<string, TraceEvent[]>} */
  const threads = new Map()
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`
    const list = threads.get(key)
    if (list) list.push(event)
    else threads.set(key, [event])
  }
  let removed = 0
  for (const list of threads.values()) {
    list.sort((a, b) => a.ts - b.ts)
    let previousEnd = -Infinity
    for (let i = 0; i < list.length; i++) {
      const task = /** @type {TraceEvent} */ (list[i])
      if (!isTask(task) || task.ts < previousEnd) continue
      const start = task.ts
      const end = start + (task.dur ?? 0)
      previousEnd = end
      if (task.tdur === undefined || task.tdur >= (task.dur ?? 0)) continue
      const ratio = task.tdur / (task.dur ?? 1)
      removed += (task.dur ?? 0) - task.tdur
      for (let j = i; j < list.length; j++) {
        const event = /** @type {TraceEvent} */ (list[j])
        if (event.ts > end) break
        event.ts = start + (event.ts - start) * ratio
        if (event.dur !== undefined) event.dur *= ratio
      }
    }
  }
  return removed
}
