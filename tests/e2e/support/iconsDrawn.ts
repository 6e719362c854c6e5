import type { Page } from '@playwright/test'

/** In the page: its icons in view of layout (not hidden, not in a section the browser skips), by
 * the symbol they name, and those of them that draw nothing: a symbol missing from the page leaves
 * its <svg> at its size, empty. Self-contained, for Playwright and the WebDriver engines alike
 * (tests/engines). */
export function iconsInView() {
  const inView = (svg: SVGSVGElement) =>
    svg.getBoundingClientRect().width > 0 &&
    // An engine without checkVisibility counts a box of some width as shown.
    (typeof svg.checkVisibility !== 'function' || svg.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }))
  const shown = [...document.querySelectorAll<SVGSVGElement>('svg.icon')].filter(inView).map((svg) => svg.querySelector('use'))
  const href = (use: SVGUseElement | null) => use?.getAttribute('href') ?? '(no <use>)'
  return { shown: shown.map(href), blank: shown.filter((use) => !use || use.getBBox().width === 0).map(href) }
}

export const iconsDrawn = (page: Page) => page.evaluate(iconsInView)
