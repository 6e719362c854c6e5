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
  // A press on one of the section's buttons before its code has run, held until it has.
  const heldPress = useRef<HTMLElement | null>(null)
  // The wrapper says when the section's code has run (a hook for tests and for debugging); a held
  // press then reaches its button, which hydration kept (the server's element, now React's; a
  // section that failed to hydrate was rendered anew, and the old button, detached, hears nothing).
  const markHydrated = useCallback(() => {
    ref.current?.setAttribute('data-deferred-hydration', 'done')
    heldPress.current?.click()
  }, [])
  useEffect(() => {
    if (gate.isOpen) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), { rootMargin: `${marginPx}px 0px` })
    const wrapper = ref.current
    if (wrapper) observer.observe(wrapper)
    // A visitor who reaches into the section (a tap, a Tab) need not wait for the timer. Heard on
    // the document, before React: an event aimed into a section not yet hydrated is stopped by
    // React's own listener, so the section's would never hear it.
    // A button acts through the section's code: pressed before that code has run (still loading on
    // a slow network), the press reached no handler and was lost (« Afficher la carte » on
    // /contact). It is held, and given to the button once the section has hydrated. Links and
    // submit buttons act without the code, and go through.
    const reach = (event: Event) => {
      if (!(event.target instanceof Element) || !wrapper?.contains(event.target) || wrapper.dataset.deferredHydration === 'done') return
      gate.open()
      const button = event.type === 'click' && event.target.closest<HTMLElement>('button:not([type=submit])')
      if (!button) return
      event.preventDefault()
      event.stopPropagation()
      heldPress.current = button
    }
    const types = ['pointerdown', 'focusin', 'click']
    for (const type of types) document.addEventListener(type, reach, true)
    const timer = afterMs === undefined ? undefined : window.setTimeout(gate.open, afterMs)
    return () => {
      observer.disconnect()
      for (const type of types) document.removeEventListener(type, reach, true)
      window.clearTimeout(timer)
    }
  }, [gate, afterMs, marginPx])
  const placeholder = <div aria-hidden="true" className={placeholderClassName} />
  return (
    <div ref={ref} data-deferred-hydration="pending">
      <LoadBoundary fallback={placeholder}>
        <Suspense fallback={placeholder}>
          <Gated gate={gate}>
            {children}
            <OnHydrated run={markHydrated} />
          </Gated>
        </Suspense>
      </LoadBoundary>
    </div>
  )
}
