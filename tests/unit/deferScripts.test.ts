import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bootScript, rewritePage } from '../../vite/deferScripts'
import { firstLoadScripts } from '../../scripts/bundle-report.mjs'

const page = `<head><script src="/assets/entries/entry.abc.js" type="module" async></script>
<link rel="modulepreload" href="/assets/entries/page.def.js" as="script" type="text/javascript">
<link rel="modulepreload" href="/assets/chunks/chunk-1.js" as="script" type="text/javascript"></head>`

describe('scripts deferred until the first paint', () => {
  it('moves the entry and the module preloads into the bootstrap, written into the page', () => {
    const html = rewritePage(page, 'boot()')
    expect(html).not.toMatch(/modulepreload|type="module"/)
    expect(html).toContain(
      '<script data-entry="/assets/entries/entry.abc.js" data-preload="/assets/entries/page.def.js /assets/chunks/chunk-1.js">boot()</script>',
    )
  })

  it('still counts every deferred script in the first-load budget', () => {
    const scripts = firstLoadScripts(rewritePage(page, 'boot()'))
    expect(scripts.sort()).toEqual(['/assets/chunks/chunk-1.js', '/assets/entries/entry.abc.js', '/assets/entries/page.def.js'])
  })

  it('leaves a page without a module entry untouched', () => {
    expect(rewritePage('<p>rien</p>', 'boot()')).toBe('<p>rien</p>')
  })

  it("gives the CSP the hash of the very text a page carries (a page's script the CSP does not name never runs)", () => {
    const { code, cspHash } = bootScript()
    const inPage = /<script data-entry[^>]*>([\s\S]*?)<\/script>/.exec(rewritePage(page, code))?.[1]
    expect(inPage).toBe(code)
    expect(cspHash).toBe(`'sha256-${createHash('sha256').update(inPage!, 'utf8').digest('base64')}'`)
  })
})
