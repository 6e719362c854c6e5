// The contact page's service picker, and how every `?service=` value the site links with maps to it.
// The database accepts exactly these ids (see the contact_messages migration).
import { catalogue } from '../content/catalogue'

export const contactServices = [
  { id: 'création', name: 'Création' },
  { id: 'réparation', name: 'Réparation' },
  { id: 'expertise', name: 'Expertise' },
  { id: 'taille', name: 'Mise à taille' },
  { id: 'achat-or', name: "Achat d'or" },
  { id: 'horlogerie', name: 'Horlogerie' },
  { id: 'enfilage-perles', name: 'Enfilage de perles' },
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
