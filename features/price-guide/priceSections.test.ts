import { describe, expect, it } from 'vitest'
import { priceGuidePending, servicePriceSection } from '../../lib/content/pageContent/priceGuide'
import type { Section } from '../../lib/content/types'
import type { PriceLine } from './priceLine'
import { priceGuideSections, priceOffers, withoutServicePrices, withServicePrices } from './priceSections'
import { euroWords, schemaPrice } from './priceWords'

const line = (service: string, label: string, cents: number, description: string | null = null): PriceLine => ({ service, label, cents, description })
const battery = line('remplacement-piles', 'Pile standard', 1500, 'posée en 10 minutes')

describe('the price guide’s words', () => {
  it('writes euros the French way, decimals only when there are cents, and schema.org’s price with a dot', () => {
    expect(euroWords(1500)).toBe('15\u00a0€')
    expect(euroWords(1550)).toBe('15,50\u00a0€')
    expect(euroWords(120000)).toBe('1\u00a0200\u00a0€')
    expect(schemaPrice(1550)).toBe('15.50')
    expect(schemaPrice(1)).toBe('0.01')
  })
})

describe('the price guide’s sections', () => {
  const sections: Section[] = [
    { kind: 'prose', id: 'intro', title: 'Intro', paragraphs: ['Texte.'] },
    { kind: 'faq', id: 'questions', title: 'Questions', items: [] },
    { kind: 'cta', id: 'contact', title: 'Contact', text: 'Écrivez-nous.', actions: [{ label: 'Nous écrire', href: '/contact' }] },
  ]

  it('puts a service’s own lines before its questions and links its closing band to /tarifs', () => {
    const placed = withServicePrices(sections, 'remplacement-piles', [battery, line('remise-a-taille', 'Bague', 4500)])
    expect(placed.map((section) => section.id)).toEqual(['intro', servicePriceSection.id, 'questions', 'contact'])
    expect(placed[1]).toMatchObject({ kind: 'features', items: [{ title: 'Pile standard', description: 'À partir de 15\u00a0€ TTC, posée en 10 minutes' }] })
    expect(placed.at(-1)).toMatchObject({ kind: 'cta', actions: [{ href: '/contact' }, { label: servicePriceSection.allPricesLabel, href: '/tarifs' }] })
  })

  it('gives a service without a line no price, only the link to /tarifs; with no line at all, leaves the page as it is', () => {
    const linked = withServicePrices(sections, 'achat-or', [battery])
    expect(linked.map((section) => section.id)).toEqual(['intro', 'questions', 'contact'])
    expect(linked.at(-1)).toMatchObject({ actions: [{ href: '/contact' }, { href: '/tarifs' }] })
    expect(withServicePrices(sections, 'achat-or', [])).toEqual(sections)
  })

  it('takes a service’s lines and its link to /tarifs out again, so the lines read now can be put in their place', () => {
    const placed = withServicePrices(sections, 'remplacement-piles', [battery])
    expect(withoutServicePrices(placed)).toEqual(sections)
    const changed = withServicePrices(withoutServicePrices(placed), 'remplacement-piles', [line('remplacement-piles', 'Pile de montre', 1800)])
    expect(changed.filter((section) => section.kind === 'features')).toMatchObject([
      { items: [{ title: 'Pile de montre', description: 'À partir de 18\u00a0€ TTC' }] },
    ])
    expect(changed.at(-1)).toMatchObject({ actions: [{ href: '/contact' }, { href: '/tarifs' }] })
  })

  it('says /tarifs is being prepared when there is no line, and lists each service with lines in the catalogue’s order', () => {
    expect(priceGuideSections([])[0]).toMatchObject({ kind: 'prose', title: priceGuidePending.title })
    const listed = priceGuideSections([battery, line('remise-a-taille', 'Bague', 4500), line('inconnu', 'Rien', 100)])
    expect(listed.filter((section) => section.kind === 'features').map((section) => section.id)).toEqual(['remise-a-taille', 'remplacement-piles'])
    expect(listed.some((section) => section.title === priceGuidePending.title)).toBe(false)
  })

  it('gives each line an Offer whose price is VAT included, in euros', () => {
    expect(priceOffers([battery], '/horlogerie/remplacement-piles')).toEqual([
      {
        '@type': 'Offer',
        name: 'Pile standard',
        description: 'posée en 10 minutes',
        url: expect.stringMatching(/\/horlogerie\/remplacement-piles$/),
        price: '15.00',
        priceCurrency: 'EUR',
        priceSpecification: { '@type': 'PriceSpecification', price: '15.00', minPrice: '15.00', priceCurrency: 'EUR', valueAddedTaxIncluded: true },
      },
    ])
  })
})
