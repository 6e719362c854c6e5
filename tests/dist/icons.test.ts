// The icons as the visitor's browser receives them: <svg><use> pointing into one sprite file,
// which holds every symbol the pages name, is cached as an immutable asset and is precached for
// offline visits; and no stylesheet draws an icon as an SVG data URI (a slow phone's style
// recalculation spent about 110 ms on 38 of those on /).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPages, clientDir } from './builtSite'
import { findAll, parseHtml } from './parseHtml'

const uses = builtPages.flatMap((page) =>
  findAll(page.document, (el) => el.tag === 'use').map((use) => ({ page: page.path, href: use.attrs.href ?? '', use })),
)
const sprites = [...new Set(uses.map((u) => u.href.split('#')[0]))]

describe('the icons of the prerendered pages', () => {
  it('are drawn on every page, each from the one sprite file', () => {
    expect(new Set(uses.map((u) => u.page))).toEqual(new Set(builtPages.map((p) => p.path)))
    expect(sprites).toHaveLength(1)
    expect(sprites[0]).toMatch(/^\/assets\/static\/icons\.[0-9a-f]+\.svg$/)
  })

  it('each name a symbol the sprite holds', () => {
    const sprite = parseHtml(readFileSync(join(clientDir, sprites[0]!), 'utf8'))
    const symbols = new Set(findAll(sprite, (el) => el.tag === 'symbol').map((s) => s.attrs.id))
    const missing = uses.filter((u) => !symbols.has(u.href.split('#')[1])).map((u) => `${u.page}: ${u.href}`)
    expect(missing).toEqual([])
    for (const symbol of findAll(sprite, (el) => el.tag === 'symbol')) expect(symbol.attrs.viewbox, symbol.attrs.id).toMatch(/^0 0 \d+ \d+$/)
  })

  it('are hidden from screen readers', () => {
    const svgs = builtPages.flatMap((page) => findAll(page.document, (el) => el.tag === 'svg' && findAll(el, (c) => c.tag === 'use').length > 0))
    expect(svgs.length).toBeGreaterThan(0)
    expect(svgs.filter((svg) => svg.attrs['aria-hidden'] !== 'true')).toEqual([])
  })

  it('come in a file cached for a year and kept by the service worker for offline visits', () => {
    const headers = readFileSync(join(clientDir, '_headers'), 'utf8')
    expect(headers).toMatch(/^\/assets\/\*\n(?: {2}.*\n)*? {2}Cache-Control: public, max-age=31536000, immutable$/m)
    expect(readFileSync(join(clientDir, 'sw.js'), 'utf8')).toContain(`"${sprites[0]!.slice(1)}"`)
  })

  it('are not drawn by any stylesheet as an SVG data URI', () => {
    const stylesheets = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'))
    expect(stylesheets.length).toBeGreaterThan(0)
    for (const file of stylesheets) expect(readFileSync(join(clientDir, file), 'utf8'), file).not.toMatch(/url\(["']?data:image\/svg\+xml/)
  })
})
