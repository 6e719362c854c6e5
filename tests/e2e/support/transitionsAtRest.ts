import type { Page } from '@playwright/test'
import { sectionSelector } from '../../../lib/reveal/sections'

// A section below the fold may be hidden until it rises into view (lib/reveal), and the browser may
// skip its rendering until it nears the viewport (the contact page's side column on a phone). When
// such a section is shown at once (an anchor link, a screen reader, a tool scrolling to an element),
// Chromium may start its elements' transitions from the browser's own styles: a button fades in
// from link blue, and a contrast check made during those 200 ms fails. When it happens depends on
// the browser's timing, so the tests check the rule that rules it out (everyPage.spec.ts, on every
// page at a phone's width): inside those sections, no element has a transition in its resting state; a
// transition is declared in the state it animates into (hover, an image just loaded).

/** The sections that may be shown at once (hidden or skipped until then), and the transitions found at rest inside them. */
export async function transitionsAtRest(page: Page): Promise<{ sections: number; atRest: string[] }> {
  // Whatever is fading in (an image in view) ends first.
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition))
  return page.evaluate((selector) => {
    const roots = [...document.querySelectorAll(selector)].filter((el) => el.parentElement?.closest(selector) == null)
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
  }, sectionSelector)
}
