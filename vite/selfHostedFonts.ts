// The web fonts, cut at build time from their npm packages down to the glyphs, weights and layout
// features the site uses (subset-font, HarfBuzz's subsetter), into assets/fonts/. styles/fonts.css
// names them there, so Vite gives them content-hashed names and Vike preloads them on every page:
// a first visit can have them at its first paint.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { fontGlyphs } from './fontGlyphs.ts'

const require = createRequire(import.meta.url)

// The features browsers apply to text by default; the others (tabular or fractional figures…) only
// when the CSS asks with font-variant or font-feature-settings, which this site's CSS does not.
const defaultFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn']

// Each package's manifest resolved by its name written out, which is how knip sees the package used.
// The weight range is the one the CSS uses (regular to bold for text; headings from light).
const fonts = [
  {
    manifest: require.resolve('@fontsource-variable/inter/package.json'),
    file: 'inter-latin-wght-normal.woff2',
    as: 'inter.woff2',
    wght: { min: 400, max: 700 },
  },
  {
    manifest: require.resolve('@fontsource-variable/cormorant-garamond/package.json'),
    file: 'cormorant-garamond-latin-wght-normal.woff2',
    as: 'cormorant-garamond.woff2',
    wght: { min: 300, max: 700 },
  },
] as const

const inputsOf = (font: (typeof fonts)[number], source: Buffer) =>
  createHash('sha256')
    .update(source)
    .update(JSON.stringify([fontGlyphs, defaultFeatures, font.wght]))
    .digest('hex')

/** Writes each cut font to `outDir`, again only when its source, glyphs or options changed. */
async function writeFontSubsets(outDir: string) {
  mkdirSync(outDir, { recursive: true })
  for (const font of fonts) {
    const source = readFileSync(join(dirname(font.manifest), 'files', font.file))
    const stamp = join(outDir, `${font.as}.inputs`)
    const inputs = inputsOf(font, source)
    if (existsSync(join(outDir, font.as)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) continue
    const subset = await subsetFont(source, fontGlyphs, { targetFormat: 'woff2', keepFeatures: defaultFeatures, variationAxes: { wght: font.wght } })
    writeFileSync(join(outDir, font.as), subset)
    writeFileSync(stamp, inputs)
  }
}

export function selfHostedFonts(outDir = 'assets/fonts'): Plugin {
  return {
    name: 'atelier:self-hosted-fonts',
    async configResolved() {
      await writeFontSubsets(outDir)
    },
  }
}
