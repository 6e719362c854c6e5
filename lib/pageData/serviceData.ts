import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogue } from '../content/catalogue'
import type { ServiceGroup } from '../content/types'
import { servicePages } from '../content/services'
import { serviceJsonLd } from '../structuredData'
import { applyPageHead } from './pageHead'
import { servicePieces } from './showcaseData'

/** URLs of a group's service pages, for prerendering. */
export const servicePaths = (group: ServiceGroup) => catalogue.filter((entry) => entry.group === group).map((entry) => entry.path)

export function loadServicePage(pageContext: PageContextServer) {
  const service = servicePages.find((s) => s.path === pageContext.urlPathname.replace(/\/+$/, ''))
  if (!service) throw render(404)
  const route = applyPageHead(service.path, [serviceJsonLd(service)])
  const { slug, name, art, hero, sections, contactService } = service
  // The finished pieces the owner filed under this service's contact choice.
  return { slug, name, art, hero, sections, breadcrumb: route.breadcrumb ?? null, contactService, pieces: servicePieces(contactService) }
}

export type ServicePageData = ReturnType<typeof loadServicePage>
