// The contact page's service picker, and how every `?service=` value the site links with maps to it.
// The database accepts exactly these ids (see the contact_messages migration).

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

/** Every value the site's own links send, and the choice it selects. */
export const serviceParamMap: Readonly<Record<string, ContactServiceId>> = {
  creation: 'création',
  'création': 'création',
  'creation-sur-mesure': 'création',
  'conseil-personnalise': 'création',
  'transformation-bijoux': 'création',
  gravure: 'création',
  'gravure-personnalisee': 'création',
  'réparation': 'réparation',
  reparation: 'réparation',
  'reparation-bijoux': 'réparation',
  'entretien-polissage': 'réparation',
  'sertissage-pierres': 'réparation',
  expertise: 'expertise',
  'expertise-gemmologique': 'expertise',
  taille: 'taille',
  'remise-a-taille': 'taille',
  'achat-or': 'achat-or',
  horlogerie: 'horlogerie',
  'enfilage-perles': 'enfilage-perles',
  'enfilage-de-perles': 'enfilage-perles',
}

/** The picker's choice for a `?service=` value; anything unknown or absent gives 'création'. */
export function serviceFromParam(value: string | null | undefined): ContactServiceId {
  if (!value) return defaultContactService
  const key = value.trim().toLowerCase().normalize('NFC')
  return serviceParamMap[key] ?? defaultContactService
}
