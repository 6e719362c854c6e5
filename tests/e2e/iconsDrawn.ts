import type { Page } from '@playwright/test'

/** The page's icons in view of layout (not hidden, not in a section the browser skips), by the
 * symbol they name, and those of them that draw nothing: a symbol missing from the page leaves its
 * <svg> at its size, empty. */
export const iconsDrawn = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll<SVGSVGElement>('svg.icon')]
      .filter((svg) => svg.getBoundingClientRect().width > 0 && svg.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }))
      .map((svg) => svg.querySelector('use'))
    const href = (use: SVGUseElement | null) => use?.getAttribute('href') ?? '(no <use>)'
    return { shown: shown.map(href), blank: shown.filter((use) => !use || use.getBBox().width === 0).map(href) }
  })
