// The workshop's phone, e-mail and WhatsApp as the build wrote them: one value the build read (the
// database's « Fiche de l'atelier », or the owner's facts when it could read none), said alike by
// every page's JSON-LD, every tel:, mailto: and wa.me link, every footer and the legal notice,
// whatever that value is.
import { describe, expect, it } from 'vitest'
import { builtPage, builtPages } from './builtSite'
import { findAll, textOf, type HtmlElement } from './parseHtml'

const storeOf = (document: HtmlElement) =>
  findAll(document, (el) => el.tag === 'script' && el.attrs.type === 'application/ld+json')
    .map((script) => JSON.parse(String(script.children[0] ?? 'null')) as { '@type'?: string; telephone?: string; email?: string })
    .find((block) => block['@type'] === 'JewelryStore')

const stores = builtPages.map((page) => storeOf(page.document)).filter((store) => store !== undefined)
const [{ telephone = '', email = '' } = {}] = stores
/** '+33145206412' -> '01 45 20 64 12', as the pages write it. */
const written = `0${telephone.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ')
const spaced = (text: string) => text.replace(/\s+/gu, ' ')
const linksOf = (document: HtmlElement, scheme: RegExp) =>
  findAll(document, (el) => el.tag === 'a' && scheme.test(el.attrs.href ?? '')).map((a) => a.attrs.href)

describe('the workshop’s contact the build read', () => {
  it('is one French number and one address in the JSON-LD of every page that has it', () => {
    expect(stores.length).toBeGreaterThan(10)
    expect(telephone).toMatch(/^\+33[1-9]\d{8}$/)
    expect(email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@.]+$/)
    for (const store of stores) expect(store).toMatchObject({ telephone, email })
  })

  it('is every page’s tel: and mailto: link, and the WhatsApp link is to one number', () => {
    const whatsapp = new Set<string>()
    for (const page of builtPages) {
      for (const href of linksOf(page.document, /^tel:/)) expect(href, page.path).toBe(`tel:${telephone}`)
      for (const href of linksOf(page.document, /^mailto:/)) expect(href, page.path).toBe(`mailto:${email}`)
      for (const href of linksOf(page.document, /^https:\/\/wa\.me\//)) whatsapp.add(href!)
    }
    expect(whatsapp.size).toBeLessThanOrEqual(1)
  })

  it('is written in every footer and in the legal notice', () => {
    for (const page of builtPages) {
      const [footer] = findAll(page.document, (el) => el.tag === 'footer')
      const text = spaced(textOf(footer!))
      expect(text, page.path).toContain(written)
      expect(text, page.path).toContain(email)
    }
    const notice = spaced(textOf(builtPage('/mentions-legales').document))
    expect(notice).toContain(`Téléphone : ${written}`)
    expect(notice).toContain(email)
  })
})
