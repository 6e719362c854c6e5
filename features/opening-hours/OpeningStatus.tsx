import { useEffect, useState } from 'react'
import type { OpeningStatus as Status } from './openingStatusAt'

// Depends on the moment it is read, so it is computed in the browser only, once the browser is idle
// after hydration: its code (hours, Paris time and its time-zone data) loads then, not with the
// page. The line keeps its height before that, so nothing moves when it appears.
export function OpeningStatus() {
  const [status, setStatus] = useState<Status | null>(null)
  useEffect(() => {
    let timer: number | undefined
    let cancelled = false
    // A connection lost before the browser was idle leaves the line empty, and its code is fetched
    // again when the connection comes back (an unhandled failure here was a page error).
    const start = () =>
      void import('./openingStatusAt').then(
        ({ openingStatus, STATUS_REFRESH_MS }) => {
          if (cancelled) return
          const update = () => setStatus(openingStatus(new Date()))
          update()
          timer = window.setInterval(update, STATUS_REFRESH_MS)
        },
        () => !cancelled && window.addEventListener('online', start, { once: true }),
      )
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200))
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout
    const idle = whenIdle(start)
    return () => {
      cancelled = true
      cancelIdle(idle)
      window.clearInterval(timer)
      window.removeEventListener('online', start)
    }
  }, [])
  return (
    <p className="mt-2 flex min-h-6 items-center gap-2 text-sm" aria-live="polite" data-opening-status={status ? (status.open ? 'open' : 'closed') : undefined}>
      {status && (
        <>
          <span className={`h-2.5 w-2.5 rounded-full ${status.open ? 'bg-emerald-600' : 'bg-rouge'}`} aria-hidden="true" />
          <span className={status.open ? 'text-emerald-800' : 'text-rouge-700'}>{status.message}</span>
        </>
      )}
    </p>
  )
}
