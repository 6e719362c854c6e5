import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPages, clientDir } from './builtSite'
import { findAll } from './parseHtml'

const servicePages = builtPages.filter((page) => /^\/(services|horlogerie)\/[^/]+$/.test(page.path))

describe('prerendered service pages', () => {
  it('are there to check', () => {
    expect(servicePages.map((p) => p.path)).toEqual(expect.arrayContaining(['/services/creation-sur-mesure', '/horlogerie/reparation-montres']))
  })

  it.each(servicePages.map((p) => [p.path, p] as const))('%s shows its illustration, a file the build contains', (_, page) => {
    const art = findAll(page.document, (el) => el.tag === 'img' && /^\/art\/[^/]+\.svg$/.test(el.attrs.src ?? ''))
    expect(art, 'an <img src="/art/….svg"> in the page').toHaveLength(1)
    const src = art[0]!.attrs.src!
    expect(existsSync(join(clientDir, src)), `${src} in dist/client`).toBe(true)
  })
})
