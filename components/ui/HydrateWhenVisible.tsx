import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { LoadBoundary } from './LoadBoundary'

interface HydrateWhenVisibleProps {
  children: ReactNode
  /** Also hydrate after this delay, even if never scrolled near. */
  afterMs?: number
  /** How close to the viewport (px) counts as visible. */
  marginPx?: number
  /** Shown while the section's code loads after a client-side navigation (no server HTML then). */
  placeholderClassName: string
}

interface Gate {
  promise: Promise<void>
  open: () => void
  isOpen: boolean
}

function createGate(isOpen: boolean): Gate {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  // Marked fulfilled as React marks a thenable it has read, so use() returns at once once open
  // instead of suspending one more time.
  const open = () => {
    if (gate.isOpen) return
    gate.isOpen = true
    Object.assign(promise, { status: 'fulfilled', value: undefined })
    resolve()
  }
  const gate: Gate = { promise, isOpen: false, open }
  if (isOpen) open()
  return gate
}

// While closed, suspends: during hydration React then keeps the server's HTML of the boundary as it
// is (text, links and images all there) and hydrates it once the gate opens. use() is called on
// every render: a render that suspended on it and is retried after the gate opened must call it
// again, or React reports a conditional use() ("suspend in a previous render but did not call
// use() when it finished"), which a loaded phone hit when the timer opened the gate mid-render.
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise)
  return children
}

// Its effect runs when the boundary has hydrated (or rendered).
function OnHydrated({ run }: { run: () => void }) {
  useEffect(run, [run])
  return null
}

/**
 * A prerendered section whose JavaScript (and hydration) waits until it nears the viewport or
 * `afterMs` passes. Its HTML is complete from the first byte; only the cost is deferred.
 */
export function HydrateWhenVisible({ children, afterMs, marginPx = 100, placeholderClassName }: HydrateWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Closed only when hydrating a prerendered page; open on the server and after client navigation.
  const [gate] = useState(() => createGate(typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true'))
  // The wrapper says when the section's code has run (a hook for tests and for debugging).
  const markHydrated = useCallback(() => ref.current?.setAttribute('data-deferred-hydration', 'done'), [])
  useEffect(() => {
    if (gate.isOpen) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), { rootMargin: `${marginPx}px 0px` })
    const wrapper = ref.current
    if (wrapper) observer.observe(wrapper)
    // A visitor who reaches into the section (a tap, a Tab) need not wait for the timer.
    wrapper?.addEventListener('pointerdown', gate.open)
    wrapper?.addEventListener('focusin', gate.open)
    const timer = afterMs === undefined ? undefined : window.setTimeout(gate.open, afterMs)
    return () => {
      observer.disconnect()
      wrapper?.removeEventListener('pointerdown', gate.open)
      wrapper?.removeEventListener('focusin', gate.open)
      window.clearTimeout(timer)
    }
  }, [gate, afterMs, marginPx])
  return (
    <div ref={ref} data-deferred-hydration="pending">
      <LoadBoundary fallback={<div aria-hidden="true" className={placeholderClassName} />}>
        <Suspense fallback={<div aria-hidden="true" className={placeholderClassName} />}>
          <Gated gate={gate}>
            {children}
            <OnHydrated run={markHydrated} />
          </Gated>
        </Suspense>
      </LoadBoundary>
    </div>
  )
}
