/**
 * Whether the first page has hydrated: features/site-frame/PageHydrated marks the document once it
 * has, and the mark stays through client-side navigations. Read during a render to tell the first
 * one, which must match the prerendered HTML, from a page rendered after a navigation.
 */
export const pageHydrated = () => document.documentElement.dataset.hydrated === 'true'

/** Marks the document interactive (browser tests wait for this mark). */
export const markPageHydrated = () => {
  document.documentElement.dataset.hydrated = 'true'
}
