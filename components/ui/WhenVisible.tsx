import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { LoadBoundary } from './LoadBoundary'

interface WhenVisibleProps {
  children: ReactNode
  /** Classes of the placeholder, which must take the room the content will take. */
  placeholderClassName: string
  /** Also show after this delay, even if never scrolled into view. */
  afterMs?: number
  /** How close to the viewport (px) counts as visible. */
  marginPx?: number
}

/**
 * Renders its (usually lazily imported) children once near the viewport, a same-size placeholder
 * before. For content that exists only in the browser (live data); prerendered sections use
 * HydrateWhenVisible.
 */
export function WhenVisible({ children, placeholderClassName, afterMs, marginPx = 100 }: WhenVisibleProps) {
  const [shown, setShown] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (shown) return
    // A transition: React renders the section in slices instead of one long task.
    const show = () => startTransition(() => setShown(true))
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: `${marginPx}px 0px`,
    })
    if (ref.current) observer.observe(ref.current)
    const timer = afterMs === undefined ? undefined : window.setTimeout(show, afterMs)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [shown, afterMs, marginPx])
  const placeholder = <div ref={ref} data-placeholder="" aria-hidden="true" className={placeholderClassName} />
  return shown ? (
    <LoadBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </LoadBoundary>
  ) : (
    placeholder
  )
}
