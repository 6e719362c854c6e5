import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { pageHydrated } from '../../lib/hydration'
import { LoadBoundary } from './LoadBoundary'

interface HydrateWhenVisibleProps {
  children: ReactNode
  /**
   * Fetches the section's code (a prerenderedLazy component's `load`: called as often as needed,
   * fetched once). The section hydrates only once it has arrived: if the connection drops first,
   * the server's HTML stays as it is.
   */
  code: () => Promise<unknown>
  /** Also hydrate after this delay, even if never scrolled near. */
  afterMs?: number
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
    Object.assign(promise, { status: 'fulfilled' })
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
export function HydrateWhenVisible({ children, code, afterMs, placeholderClassName }: HydrateWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Closed only when hydrating a prerendered page; open on the server and after client navigation.
  const [gate] = useState(() => createGate(import.meta.env.SSR || pageHydrated()))
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
    const wrapper = ref.current
    // The gate opens once the section's code has arrived. Opened before, a failed fetch would make
    // React give up on the server's HTML and render the boundary's empty placeholder in its place
    // (a dropped connection emptied the workshop card: address, hours, directions). Failed, the
    // section stays as the server sent it, its links working, and the code is fetched again when
    // the connection comes back or the visitor reaches into it (Chromium fetches a failed module
    // again; Firefox 153 ESR keeps the failure until the next page). A press held for the code
    // would act long after the visitor made it, if ever: dropped.
    let due = false
    const hydrate = () => {
      due = true
      void code().then(gate.open, () => (heldPress.current = null))
    }
    // Back online: only a section that was due fetches its code; the others still wait their turn.
    const retry = () => due && hydrate()
    // Within 100 px of the viewport counts as visible.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && hydrate(), { rootMargin: '100px 0px' })
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
      hydrate()
      const button = event.type === 'click' && event.target.closest<HTMLElement>('button:not([type=submit])')
      if (!button) return
      event.preventDefault()
      event.stopPropagation()
      heldPress.current = button
    }
    const types = ['pointerdown', 'focusin', 'click']
    for (const type of types) document.addEventListener(type, reach, true)
    window.addEventListener('online', retry)
    const timer = afterMs === undefined ? undefined : window.setTimeout(hydrate, afterMs)
    return () => {
      observer.disconnect()
      for (const type of types) document.removeEventListener(type, reach, true)
      window.removeEventListener('online', retry)
      window.clearTimeout(timer)
    }
  }, [gate, code, afterMs])
  const placeholder = <div aria-hidden="true" className={placeholderClassName} />
  // After a client-side navigation the gate is open from the start and React fetches the code as it
  // renders: there is no server HTML to keep, and a failed fetch leaves the placeholder.
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
