// The legal pages quote the owner's facts rather than retyping them: with another set of facts in
// place of lib/owner.ts (as OWNER_FACTS does for a build), the rendered page shows the new values.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import * as siteOwner from '../../lib/owner'

vi.mock('../../lib/owner', async () => await import('../fixtures/owner.complete'))

const render = async () => {
  const { LegalArticle } = await import('../../components/articles/LegalArticle')
  const { legalNotice, termsOfSale } = await import('../../lib/content/pageContent/legal')
  return [legalNotice, termsOfSale].map((page) =>
    renderToStaticMarkup(
      <LegalArticle title={page.title} intro={page.intro} lastUpdated={{ iso: page.lastUpdated, label: page.lastUpdated }} sections={page.sections} />,
    ),
  )
}

describe('the legal pages rendered from another set of facts', () => {
  it('show its registration, VAT number, director and mediator, and none of the placeholders', async () => {
    const complete = await vi.importActual<typeof import('../fixtures/owner.complete')>('../fixtures/owner.complete')
    const placeholders = await vi.importActual<typeof siteOwner>('../../lib/owner')
    const [notice = '', terms = ''] = await render()
    expect(notice).toContain(complete.legalIdentity.siren)
    expect(notice).toContain(complete.legalIdentity.vatNumber)
    expect(notice).toContain(complete.legalIdentity.publicationDirector.name)
    expect(notice).toContain(complete.dataHost.phone)
    expect(terms).toContain(`href="${complete.mediator.website}"`)
    expect(notice + terms).not.toContain(placeholders.legalIdentity.siren)
    expect(notice + terms).not.toContain(placeholders.mediator.name)
  })
})
