// The contact page's service picker, and how every `?service=` value the site links with maps to it.
// The database accepts exactly these ids (see the contact_messages migration); the names the picker
// shows are in lib/content/contactServiceNames.ts.
import { catalogue } from './content/catalogue'
import {
  creationServiceName,
  expertiseServiceName,
  goldBuyingServiceName,
  pearlStringingServiceName,
  repairServiceName,
  resizingServiceName,
  watchmakingServiceName,
} from './content/contactServiceNames'

export const contactServices = [
  { id: 'création', name: creationServiceName },
  { id: 'réparation', name: repairServiceName },
  { id: 'expertise', name: expertiseServiceName },
  { id: 'taille', name: resizingServiceName },
  { id: 'achat-or', name: goldBuyingServiceName },
  { id: 'horlogerie', name: watchmakingServiceName },
  { id: 'enfilage-perles', name: pearlStringingServiceName },
] as const

export type ContactServiceId = (typeof contactServices)[number]['id']

const creationId: ContactServiceId = 'création'
const repairId: ContactServiceId = 'réparation'

export const defaultContactService = creationId

/** Every value the site's own links send, and the choice it selects: each choice's own id, each
 *  service's slug, as the catalogue assigns it, and a few other words. */
const serviceParamMap: Readonly<Record<string, ContactServiceId>> = {
  ...Object.fromEntries(contactServices.map(({ id }) => [id, id])),
  ...Object.fromEntries(catalogue.map((entry) => [entry.slug, entry.contactService])),
  creation: creationId,
  gravure: creationId,
  reparation: repairId,
  'enfilage-de-perles': 'enfilage-perles',
}

/** The picker's choice for a `?service=` value; anything unknown or absent gives 'création'. */
export function serviceFromParam(value: string | null | undefined): ContactServiceId {
  if (!value) return defaultContactService
  const key = value.trim().toLowerCase().normalize('NFC')
  return serviceParamMap[key] ?? defaultContactService
}
