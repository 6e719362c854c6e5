// Rewrites each prerendered page so its module scripts are requested after the first paint: the
// entry script and the module preloads Vike writes become attributes of one small deferred
// bootstrap (vite/runtime/boot.js, content-hashed under /assets/). Runs before the service
// worker's precache manifest is computed, so the precached pages are the rewritten ones.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { minifySync, type Plugin } from 'vite'

const entryScript = /<script src="([^"]+)" type="module" async><\/script>/
const modulePreload = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">/g

export function rewritePage(html: string, bootUrl: string): string {
  const entry = entryScript.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1])
  return html
    .replace(modulePreload, '')
    .replace(entryScript, `<script src="${bootUrl}" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`)
}

export function deferScripts(outDir = 'dist/client'): Plugin {
  return {
    name: 'atelier:defer-scripts',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (this.environment?.name !== 'ssr') return
        // Minified: it is part of every page's first load, and its comments are for this repository.
        const boot = minifySync('boot.js', readFileSync(new URL('./runtime/boot.js', import.meta.url), 'utf8')).code
        const bootUrl = `/assets/boot.${createHash('sha256').update(boot).digest('hex').slice(0, 10)}.js`
        writeFileSync(join(outDir, bootUrl), boot)
        for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!file.endsWith('.html')) continue
          const path = join(outDir, file)
          writeFileSync(path, rewritePage(readFileSync(path, 'utf8'), bootUrl))
        }
      },
    },
  }
}
