// The unit files share a worker (vitest.config.ts): a file that faked the clock and left it so would
// stop the next file's timers.
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.useRealTimers()
})
