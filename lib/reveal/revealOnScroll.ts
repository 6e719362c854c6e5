// Sections below the fold fade and rise into view as the visitor scrolls to them: an
// IntersectionObserver with the specification's threshold, 15 % of a section in view. Loaded when
// the browser is idle after hydration, so nothing above the fold waits for it, and the HTML alone
// shows everything: only a section this code marks (below the viewport, on a screen, motion
// allowed; styles/reveal.css) is hidden, and a section once shown stays shown.
//
// The fade plays only for a scroll the visitor makes (wheel, touch, keys, scrollbar). A section
// brought into view any other way (a script, an anchor, find in page, a focus, an audit tool) is
// shown at once: a contrast check never meets a half-faded section.

import { mainContentId } from '../mainContent'
import { sectionsOf } from './sections'

const revealThreshold = 0.15
/** A scroll this soon after the visitor's last gesture is theirs (momentum included). */
const gestureMs = 1000
/** The fade's length (styles/reveal.css) and a margin: the state is cleared after it at the latest. */
const fadeMs = 600

export function revealOnScroll(root = document.getElementById(mainContentId)) {
  const state = document.documentElement.dataset
  if (!root || typeof IntersectionObserver === 'undefined' || !matchMedia('screen and (prefers-reduced-motion: no-preference)').matches) {
    state.revealOnScroll = 'off'
    return
  }
  let lastGesture = Number.NEGATIVE_INFINITY
  const gesture = () => (lastGesture = performance.now())
  const visitorIsScrolling = () => performance.now() - lastGesture < gestureMs
  for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown']) addEventListener(type, gesture, { capture: true, passive: true })
  addEventListener('scroll', () => visitorIsScrolling() && gesture(), { passive: true })

  const show = (section: HTMLElement, fade: boolean) => {
    observer.unobserve(section)
    if (!fade) return section.removeAttribute('data-reveal')
    section.dataset.reveal = 'in'
    // Once there, nothing stays declared: no transition at rest (tests/e2e/layout.spec.ts).
    const settle = () => section.dataset.reveal === 'in' && section.removeAttribute('data-reveal')
    section.addEventListener('transitionend', (event) => event.target === section && settle())
    setTimeout(settle, fadeMs + 100)
  }
  // Every hundredth up to the threshold: a section taller than the viewport, which never shows 15 %
  // of itself, is revealed once it fills 15 % of the viewport.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const viewport = entry.rootBounds?.height ?? innerHeight
        if (entry.isIntersecting && (entry.intersectionRatio >= revealThreshold || entry.intersectionRect.height >= revealThreshold * viewport))
          show(entry.target as HTMLElement, visitorIsScrolling())
      }
    },
    { threshold: Array.from({ length: 16 }, (_, i) => i / 100) },
  )
  // A hidden section a keyboard or a screen reader enters is shown at once.
  root.addEventListener('focusin', (event) => {
    const hidden = (event.target as Element).closest<HTMLElement>('[data-reveal="hidden"]')
    if (hidden) show(hidden, false)
  })

  // Sections met once are never hidden again; a page shown later (client-side navigation) brings
  // its own.
  const seen = new WeakSet<Element>()
  const mark = () => {
    for (const section of sectionsOf(root)) {
      if (seen.has(section)) continue
      seen.add(section)
      if (section.getBoundingClientRect().top > innerHeight) {
        section.dataset.reveal = 'hidden'
        observer.observe(section)
      }
    }
    // A mark for tests: the page's sections are marked (or 'off': nothing ever will be).
    state.revealOnScroll = 'ready'
  }
  mark()
  let pending = false
  new MutationObserver(() => {
    if (pending) return
    pending = true
    requestAnimationFrame(() => {
      pending = false
      mark()
    })
  }).observe(root, { childList: true, subtree: true })
}
