// Server-side only: every service page, joined with its catalogue entry (read by +data files and
// the route table). Each module's page is listed here by slug; tsc refuses a catalogue slug missing
// here.
import { catalogue, type CatalogueEntry, type ServiceSlug } from '../catalogue.ts'
import type { ServicePage } from '../types.ts'
import * as achatOr from './achat-or.ts'
import * as conseilPersonnalise from './conseil-personnalise.ts'
import * as creationSurMesure from './creation-sur-mesure.ts'
import * as enfilagePerles from './enfilage-perles.ts'
import * as entretienPendules from './entretien-pendules.ts'
import * as entretienPolissage from './entretien-polissage.ts'
import * as expertiseGemmologique from './expertise-gemmologique.ts'
import * as gravurePersonnalisee from './gravure-personnalisee.ts'
import * as remiseATaille from './remise-a-taille.ts'
import * as remplacementPiles from './remplacement-piles.ts'
import * as reparationBijoux from './reparation-bijoux.ts'
import * as reparationMontres from './reparation-montres.ts'
import * as restaurationAncienne from './restauration-ancienne.ts'
import * as sertissagePierres from './sertissage-pierres.ts'
import * as transformationBijoux from './transformation-bijoux.ts'

const pages = {
  'creation-sur-mesure': creationSurMesure.page,
  'transformation-bijoux': transformationBijoux.page,
  'sertissage-pierres': sertissagePierres.page,
  'gravure-personnalisee': gravurePersonnalisee.page,
  'conseil-personnalise': conseilPersonnalise.page,
  'expertise-gemmologique': expertiseGemmologique.page,
  'achat-or': achatOr.page,
  'enfilage-perles': enfilagePerles.page,
  'reparation-bijoux': reparationBijoux.page,
  'reparation-montres': reparationMontres.page,
  'remise-a-taille': remiseATaille.page,
  'entretien-polissage': entretienPolissage.page,
  'restauration-ancienne': restaurationAncienne.page,
  'entretien-pendules': entretienPendules.page,
  'remplacement-piles': remplacementPiles.page,
} satisfies Record<ServiceSlug, () => ServicePage>

export type FullService = CatalogueEntry & ServicePage & { slug: ServiceSlug }

/** Every service page, in catalogue order. */
export const servicePages: readonly FullService[] = catalogue.map((entry) => ({ ...pages[entry.slug](), ...entry }))

export function servicePage(slug: string): FullService {
  const service = servicePages.find((s) => s.slug === slug)
  if (!service) throw new Error(`Unknown service: ${slug}`)
  return service
}
