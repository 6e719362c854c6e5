/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer the
 * visitor in between: `scheduler.yield()` where the browser has it (its continuation goes before
 * other queued tasks), otherwise a message to a channel of its own (not throttled like a timer in a
 * background tab). https://developer.mozilla.org/docs/Web/API/Scheduler/yield
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
