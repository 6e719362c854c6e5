// What a visitor reads or a screen reader announces on a page, and the English in it: the
// accessibility tree Chromium gives screen readers (every name, description and value: labels,
// aria-label, alt, title, text), every aria-label, title, alt and placeholder in the DOM (hidden ones
// too), and any lang attribute. English is found with the word list of englishWords.ts. This
// Chromium's own language is English, so browser-made labels ("No file chosen") are caught too.
import type { Page } from '@playwright/test'
import { englishIn } from './englishWords'

interface AxNode {
  ignored?: boolean
  role?: { value?: unknown }
  name?: { value?: unknown }
  description?: { value?: unknown }
  value?: { value?: unknown }
  properties?: { name: string; value?: { value?: unknown } }[]
}

const textProperties = ['roledescription', 'placeholder', 'valuetext', 'keyshortcuts']

/** Each piece of text the page offers, with where it was met. */
async function readableTexts(page: Page): Promise<{ where: string; text: string }[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  await cdp.detach()
  const texts: { where: string; text: string }[] = []
  for (const node of nodes.filter((n) => !n.ignored)) {
    const role = String(node.role?.value ?? '')
    for (const [key, value] of [
      ['name', node.name?.value],
      ['description', node.description?.value],
      ['value', node.value?.value],
      // The properties that are words (not a link's URL, not a state).
      ...(node.properties ?? []).filter((p) => textProperties.includes(p.name)).map((p) => [p.name, p.value?.value] as const),
    ] as const)
      if (typeof value === 'string' && value.trim()) texts.push({ where: `${role} ${key}`, text: value })
  }
  const fromDom = await page.evaluate(() => {
    const found: { where: string; text: string }[] = [{ where: 'document title', text: document.title }]
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'aria-description']
    for (const el of document.querySelectorAll(attributes.map((a) => `[${a}]`).join(',')))
      for (const attribute of attributes) {
        const value = el.getAttribute(attribute)
        if (value) found.push({ where: `<${el.tagName.toLowerCase()} ${attribute}>`, text: value })
      }
    for (const el of document.querySelectorAll('[lang]'))
      if (!/^fr\b/i.test(el.getAttribute('lang') ?? '')) found.push({ where: `<${el.tagName.toLowerCase()} lang>`, text: `lang=${el.getAttribute('lang')}` })
    return found
  })
  return [...texts, ...fromDom]
}

/** The English met, one line each ("where: text (words)"), none expected. */
export async function englishOn(page: Page): Promise<string[]> {
  const lines = (await readableTexts(page)).flatMap(({ where, text }) => {
    const found = text.startsWith('lang=') ? [text] : englishIn(text)
    return found.length ? [`${where}: ${JSON.stringify(text)} (${found.join(', ')})`] : []
  })
  return [...new Set(lines)]
}
