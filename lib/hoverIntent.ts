// Timing of the header's Services dropdown: it opens after a short hover so a pointer passing
// through does not flash it, closes a little after the pointer leaves so it can travel to the panel,
// and reopens at once when the pointer returns within the skip delay.
const hoverDelays = { openMs: 200, skipMs: 300, closeMs: 150 } as const

export interface HoverIntent {
  enter(): void
  leave(): void
  cancel(): void
}

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
}

export function createHoverIntent(
  setOpen: (open: boolean) => void,
  { openMs, skipMs, closeMs } = hoverDelays,
  clock: Clock = {
    now: () => performance.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): HoverIntent {
  let timer: unknown
  let open = false
  let closedAt = Number.NEGATIVE_INFINITY
  const apply = (next: boolean) => {
    open = next
    if (!next) closedAt = clock.now()
    setOpen(next)
  }
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  return {
    enter() {
      cancel()
      if (open) return
      if (clock.now() - closedAt < skipMs) apply(true)
      else timer = clock.setTimeout(() => apply(true), openMs)
    },
    leave() {
      cancel()
      if (open) timer = clock.setTimeout(() => apply(false), closeMs)
    },
    cancel,
  }
}
