// What the tracking page recalls of the terms of sale beside a quote: their own words, taken from
// /cgv (lib/content/pageContent/legal.ts), never written again here, and the link to each section.
// Read at build time by pages/suivi/+data.ts: the terms' module (with the owner's facts) stays out of
// the page's JavaScript.
import { termsOfSale } from '../../lib/content/pageContent/legal'

/** A section of the terms, or the first `count` of its paragraphs. */
const section = (id: string, count?: number) => {
  const found = termsOfSale.sections.find((entry) => entry.id === id)
  if (!found) throw new Error(`The terms of sale have no section ${id}`)
  return { id, title: found.title, href: `${termsOfSale.path}#${id}`, paragraphs: found.paragraphs.slice(0, count) }
}

/** The quote and the order, the deposit, the delays; then the right of withdrawal as the terms say
 *  it; and the terms' date, kept with the customer's answer as the version they were shown. */
export const quoteTerms = () => ({
  keyPoints: [section('devis-commande'), section('paiement', 1), section('delais-livraison', 1)],
  withdrawal: section('retractation'),
  version: termsOfSale.lastUpdated,
})

export type QuoteTerms = ReturnType<typeof quoteTerms>
