// The contact page's service picker, and how every `?service=` value the site links with maps to it.
// The database accepts exactly these ids (see the contact_messages migration).
import { catalogue } from '../content/catalogue'

export const contactServices = [
  { id: 'création', name: 'Création', description: 'Bijou sur mesure, transformation, gravure ou conseil.' },
  { id: 'réparation', name: 'Réparation', description: 'Soudure, fermoir, sertissage, entretien et polissage.' },
  { id: 'expertise', name: 'Expertise', description: 'Identification et estimation de pierres et de bijoux.' },
  { id: 'taille', name: 'Mise à taille', description: 'Agrandir ou rétrécir une bague.' },
  { id: 'achat-or', name: "Achat d'or", description: 'Estimation et rachat de vos bijoux et pièces en or.' },
  { id: 'horlogerie', name: 'Horlogerie', description: 'Montres, pendules, piles et restauration ancienne.' },
  { id: 'enfilage-perles', name: 'Enfilage de perles', description: 'Renfilage de colliers et bracelets sur soie.' },
] as const

export type ContactServiceId = (typeof contactServices)[number]['id']

export const defaultContactService: ContactServiceId = 'création'

/** Every value the site's own links send, and the choice it selects: each service's slug, as
 *  the catalogue assigns it, and a few shorter words. */
export const serviceParamMap: Readonly<Record<string, ContactServiceId>> = {
  ...Object.fromEntries(catalogue.map((entry) => [entry.slug, entry.contactService])),
  creation: 'création',
  'création': 'création',
  gravure: 'création',
  'réparation': 'réparation',
  reparation: 'réparation',
  expertise: 'expertise',
  taille: 'taille',
  horlogerie: 'horlogerie',
  'enfilage-de-perles': 'enfilage-perles',
}

/** The picker's choice for a `?service=` value; anything unknown or absent gives 'création'. */
export function serviceFromParam(value: string | null | undefined): ContactServiceId {
  if (!value) return defaultContactService
  const key = value.trim().toLowerCase().normalize('NFC')
  return serviceParamMap[key] ?? defaultContactService
}
