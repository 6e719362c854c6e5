import { lazy, Suspense, useEffect, useState } from 'react'
import { pendingLabel } from '../../lib/content/layout'
import type { OutboxSnapshot } from './outboxClient'
import { Icon } from '../../components/ui/Icon'

const RefusedMessages = lazy(() => import('./RefusedMessages'))

// Says how many contact messages wait on this device, and shows any the workshop's server refused
// with their full text, so the visitor loses nothing. The outbox code loads once the page is idle.
export function OutboxIndicator() {
  const [snapshot, setSnapshot] = useState<OutboxSnapshot>({ pending: 0, refused: [] })
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000))
    whenIdle(() => {
      void import('./outboxClient').then(
        ({ watchOutbox }) => {
          if (!cancelled) stop = watchOutbox(setSnapshot)
        },
        // A connection lost before the browser was idle leaves this page's outbox unwatched (the
        // service worker still delivers it; the next page loaded watches it again): unhandled, the
        // failure was a page error.
        () => undefined,
      )
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])
  return (
    <>
      {snapshot.pending > 0 && (
        // It only informs: a tap on it reaches the page beneath, and the page keeps what has the
        // keyboard's focus clear of it (styles/base.css).
        <p
          role="status"
          data-outbox-pending=""
          className="pointer-events-none fixed bottom-4 left-4 z-30 flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm text-ivory shadow-lg"
        >
          <Icon name="cloud-off" className="h-4 w-4 text-gold-300" />
          {pendingLabel(snapshot.pending)}
        </p>
      )}
      {snapshot.refused.length > 0 && (
        <Suspense fallback={null}>
          <RefusedMessages entries={snapshot.refused} />
        </Suspense>
      )}
    </>
  )
}
