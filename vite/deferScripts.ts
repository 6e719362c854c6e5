// Rewrites each prerendered page so its module scripts are requested after the first paint: the
// entry script and the module preloads Vike writes become attributes of one small bootstrap
// (vite/runtime/boot.js), written into the page. Inline, it costs the page no request of its own,
// and the browser runs it with the parsing of the page, not in a task that waits for a file; the
// CSP allows it by its SHA-256 (lib/security/headers.ts). Runs before the service worker's precache
// manifest is computed, so the precached pages are the rewritten ones.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { minifySync, type Plugin } from 'vite'

const entryScript = /<script src="([^"]+)" type="module" async><\/script>/
const modulePreload = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">/g

/** The bootstrap, minified (it is part of every page, and its comments are for this repository),
 * and its CSP source. */
export function bootScript(): { code: string; cspHash: string } {
  const code = minifySync('boot.js', readFileSync(new URL('./runtime/boot.js', import.meta.url), 'utf8')).code.trim()
  if (code.includes('</')) throw new Error('vite/runtime/boot.js must not contain "</": it is written inside a <script> element')
  return { code, cspHash: `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'` }
}

export function rewritePage(html: string, boot: string): string {
  const entry = entryScript.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(modulePreload)].map((m) => m[1])
  return html.replace(modulePreload, '').replace(entryScript, () => `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${boot}</script>`)
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
        const { code } = bootScript()
        for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!file.endsWith('.html')) continue
          const path = join(outDir, file)
          writeFileSync(path, rewritePage(readFileSync(path, 'utf8'), code))
        }
      },
    },
  }
}
