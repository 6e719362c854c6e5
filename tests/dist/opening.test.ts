// Every page is first drawn once its header and its opening are parsed whole (lib/mainContent.ts):
// its head holds a render-blocking `<link rel="expect">`, and the element it names closes the
// opening. A target a page lacks would hold its first paint until the whole document is parsed; a
// target before the heading would let a half-parsed opening be drawn, then move. For the browsers
// that ignore the link, a stylesheet the page links hides its body until the same element (or the
// footer after its main content) is parsed.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPages, clientDir } from './builtSite'
import { findAll } from './parseHtml'

const stylesheets = new Map<string, string>()
const stylesheet = (href: string) => stylesheets.get(href) ?? stylesheets.set(href, readFileSync(join(clientDir, href), 'utf8')).get(href)!

describe('the first paint of every prerendered page', () => {
  it('has pages to check, the 404 among them', () => {
    expect(builtPages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/contact', '/cgv', '/404', '/services/achat-or']))
  })

  it.each(builtPages.map((p) => [p.path, p] as const))('%s waits for the end of its opening, after its heading', (_, page) => {
    const [head] = findAll(page.document, (el) => el.tag === 'head')
    const waits = findAll(head!, (el) => el.tag === 'link' && el.attrs.rel === 'expect')
    expect(waits.map((link) => link.attrs.blocking), 'render-blocking expect links').toEqual(['render'])
    const id = /^#(.+)$/.exec(waits[0]!.attrs.href ?? '')?.[1]
    expect(id, 'the link names an element by its id').toBeTruthy()
    const targets = findAll(page.document, (el) => el.attrs.id === id)
    expect(targets, `elements with id ${id}`).toHaveLength(1)
    const target = targets[0]!
    const [main] = findAll(page.document, (el) => el.tag === 'main')
    const headings = findAll(main!, (el) => el.tag === 'h1')
    expect(headings, 'one h1 in main').toHaveLength(1)
    const heading = headings[0]!
    // The heading's section (or article) is the page's opening; the target follows the heading in it.
    let opening = heading.parent
    while (opening && opening.tag !== 'section' && opening.tag !== 'article') opening = opening.parent
    expect(opening, 'the section or article holding the h1').toBeTruthy()
    const inOrder = findAll(opening!, (el) => el === heading || el === target)
    expect(inOrder, 'the heading, then the target, inside the opening').toEqual([heading, target])
    expect(target.attrs.hidden, 'the target draws nothing').toBe('')
    const linked = findAll(head!, (el) => el.tag === 'link' && el.attrs.rel === 'stylesheet').map((link) => stylesheet(link.attrs.href!))
    const hiddenUntil = `body:not(:has(#${id},#${main!.attrs.id}~footer)){visibility:hidden}`
    expect(
      linked.some((css) => css.includes(hiddenUntil)),
      hiddenUntil,
    ).toBe(true)
  })
})
