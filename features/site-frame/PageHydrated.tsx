import { useEffect } from 'react'
import { markPageHydrated } from '../../lib/hydration'

/**
 * Rendered last inside the page's Suspense boundary: its effect runs once the page's own content
 * has hydrated (the layout around it hydrates first), and marks the document interactive. Browser
 * tests wait for this mark.
 */
export function PageHydrated() {
  useEffect(markPageHydrated, [])
  return null
}
