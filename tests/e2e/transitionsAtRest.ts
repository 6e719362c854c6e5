import type { Page } from '@playwright/test'

// The browser skips the rendering of a section far below the viewport until it nears it. When such
// a section is revealed at once (an anchor link, a screen reader, a tool scrolling to an element),
// Chromium may start its elements' transitions from the browser's own styles: a button fades in
// from link blue, and a contrast check made during those 200 ms fails (Lighthouse's accessibility
// score dropped to 0.96 in 3 of 12 runs of /a-propos). When it happens depends on the browser's
// timing, so the tests check the rule that rules it out (everyPage.spec.ts, on every page at a
// phone's width): inside those sections, no element has a transition in its resting state; a
// transition is declared in the state it animates into (hover, an image just loaded).

/** The sections the browser may skip (content-visibility: auto), and the transitions found at rest inside them. */
export async function transitionsAtRest(page: Page): Promise<{ sections: number; atRest: string[] }> {
  // Whatever is fading in (an image in view) ends first.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition))
  return page.evaluate(() => {
    const roots: Element[] = []
    const walk = (el: Element) => {
      for (const child of el.children) {
        if (getComputedStyle(child).contentVisibility === 'auto') roots.push(child)
        else walk(child)
      }
    }
    walk(document.body)
    const seconds = (list: string) => list.split(',').map((t) => parseFloat(t) * (t.trim().endsWith('ms') ? 0.001 : 1))
    const found = roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')].flatMap((el) => {
        const style = getComputedStyle(el)
        const durations = seconds(style.transitionDuration)
        const properties = style.transitionProperty.split(',').map((p) => p.trim())
        const transitioned = properties.filter((p, i) => p !== 'none' && (durations[i % durations.length] ?? 0) > 0)
        return transitioned.length ? [`${transitioned.join(', ')} on <${el.tagName.toLowerCase()} class="${el.getAttribute('class')}">`] : []
      }),
    )
    return { sections: roots.length, atRest: [...new Set(found)] }
  })
}
