// The price guide in the pages' data, at build time: /tarifs's sections (one per service of the
// catalogue that has shown lines, in the catalogue's order), a service page's own lines, and the
// Offers of the service's JSON-LD. The lines become sections of kinds the pages already draw
// (features, prose, cta), so no page's code grows. The build's, and, loaded after hydration, the
// pages' correction of the lines as the database has them now (livePriceLines.ts).
import { catalogue } from '../../lib/content/catalogue'
import { fromPrice, priceGuideContact, priceGuidePending, priceGuideTerms, servicePriceSection } from '../../lib/content/pageContent/priceGuide'
import type { Section } from '../../lib/content/types'
import { absoluteUrl } from '../../lib/site'
import type { PriceLine } from './priceLine'
import { euroWords, schemaPrice } from './priceWords'

const item = (line: PriceLine, href?: string) => ({
  title: line.label,
  description: fromPrice(euroWords(line.cents), line.description),
  ...(href && { href }),
})

/** /tarifs's sections: each service's lines, how to read the prices, the quote; or, with no line, that the prices are being prepared. */
export function priceGuideSections(lines: readonly PriceLine[]): Section[] {
  const services = catalogue
    .map((entry) => ({ entry, own: lines.filter((line) => line.service === entry.slug) }))
    .filter(({ own }) => own.length > 0)
    .map(({ entry, own }): Section => ({ kind: 'features', id: entry.slug, title: entry.name, items: own.map((line) => item(line, entry.path)) }))
  const cta: Section = { kind: 'cta', ...priceGuideContact }
  if (services.length === 0) return [{ kind: 'prose', ...priceGuidePending }, { kind: 'prose', ...priceGuideTerms }, cta]
  return [...services, { kind: 'prose', ...priceGuideTerms }, cta]
}

/** A service page's sections: its own lines, if any, before its questions (or its closing band), and,
 *  while the guide has any line, a link to /tarifs in that band; unchanged when the guide is empty. */
export function withServicePrices(sections: readonly Section[], slug: string, lines: readonly PriceLine[]): Section[] {
  if (lines.length === 0) return [...sections]
  const own = lines.filter((line) => line.service === slug)
  const { allPricesLabel, ...heading } = servicePriceSection
  const prices: Section = { kind: 'features', ...heading, items: own.map((line) => item(line)) }
  const at = sections.findIndex((section) => section.kind === 'faq' || section.kind === 'cta')
  const placed = own.length === 0 ? [...sections] : at === -1 ? [...sections, prices] : [...sections.slice(0, at), prices, ...sections.slice(at)]
  return placed.map((section) =>
    section.kind === 'cta' ? { ...section, actions: [...section.actions, { label: allPricesLabel, href: '/tarifs', variant: 'secondary' as const }] } : section,
  )
}

/** A service page's sections as they were before withServicePrices: its lines and the link to /tarifs taken out. */
export function withoutServicePrices(sections: readonly Section[]): Section[] {
  const { allPricesLabel, id } = servicePriceSection
  return sections
    .filter((section) => !(section.kind === 'features' && section.id === id))
    .map((section) =>
      section.kind === 'cta'
        ? { ...section, actions: section.actions.filter((action) => !(action.href === '/tarifs' && action.label === allPricesLabel)) }
        : section,
    )
}

/** schema.org Offers for a service's lines: « à partir de » prices, VAT included. */
export function priceOffers(lines: readonly PriceLine[], path: string) {
  return lines.map((line) => ({
    '@type': 'Offer',
    name: line.label,
    ...(line.description && { description: line.description }),
    url: absoluteUrl(path),
    price: schemaPrice(line.cents),
    priceCurrency: 'EUR',
    priceSpecification: {
      '@type': 'PriceSpecification',
      price: schemaPrice(line.cents),
      minPrice: schemaPrice(line.cents),
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: true,
    },
  }))
}
