// The service catalogue, in the order menus and tabs list it: each service's `entry` from its own
// module in services/, the one place a service is described. Only the entries reach the browser
// (menus, cards, the contact form); rollup drops each module's `page`, which the build reads
// through services/index.ts.
import * as achatOr from './services/achat-or.ts'
import * as conseilPersonnalise from './services/conseil-personnalise.ts'
import * as creationSurMesure from './services/creation-sur-mesure.ts'
import * as enfilagePerles from './services/enfilage-perles.ts'
import * as entretienPendules from './services/entretien-pendules.ts'
import * as entretienPolissage from './services/entretien-polissage.ts'
import * as expertiseGemmologique from './services/expertise-gemmologique.ts'
import * as gravurePersonnalisee from './services/gravure-personnalisee.ts'
import * as remiseATaille from './services/remise-a-taille.ts'
import * as remplacementPiles from './services/remplacement-piles.ts'
import * as reparationBijoux from './services/reparation-bijoux.ts'
import * as reparationMontres from './services/reparation-montres.ts'
import * as restaurationAncienne from './services/restauration-ancienne.ts'
import * as sertissagePierres from './services/sertissage-pierres.ts'
import * as transformationBijoux from './services/transformation-bijoux.ts'
import type { CatalogueEntry, ServiceCategory, ServiceEntry } from './types.ts'

export type { CatalogueEntry, ServiceCategory } from './types.ts'

/** The URL of a service's page follows from its group. */
const withPath = <const E extends ServiceEntry>(entry: E) => ({
  ...entry,
  path: `/${entry.group === 'horlogerie' ? 'horlogerie' : 'services'}/${entry.slug}` as const,
})

export const catalogue = /* @__PURE__ */ [
  creationSurMesure.entry,
  transformationBijoux.entry,
  sertissagePierres.entry,
  gravurePersonnalisee.entry,
  conseilPersonnalise.entry,
  expertiseGemmologique.entry,
  achatOr.entry,
  enfilagePerles.entry,
  reparationBijoux.entry,
  reparationMontres.entry,
  remiseATaille.entry,
  entretienPolissage.entry,
  restaurationAncienne.entry,
  entretienPendules.entry,
  remplacementPiles.entry,
].map(withPath) satisfies readonly CatalogueEntry[]

export type ServiceSlug = (typeof catalogue)[number]['slug']

export function catalogueEntry(slug: string): CatalogueEntry {
  const entry = catalogue.find((e) => e.slug === slug)
  if (!entry) throw new Error(`Unknown service: ${slug}`)
  return entry
}

export const servicesInCategory = (category: ServiceCategory): CatalogueEntry[] => catalogue.filter((entry) => entry.category === category)
