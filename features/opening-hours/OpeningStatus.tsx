import { useEffect, useState } from 'react'
import type { CalendarData } from './calendar'
import type { OpeningStatus as Status } from './openingStatusAt'

// Depends on the moment it is read, so it is computed in the browser only, once the browser is idle
// after hydration: its code (the calendar, Paris time) loads then, not with the page. It first
// speaks from the calendar as built (`data`), then from the hours and the owner's rows as the
// database has them now. The line keeps the height of two lines before that, the longest message's, so nothing
// moves when it appears.
export function OpeningStatus({ data }: { data: CalendarData }) {
  const [status, setStatus] = useState<Status | null>(null)
  useEffect(() => {
    let timer: number | undefined
    let cancelled = false
    // A connection lost before the browser was idle leaves the line empty, and its code is fetched
    // again when the connection comes back (an unhandled failure here was a page error).
    const start = () =>
      void import('./liveOpeningStatus').then(
        ({ openingStatus, createOpeningCalendar, liveCalendarData, STATUS_REFRESH_MS }) => {
          if (cancelled) return
          let calendar = createOpeningCalendar(data.hours, data.exceptions)
          const update = () => setStatus(openingStatus(new Date(), calendar))
          update()
          timer = window.setInterval(update, STATUS_REFRESH_MS)
          void liveCalendarData().then((live) => {
            if (cancelled || !live) return
            calendar = createOpeningCalendar(live.hours, live.exceptions)
            update()
          })
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
  }, [data])
  return (
    <p className="mt-2 flex min-h-10 items-start gap-2 text-sm" aria-live="polite" data-opening-status={status ? (status.open ? 'open' : 'closed') : undefined}>
      {status && (
        <>
          <span className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${status.open ? 'bg-emerald-600' : 'bg-rouge'}`} aria-hidden="true" />
          <span className={status.open ? 'text-emerald-800' : 'text-rouge-700'}>{status.message}</span>
        </>
      )}
    </p>
  )
}
