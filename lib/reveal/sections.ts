// The sections of a page that rise into view (revealOnScroll): its blocks after the first, not the
// legal pages' (their table of contents links into them), the content sections inside them, and the
// contact page's practical information, which sits below the form on a phone.
import { mainContentId } from '../mainContent'

export const sectionSelector = `#${mainContentId} > * + *:not(:has([data-legal-section])), section[data-section], [data-below-on-phones]`

/** The outermost such sections under root. */
export const sectionsOf = (root: Element): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(sectionSelector)].filter((section) => section.parentElement?.closest(sectionSelector) == null)
