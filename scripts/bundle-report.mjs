// @ts-check
// First-load JavaScript of every prerendered page: the entry script plus every module the HTML
// preloads, gzip-compressed. Fails over the budget, or if Supabase code is in any first load.
// Usage: node scripts/bundle-report.mjs [--json] (after `vike build`).
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

export const budgetKb = 110
const root = 'dist/client'
// Strings only Supabase's client libraries contain.
const supabaseMarkers = ['PostgrestClient', 'StorageClient', 'GoTrueClient', 'x-client-info', 'supabase-js']

/** @param {string} dir @returns {string[]} */
const htmlFiles = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f))

/** Scripts a page loads on its own: script tags, module preloads, and what the bootstrap
 * (vite/deferScripts.ts) loads after the first paint, named in its data attributes.
 * @param {string} html */
export function firstLoadScripts(html) {
  const srcs = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/\sdata-entry="([^"]+)"/g),
  ].map((m) => m[1] ?? '')
  const deferred = [...html.matchAll(/\sdata-preload="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' '))
  return [...new Set([...srcs, ...deferred])].filter((s) => s.endsWith('.js'))
}

export function bundleReport() {
  return htmlFiles(root)
    .map((file) => {
      const scripts = firstLoadScripts(readFileSync(file, 'utf8'))
      let gzipBytes = 0
      const supabase = []
      for (const src of scripts) {
        const code = readFileSync(join(root, src))
        gzipBytes += gzipSync(code, { level: 9 }).length
        const text = code.toString('utf8')
        if (supabaseMarkers.some((m) => text.includes(m))) supabase.push(src)
      }
      const route =
        '/' +
        relative(root, file)
          .replace(/(^|\/)index\.html$/, '')
          .replace(/\.html$/, '')
      return { route, scripts: scripts.length, bytes: gzipBytes, kb: Math.round((gzipBytes / 1024) * 10) / 10, supabase }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = bundleReport()
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2))
  else for (const r of report) console.log(`${r.kb.toFixed(1).padStart(6)} KB  ${String(r.scripts).padStart(2)} fichiers  ${r.route}`)
  // On the bytes, not the rounded figure: 110.04 KB is over a 110 KB budget.
  const over = report.filter((r) => r.bytes > budgetKb * 1024)
  const leaking = report.filter((r) => r.supabase.length > 0)
  for (const r of over) console.error(`Budget dépassé : ${r.route} charge ${(r.bytes / 1024).toFixed(2)} KB de JavaScript (max ${budgetKb} KB).`)
  for (const r of leaking) console.error(`Code Supabase au premier chargement de ${r.route} : ${r.supabase.join(', ')}`)
  if (report.length === 0) console.error('Aucune page trouvée : lancez la construction (vike build) avant.')
  process.exit(over.length || leaking.length || report.length === 0 ? 1 : 0)
}
