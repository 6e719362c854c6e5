// The fonts are copied from their npm packages into public/fonts/ under versioned names, outside
// Vite's asset graph (Vike would preload them at high priority, competing with the stylesheet on a
// slow phone connection); lib/fonts/loadFonts.ts loads them once the page has painted.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

export const fontFiles = [
  { pkg: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2', as: 'inter-latin-wght' },
  { pkg: '@fontsource-variable/cormorant-garamond', file: 'cormorant-garamond-latin-wght-normal.woff2', as: 'cormorant-garamond-latin-wght' },
] as const

const version = (pkg: string) => (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version

/** Public URL of a font, e.g. /fonts/inter-latin-wght-5.3.0.woff2 */
export const fontUrl = (font: (typeof fontFiles)[number]) => `/fonts/${font.as}-${version(font.pkg)}.woff2`

export function selfHostedFonts(publicDir = 'public'): Plugin {
  return {
    name: 'atelier:self-hosted-fonts',
    configResolved() {
      mkdirSync(join(publicDir, 'fonts'), { recursive: true })
      for (const font of fontFiles) {
        copyFileSync(join(dirname(require.resolve(`${font.pkg}/package.json`)), 'files', font.file), join(publicDir, fontUrl(font)))
      }
    },
    // The font loader reads the versioned URLs from this constant.
    config() {
      return { define: { __FONT_URLS__: JSON.stringify(Object.fromEntries(fontFiles.map((font) => [font.as, fontUrl(font)]))) } }
    },
  }
}
