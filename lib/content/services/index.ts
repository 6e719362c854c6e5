// Server-side only: the full copy of every service page (read by +data files and the route table).
import { catalogue, type CatalogueEntry } from '../catalogue'
import { serviceSummaries } from '../serviceSummaries'
import type { ServicePage } from '../types'
import { jewelleryServices } from './jewellery'
import { watchmakingServices } from './watchmaking'

const bodies: readonly ServicePage[] = [...jewelleryServices, ...watchmakingServices]

export type FullService = CatalogueEntry & ServicePage & { summary: string }

/** Every service page, in catalogue order, joined with its catalogue entry. */
export const servicePages: readonly FullService[] = catalogue.map((entry) => {
  const body = bodies.find((b) => b.slug === entry.slug)
  if (!body) throw new Error(`No page content for service ${entry.slug}`)
  return { ...body, ...entry, summary: serviceSummaries[entry.slug] }
})
