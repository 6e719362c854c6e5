// The shown lines as the database has them now, read once per page after hydration (a line
// changed, hidden, added or reordered since the build shows before the next build is live), and
// the sections the pages draw from them with the build's own functions (priceSections.ts). Loaded
// with a dynamic import (livePrices.ts), never with a page. The JSON-LD's Offers stay as built.
import type { Section } from '../../lib/content/types'
import { publicRowsOnce } from '../../lib/publicRows'
import type { ServicePageData } from '../../lib/pageData/serviceData'
import type { PriceLine } from './priceLine'
import { priceGuideSections, withoutServicePrices, withServicePrices } from './priceSections'

/** The shown lines in the owner's order (as fetchPriceLines.ts reads them), or null when they cannot be read. */
const livePriceLines = publicRowsOnce('price_lines?select=service,label,cents,description&order=service,position,id', (rows) => rows.filter(isPriceLine))

/** The sections now, or null when they are the built ones (the page is not drawn again). */
const changed = (built: readonly Section[], now: Section[]) => (JSON.stringify(now) === JSON.stringify(built) ? null : now)

/** /tarifs's sections now, or null when the lines cannot be read or have not changed. */
export async function priceGuideSectionsNow(built: readonly Section[]): Promise<Section[] | null> {
  const lines = await livePriceLines()
  return lines && changed(built, priceGuideSections(lines))
}

/** A service page with its own lines now, or null when the lines cannot be read or have not changed. */
export async function servicePageNow(page: ServicePageData): Promise<ServicePageData | null> {
  const lines = await livePriceLines()
  const sections = lines && changed(page.sections, withServicePrices(withoutServicePrices(page.sections), page.slug, lines))
  return sections && { ...page, sections }
}

function isPriceLine(row: unknown): row is PriceLine {
  if (typeof row !== 'object' || row === null) return false
  const r = row as Record<string, unknown>
  return (
    typeof r.service === 'string' && typeof r.label === 'string' && Number.isInteger(r.cents) && (r.description === null || typeof r.description === 'string')
  )
}
