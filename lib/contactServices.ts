// How every `?service=` value the site links with maps to the contact page's choice. The choices
// themselves (the ids the database accepts, the names shown) are in lib/content/contactChoices.ts.
import { catalogue } from './content/catalogue'
import { contactServices, type ContactServiceId } from './content/contactChoices'

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
