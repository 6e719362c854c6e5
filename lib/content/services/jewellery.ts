import type { ServicePage } from '../types'
import { achatOr } from './achat-or'
import { conseilPersonnalise } from './conseil-personnalise'
import { creationSurMesure } from './creation-sur-mesure'
import { enfilagePerles } from './enfilage-perles'
import { entretienPolissage } from './entretien-polissage'
import { expertiseGemmologique } from './expertise-gemmologique'
import { gravurePersonnalisee } from './gravure-personnalisee'
import { remiseATaille } from './remise-a-taille'
import { reparationBijoux } from './reparation-bijoux'
import { sertissagePierres } from './sertissage-pierres'
import { transformationBijoux } from './transformation-bijoux'

/** The jewellery service pages, in catalogue order. */
export const jewelleryServices = [
  creationSurMesure,
  conseilPersonnalise,
  expertiseGemmologique,
  entretienPolissage,
  remiseATaille,
  gravurePersonnalisee,
  achatOr,
  enfilagePerles,
  transformationBijoux,
  reparationBijoux,
  sertissagePierres,
] as const satisfies readonly ServicePage[]
