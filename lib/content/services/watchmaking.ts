import type { ServicePage } from '../types'
import { entretienPendules } from './entretien-pendules'
import { remplacementPiles } from './remplacement-piles'
import { reparationMontres } from './reparation-montres'
import { restaurationAncienne } from './restauration-ancienne'

/** Watch and clock services, in menu and catalogue order. */
export const watchmakingServices = [reparationMontres, restaurationAncienne, entretienPendules, remplacementPiles] as const satisfies readonly ServicePage[]
