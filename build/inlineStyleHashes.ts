// sonner injects its stylesheet as a <style> element. Rather than allowing inline styles, the CSP
// allows exactly that stylesheet by its SHA-256, read from the installed package at build time.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url)
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal) throw new Error('sonner no longer injects its CSS with __insertCSS: update build/inlineStyleHashes.ts')
  const css = JSON.parse(literal) as string
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`
}
