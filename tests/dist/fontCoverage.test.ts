// The web fonts are cut down to the characters the site uses (vite/selfHostedFonts.ts). Read from
// what the build emits: the faces its stylesheets declare, the characters those files can draw, and
// the text of every prerendered page, which each page preloads the faces for.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { builtFiles, builtPages, clientDir } from './builtSite'
import { findAll, textOf, type HtmlElement } from './parseHtml'

const stylesheets = builtFiles('.css').map((file) => readFileSync(join(clientDir, file), 'utf8'))
const fontFaces = stylesheets.flatMap((css) =>
  [...css.matchAll(/@font-face\{([^}]*)\}/g)].flatMap(([, rule]) => {
    const family = /font-family:\s*["']?([^;"']+)/.exec(rule!)?.[1]
    const url = /src:\s*url\(["']?([^)"']+\.woff2)/.exec(rule!)?.[1]
    return family && url ? [{ family, url }] : []
  }),
)
// One file may back several faces (styles/fonts.css): each file under the first family naming it.
const webFonts = fontFaces.filter((face, index) => fontFaces.findIndex((other) => other.url === face.url) === index)

async function charactersOf(url: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(join(clientDir, url)), 'truetype')
  return new Set(new Face(new Blob(sfnt)).collectUnicodes())
}

/** What a visitor can read on a page: its text and the hints its fields show. */
const readableText = (document: HtmlElement) =>
  textOf(document) +
  findAll(document, (element) => 'placeholder' in element.attrs)
    .map((element) => element.attrs.placeholder)
    .join('')

/** The superscript letters of French ordinals (1ᵉʳ, 16ᵉ) and the per mille of the gold titles (750 ‰). */
const drawnBySystemFont = new Set(['ᵉ', 'ʳ', '‰'])

describe('the web fonts', () => {
  it('are declared by the stylesheets, the serif and the sans', () => {
    expect(webFonts.map((face) => face.family).sort()).toEqual(['Cormorant Garamond', 'Inter'])
  })

  it('draw every character of the prerendered text they set: the sans all of it, the serif its headings and display lines', async () => {
    // The serif sets the elements styled with it (uno.config.ts: `font-serif`, the `heading-*` shortcuts).
    const serifText = (document: HtmlElement) =>
      findAll(document, (element) => /(^|\s)(font-serif|heading-\d)(\s|$)/.test(element.attrs.class ?? ''))
        .map(textOf)
        .join('')
    const textFor = { Inter: readableText, 'Cormorant Garamond': serifText } as Record<string, (document: HtmlElement) => string>
    for (const face of webFonts) {
      const used = new Map<string, string>()
      for (const page of builtPages) for (const character of textFor[face.family]!(page.document)) if (!used.has(character)) used.set(character, page.path)
      expect(used.size, face.family).toBeGreaterThan(40)
      const drawn = await charactersOf(face.url)
      // A space the face lacks is drawn by the next font of the stack, as a space: nothing to see.
      // Three characters neither package's Latin file carries (Inter has the ordinals' superscript
      // letters in its latin-ext file only, Cormorant has none of them): the system font draws them.
      const missing = [...used].filter(([character]) => !drawn.has(character.codePointAt(0)!) && !/\s/.test(character) && !drawnBySystemFont.has(character))
      expect(
        missing.map(([character, path]) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} « ${character} » (${path})`),
        face.family,
      ).toEqual([])
    }
  })

  it('are preloaded by every page, so a first visit can have them at its first paint', () => {
    for (const page of builtPages) {
      const preloads = findAll(page.document, (element) => element.tag === 'link' && element.attrs.rel === 'preload' && element.attrs.as === 'font')
      expect(preloads.map((link) => link.attrs.href).sort(), page.path).toEqual(webFonts.map((face) => face.url).sort())
      for (const link of preloads) expect('crossorigin' in link.attrs, page.path).toBe(true)
    }
  })
})
