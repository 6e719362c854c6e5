// The legal pages as built carry every mention the law asks of them, each taken from the owner's
// facts the build read (lib/owner.ts, or the module OWNER_FACTS names: vitest.config.ts resolves
// the same one).
import { describe, expect, it } from 'vitest'
import { dataHost, legalIdentity, mediator, siteHost } from '../../lib/owner'
import { builtPage } from './builtSite'
import { findAll, textOf } from './parseHtml'

const page = (path: string) => {
  const { document } = builtPage(path)
  const main = findAll(document, (el) => el.tag === 'main')[0] ?? document
  const text = textOf(main).replace(/\s+/g, ' ')
  const links = findAll(main, (el) => el.tag === 'a').map((a) => a.attrs.href)
  return { text, links, footerLinks: findAll(document, (el) => el.tag === 'footer').flatMap((f) => findAll(f, (el) => el.tag === 'a').map((a) => a.attrs.href)) }
}
const oneSpace = (text: string) => text.replace(/\s+/g, ' ')

describe('the mentions légales (LCEN, art. 6-III)', () => {
  const { text, links } = page('/mentions-legales')
  it.each([
    ['the registration number', legalIdentity.siren],
    ['the VAT number', legalIdentity.vatNumber],
    ['the publication director', legalIdentity.publicationDirector.name],
    ['the share capital', legalIdentity.capitalEuros.toLocaleString('fr-FR')],
    ["the site host's name", siteHost.name],
    ["the site host's address", siteHost.address],
    ["the site host's phone", siteHost.phone],
    ["the data host's name", dataHost.name],
    ["the data host's address", dataHost.address],
    ["the data host's phone", dataHost.phone],
    ["the mediator's name", mediator.name],
    ['the law on reviews', 'L. 111-7-2'],
  ])('name %s', (_, value) => expect(text).toContain(oneSpace(value)))
  it("link to the mediator's website", () => expect(links).toContain(mediator.website))
})

describe('the terms of sale', () => {
  const { text, links, footerLinks } = page('/cgv')
  it("name the mediator and link to its website", () => {
    expect(text).toContain(oneSpace(mediator.name))
    expect(links).toContain(mediator.website)
  })
  it('never send the visitor to the shop for what the law requires online', () => expect(text).not.toMatch(/communiquées en boutique/))
  it('state the rules of buying gold: contract, 24-hour withdrawal, no cash', () => {
    expect(text).toMatch(/contrat écrit/)
    expect(text).toMatch(/vingt-quatre heures/)
    expect(text).toMatch(/jamais en espèces/)
    expect(links).toContain('/services/achat-or#prix-achat')
  })
  it('are reached from the footer, as the legal notice is', () => expect(footerLinks).toEqual(expect.arrayContaining(['/cgv', '/mentions-legales'])))
})
