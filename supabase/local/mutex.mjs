// @ts-check
// A FIFO lock: PGlite has a single connection, so each request's transaction must finish
// before the next one begins.

/** @returns {<T>(task: () => Promise<T>) => Promise<T>} */
export function createMutex() {
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve()
  return (task) => {
    const result = tail.then(task)
    tail = result.then(
      () => undefined,
      () => undefined,
    )
    return result
  }
}
