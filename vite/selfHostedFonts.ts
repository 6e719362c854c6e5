// The fonts are copied from their npm packages into public/fonts/ under versioned names, outside
// Vite's asset graph (Vike would preload them at high priority, competing with the stylesheet on a
// slow phone connection). styles/fonts.css declares them; the build stops if it names other files
// (a package updated, a name changed), which would leave every page in its fallback fonts.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

// Each package's manifest resolved by its name written out, which is how knip sees the package used.
const fontFiles = [
  { manifest: require.resolve('@fontsource-variable/inter/package.json'), file: 'inter-latin-wght-normal.woff2', as: 'inter-latin-wght' },
  {
    manifest: require.resolve('@fontsource-variable/cormorant-garamond/package.json'),
    file: 'cormorant-garamond-latin-wght-normal.woff2',
    as: 'cormorant-garamond-latin-wght',
  },
] as const

type FontFile = (typeof fontFiles)[number]
const packageOf = (font: FontFile) => JSON.parse(readFileSync(font.manifest, 'utf8')) as { name: string; version: string }

/** Public URL of a font, e.g. /fonts/inter-latin-wght-5.3.0.woff2 */
const fontUrl = (font: FontFile) => `/fonts/${font.as}-${packageOf(font).version}.woff2`

export function selfHostedFonts(publicDir = 'public', stylesheet = 'styles/fonts.css'): Plugin {
  return {
    name: 'atelier:self-hosted-fonts',
    configResolved() {
      mkdirSync(join(publicDir, 'fonts'), { recursive: true })
      const declared = readFileSync(stylesheet, 'utf8')
      for (const font of fontFiles) {
        if (!declared.includes(`url('${fontUrl(font)}')`)) throw new Error(`${stylesheet} must declare ${packageOf(font).name} as url('${fontUrl(font)}').`)
        copyFileSync(join(dirname(font.manifest), 'files', font.file), join(publicDir, fontUrl(font)))
      }
    },
  }
}
