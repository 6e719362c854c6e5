import type { Locator } from '@playwright/test'

/** The lines an element's text is laid out on, as the browser drew them: its words grouped by the
 *  top of the line box each word sits in. */
export const textLines = (element: Locator) =>
  element.evaluate((root) => {
    const words: { top: number; word: string }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const rect = range.getClientRects()[0]
        if (rect) words.push({ top: Math.round(rect.top + rect.height / 2), word: match[0] })
      }
    }
    const lines: string[][] = []
    let lastTop: number | undefined
    for (const { top, word } of words) {
      if (lastTop === undefined || Math.abs(top - lastTop) > 4) lines.push([])
      lines[lines.length - 1]!.push(word)
      lastTop = top
    }
    return lines.map((line) => line.join(' '))
  })

/** The rows a set of elements wraps into: how many sit on each, top to bottom. */
export const rowsOf = (elements: Locator) =>
  elements.evaluateAll((all) => {
    const tops = all.map((element) => Math.round(element.getBoundingClientRect().top))
    const rows = new Map<number, number>()
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1)
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count)
  })
