import { describe, expect, it } from 'vitest'
import { rewritePage } from '../../vite/deferScripts'
import { firstLoadScripts } from '../../scripts/bundle-report.mjs'

const page = `<head><script src="/assets/entries/entry.abc.js" type="module" async></script>
<link rel="modulepreload" href="/assets/entries/page.def.js" as="script" type="text/javascript">
<link rel="modulepreload" href="/assets/chunks/chunk-1.js" as="script" type="text/javascript"></head>`

describe('scripts deferred until the first paint', () => {
  it('moves the entry and the module preloads into the bootstrap tag', () => {
    const html = rewritePage(page, '/assets/boot.123.js')
    expect(html).not.toMatch(/modulepreload|type="module"/)
    expect(html).toContain(
      '<script src="/assets/boot.123.js" defer data-entry="/assets/entries/entry.abc.js" data-preload="/assets/entries/page.def.js /assets/chunks/chunk-1.js"></script>',
    )
  })

  it('still counts every deferred script in the first-load budget', () => {
    const scripts = firstLoadScripts(rewritePage(page, '/assets/boot.123.js'))
    expect(scripts.sort()).toEqual(['/assets/boot.123.js', '/assets/chunks/chunk-1.js', '/assets/entries/entry.abc.js', '/assets/entries/page.def.js'])
  })

  it('leaves a page without a module entry untouched', () => {
    expect(rewritePage('<p>rien</p>', '/assets/boot.1.js')).toBe('<p>rien</p>')
  })
})
