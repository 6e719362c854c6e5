// Server-side only: every service page, joined with its catalogue entry (read by +data files and
// the route table). Each module is listed here by slug; tsc refuses a catalogue slug missing here.
import { catalogue, type CatalogueEntry, type ServiceSlug } from '../catalogue'
import type { ServiceEntry, ServicePage } from '../types'
import * as achatOr from './achat-or'
import * as conseilPersonnalise from './conseil-personnalise'
import * as creationSurMesure from './creation-sur-mesure'
import * as enfilagePerles from './enfilage-perles'
import * as entretienPendules from './entretien-pendules'
import * as entretienPolissage from './entretien-polissage'
import * as expertiseGemmologique from './expertise-gemmologique'
import * as gravurePersonnalisee from './gravure-personnalisee'
import * as remiseATaille from './remise-a-taille'
import * as remplacementPiles from './remplacement-piles'
import * as reparationBijoux from './reparation-bijoux'
import * as reparationMontres from './reparation-montres'
import * as restaurationAncienne from './restauration-ancienne'
import * as sertissagePierres from './sertissage-pierres'
import * as transformationBijoux from './transformation-bijoux'

const modules = {
  'creation-sur-mesure': creationSurMesure,
  'transformation-bijoux': transformationBijoux,
  'sertissage-pierres': sertissagePierres,
  'gravure-personnalisee': gravurePersonnalisee,
  'conseil-personnalise': conseilPersonnalise,
  'expertise-gemmologique': expertiseGemmologique,
  'achat-or': achatOr,
  'enfilage-perles': enfilagePerles,
  'reparation-bijoux': reparationBijoux,
  'reparation-montres': reparationMontres,
  'remise-a-taille': remiseATaille,
  'entretien-polissage': entretienPolissage,
  'restauration-ancienne': restaurationAncienne,
  'entretien-pendules': entretienPendules,
  'remplacement-piles': remplacementPiles,
} satisfies Record<ServiceSlug, { entry: ServiceEntry; page: () => ServicePage }>

export type FullService = CatalogueEntry & ServicePage

/** Every service page, in catalogue order. */
export const servicePages: readonly FullService[] = catalogue.map((entry) => ({ ...modules[entry.slug].page(), ...entry }))

export function servicePage(slug: string): FullService {
  const service = servicePages.find((s) => s.slug === slug)
  if (!service) throw new Error(`Unknown service: ${slug}`)
  return service
}
