import type { Page } from '@playwright/test'

/** The page's icons in view of layout (not hidden, not in a section the browser skips), and those
 * of them that draw nothing: a sprite that did not load (a CSP, a 404, a wrong type) or a name it
 * lacks leaves the <svg> its size, empty. */
export const iconsDrawn = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll<SVGSVGElement>('svg.icon')].filter(
      (svg) => svg.getBoundingClientRect().width > 0 && svg.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }),
    )
    const blank = shown
      .map((svg) => svg.querySelector('use'))
      .filter((use) => !use || use.getBBox().width === 0)
      .map((use) => use?.getAttribute('href') ?? '(no <use>)')
    return { shown: shown.length, blank }
  })
