// « Tarifs » as the build wrote it (features/price-guide): the lines the build read from the
// database, or none. With lines, /tarifs and each service page that has some show the same ones,
// each with a valid Offer (PriceSpecification, EUR, VAT included) on the service's JSON-LD, and every
// service page links to /tarifs; with none, /tarifs says the prices are being prepared and no page
// shows a price or an Offer. Either way the legal wording is there and every page's footer links to it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../lib/content/catalogue'
import { priceGuidePending } from '../../lib/content/pageContent/priceGuide'
import { absoluteUrl } from '../../lib/site'
import { builtPage, builtPages, clientDir } from './builtSite'
import { findAll, textOf, type HtmlElement } from './parseHtml'

interface Offer {
  '@type': string
  name: string
  description?: string
  url: string
  price: string
  priceCurrency: string
  priceSpecification: { '@type': string; price: string; minPrice: string; priceCurrency: string; valueAddedTaxIncluded: boolean }
}
interface JsonLd {
  '@type'?: string
  url?: string
  offers?: Offer[]
}

const jsonLdOf = (document: HtmlElement): JsonLd[] =>
  findAll(document, (el) => el.tag === 'script' && el.attrs.type === 'application/ld+json').map((script) => JSON.parse(String(script.children[0])) as JsonLd)

/** The lines a section draws: each card's title and its « À partir de … € TTC, … » sentence, read back as an amount. */
function linesOf(section: HtmlElement) {
  return findAll(section, (el) => el.tag === 'li' && findAll(el, (child) => child.tag === 'h3').length > 0).map((card) => {
    const sentence = textOf(findAll(card, (el) => el.tag === 'p')[0] ?? '')
    const match = /^À partir de ([\d ]+(?:,\d\d)?) € TTC(?:, (.+))?$/.exec(sentence)
    expect(match, sentence).not.toBeNull()
    return {
      name: textOf(findAll(card, (el) => el.tag === 'h3')[0] ?? ''),
      price: Number(match![1]!.replace(/ /g, '').replace(',', '.')).toFixed(2),
      description: match![2],
    }
  })
}

const sectionOf = (document: HtmlElement, id: string) => findAll(document, (el) => el.tag === 'section' && el.attrs.id === id)[0]
const offersOf = (document: HtmlElement, path: string) => jsonLdOf(document).find((block) => block['@type'] === 'Service' && block.url === absoluteUrl(path))?.offers

const guide = builtPage('/tarifs').document
const priced = catalogue.map((entry) => ({ entry, section: sectionOf(guide, entry.slug) })).filter(({ section }) => section)

describe('the price guide', () => {
  it('states the prices TTC, the written quote before any work beyond them, and the law it follows', () => {
    const text = textOf(guide)
    for (const words of ['toutes taxes comprises (TTC)', 'devis écrit et gratuit', 'conditions générales de vente', 'L. 112-1 du Code de la consommation', 'arrêté du 3 décembre 1987'])
      expect(text).toContain(words)
  })

  it('is linked from every page’s footer and listed in the sitemap', () => {
    for (const page of builtPages.filter((p) => findAll(p.document, (el) => el.tag === 'footer').length > 0))
      expect(findAll(page.document, (el) => el.tag === 'footer' && findAll(el, (a) => a.tag === 'a' && a.attrs.href === '/tarifs').length > 0), page.path).toHaveLength(1)
    expect(readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${absoluteUrl('/tarifs')}</loc>`)
  })

  it('gives each line on /tarifs a valid Offer of its service, and shows the same lines with the same Offers on the service’s page', () => {
    for (const { entry, section } of priced) {
      const lines = linesOf(section!)
      expect(lines.length, entry.slug).toBeGreaterThan(0)
      const offers = offersOf(guide, entry.path)
      expect(offers?.map(({ name, price, description }) => ({ name, price, description })), entry.slug).toEqual(lines)
      for (const offer of offers ?? []) {
        expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', url: absoluteUrl(entry.path) })
        expect(Number(offer.price)).toBeGreaterThan(0)
        expect(offer.price).toMatch(/^\d+\.\d\d$/)
        expect(offer.priceSpecification).toEqual({
          '@type': 'PriceSpecification',
          price: offer.price,
          minPrice: offer.price,
          priceCurrency: 'EUR',
          valueAddedTaxIncluded: true,
        })
      }
      const page = builtPage(entry.path).document
      const own = sectionOf(page, 'tarifs')
      expect(own, entry.path).toBeDefined()
      expect(linesOf(own!)).toEqual(lines)
      expect(offersOf(page, entry.path)).toEqual(offers)
    }
  })

  it('shows no price and no Offer on a service page whose service has none on /tarifs; with none at all, says they are being prepared', () => {
    for (const entry of catalogue.filter((e) => !priced.some(({ entry: p }) => p.slug === e.slug))) {
      const page = builtPage(entry.path).document
      expect(sectionOf(page, 'tarifs'), entry.path).toBeUndefined()
      expect(offersOf(page, entry.path), entry.path).toBeUndefined()
    }
  })

  it('is linked from every service page, besides its footer, while it lists a price, and from none of them while it lists none', () => {
    for (const entry of catalogue) {
      const links = findAll(builtPage(entry.path).document, (el) => el.tag === 'a' && el.attrs.href === '/tarifs')
      expect(links.length, entry.path).toBe(priced.length > 0 ? 2 : 1)
    }
    if (priced.length === 0) {
      expect(textOf(guide)).toContain(priceGuidePending.title)
      expect(jsonLdOf(guide).filter((block) => block.offers)).toEqual([])
    } else expect(textOf(guide)).not.toContain(priceGuidePending.title)
  })
})
