// The icons as the visitor's browser receives them: each an <svg><use> pointing at a symbol the
// page's own HTML holds, every page holding every symbol (a client-side navigation keeps the first
// page's), none of them in the JavaScript; and no stylesheet draws an icon as an SVG data URI (they
// cost a slow phone's style recalculation dearly: docs/decisions/icons-in-html.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtFiles, builtPages, clientDir } from './builtSite'
import { findAll, type HtmlElement } from './parseHtml'

const uses = (document: HtmlElement) => findAll(document, (el) => el.tag === 'use').map((use) => use.attrs.href ?? '')
const symbolIds = (document: HtmlElement) => findAll(document, (el) => el.tag === 'symbol').map((symbol) => symbol.attrs.id ?? '')

describe('the icons of the prerendered pages', () => {
  it('are drawn on every page, each from a symbol of the page itself', () => {
    for (const page of builtPages) {
      const hrefs = uses(page.document)
      expect(hrefs.length, page.path).toBeGreaterThan(0)
      const ids = new Set(symbolIds(page.document))
      expect(hrefs.filter((href) => !href.startsWith('#') || !ids.has(href.slice(1))), page.path).toEqual([])
    }
  })

  it('every page holds the same symbols, each once, with a view box, in a hidden <svg>', () => {
    // Unhidden, an <svg> with no size of its own takes 300 by 150 px at the top of the page.
    const css = builtFiles('.css').map((file) => readFileSync(join(clientDir, file), 'utf8'))
    expect(css.some((sheet) => /(^|\})\.hidden\{display:none\}/.test(sheet))).toBe(true)
    const [first, ...others] = builtPages.map((page) => symbolIds(page.document))
    expect(new Set(first).size).toBe(first!.length)
    for (const ids of others) expect(ids).toEqual(first)
    for (const page of builtPages) {
      const sprites = findAll(page.document, (el) => el.tag === 'svg' && el.children.some((child) => typeof child !== 'string' && child.tag === 'symbol'))
      expect(sprites, page.path).toHaveLength(1)
      expect(sprites[0]!.attrs, page.path).toMatchObject({ id: 'icon-symbols', class: 'hidden', 'aria-hidden': 'true' })
      for (const symbol of findAll(sprites[0]!, (el) => el.tag === 'symbol')) expect(symbol.attrs.viewbox, symbol.attrs.id).toMatch(/^0 0 \d+ \d+$/)
    }
  })

  it('are hidden from screen readers', () => {
    const svgs = builtPages.flatMap((page) => findAll(page.document, (el) => el.tag === 'svg' && findAll(el, (c) => c.tag === 'use').length > 0))
    expect(svgs.length).toBeGreaterThan(0)
    expect(svgs.filter((svg) => svg.attrs['aria-hidden'] !== 'true')).toEqual([])
  })

  it('are not in the JavaScript', () => {
    const scripts = builtFiles('.js')
    expect(scripts.length).toBeGreaterThan(0)
    // Each symbol's drawing, as the page holds it: path data has no quotes a script would escape.
    const drawings = findAll(builtPages[0]!.document, (el) => el.tag === 'symbol').flatMap((symbol) => findAll(symbol, (el) => el.attrs.d !== undefined).map((el) => el.attrs.d!))
    expect(drawings.length).toBeGreaterThan(60)
    for (const file of scripts) {
      const code = readFileSync(join(clientDir, file), 'utf8')
      expect(drawings.filter((d) => d.length > 24 && code.includes(d)), file).toEqual([])
    }
  })

  it('are not drawn by any stylesheet as an SVG data URI', () => {
    const stylesheets = builtFiles('.css')
    expect(stylesheets.length).toBeGreaterThan(0)
    for (const file of stylesheets) expect(readFileSync(join(clientDir, file), 'utf8'), file).not.toMatch(/url\(["']?data:image\/svg\+xml/)
  })
})
