// What /tarifs and the service pages' +data hooks add from the price guide the build read
// (priceLinesAsBuilt.ts): the sections, and the Offers on the page's Service JSON-LD
// (pageContext.jsonLd, set by lib/pageData/pageHead.ts before the read). Server side only.
import { priceGuidePage } from '../../lib/content/pageContent/priceGuide'
import { servicePages } from '../../lib/content/services'
import { loadContentPage } from '../../lib/pageData/contentPageData'
import type { ServicePageData } from '../../lib/pageData/serviceData'
import { serviceJsonLd } from '../../lib/structuredData'
import type { PriceLine } from './priceLine'
import { priceGuideSections, priceOffers, withServicePrices } from './priceSections'
import { priceLinesAsBuilt } from './priceLinesAsBuilt'

interface JsonLdHolder {
  jsonLd?: object[]
}

const isService = (block: object): block is { '@type': 'Service'; url: string } => (block as { '@type'?: unknown })['@type'] === 'Service'

/** /tarifs: its head from the route table, then the lines; each service with lines is a Service with its Offers. */
export async function loadPriceGuidePage(pageContext: JsonLdHolder) {
  const page = loadContentPage({ ...priceGuidePage, sections: [] })
  const lines = await priceLinesAsBuilt()
  const offered = servicePages
    .map((service) => ({ service, own: lines.filter((line) => line.service === service.slug) }))
    .filter(({ own }) => own.length > 0)
    .map(({ service, own }) => ({ ...serviceJsonLd(service), offers: priceOffers(own, service.path) }))
  pageContext.jsonLd = [...(pageContext.jsonLd ?? []), ...offered]
  return { ...page, sections: priceGuideSections(lines) }
}

/** A service page with its own lines and their Offers on its Service block, and a link to /tarifs while the guide has any line. */
export function withServicePriceLines(page: ServicePageData, lines: readonly PriceLine[], pageContext: JsonLdHolder): ServicePageData {
  const own = lines.filter((line) => line.service === page.slug)
  if (own.length > 0)
    pageContext.jsonLd = (pageContext.jsonLd ?? []).map((block) =>
      isService(block) ? { ...block, offers: priceOffers(own, new URL(block.url).pathname) } : block,
    )
  return { ...page, sections: withServicePrices(page.sections, page.slug, lines) }
}
