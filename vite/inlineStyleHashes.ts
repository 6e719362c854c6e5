// sonner injects its stylesheet as a <style> element. Rather than allowing inline styles, the CSP
// allows exactly that stylesheet by its SHA-256, read from the installed package at build time.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** sonner appends an empty <style> first and fills it next: both states must be allowed. */
export function sonnerStyleHashes(): string[] {
  const require = createRequire(import.meta.url)
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal) throw new Error('sonner no longer injects its CSS with __insertCSS: update vite/inlineStyleHashes.ts')
  return [sha256(''), sha256(JSON.parse(literal) as string)]
}
