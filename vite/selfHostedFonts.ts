// The fonts are copied from their npm packages into public/fonts/ under versioned names, outside
// Vite's asset graph (Vike would preload them at high priority, competing with the stylesheet on a
// slow phone connection). styles/fonts.css declares them; the build stops if it names other files
// (a package updated, a name changed), which would leave every page in its fallback fonts.
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

export function selfHostedFonts(publicDir = 'public', stylesheet = 'styles/fonts.css'): Plugin {
  return {
    name: 'atelier:self-hosted-fonts',
    configResolved() {
      mkdirSync(join(publicDir, 'fonts'), { recursive: true })
      const declared = readFileSync(stylesheet, 'utf8')
      for (const font of fontFiles) {
        if (!declared.includes(`url('${fontUrl(font)}')`)) throw new Error(`${stylesheet} must declare ${font.pkg} as url('${fontUrl(font)}').`)
        copyFileSync(join(dirname(require.resolve(`${font.pkg}/package.json`)), 'files', font.file), join(publicDir, fontUrl(font)))
      }
    },
  }
}
