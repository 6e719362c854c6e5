import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { keepFirstRenderUrl } from '../../vite/vikeFirstRenderUrl'

const vikeClient = new URL('../../node_modules/vike/dist/client/runtime-client-routing/renderPageClient.js', import.meta.url)

describe("the first render keeps the visitor's address (vite/vikeFirstRenderUrl.ts)", () => {
  it('guards the one call that pushes the address, in the installed Vike', () => {
    const source = readFileSync(vikeClient, 'utf8')
    const changed = keepFirstRenderUrl(source)
    const guarded = 'if (!isFirstRender) changeUrl(urlOriginal, overwriteLastHistoryEntry);'
    expect(changed).toContain(guarded)
    expect(changed.replace(guarded, 'changeUrl(urlOriginal, overwriteLastHistoryEntry);')).toBe(source)
  })

  it('stops the build when a new Vike no longer has that call', () => {
    expect(() => keepFirstRenderUrl('const isFirstRender = true; changeUrl(url);')).toThrow(/should appear once/)
  })
})
