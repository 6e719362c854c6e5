// Every link to the contact page with a choice preselected is built here, so that only a value
// lib/contactServices.ts maps (a choice of the form, or a service's slug) compiles.
import type { ServiceSlug } from './content/catalogue.ts'
import type { ContactServiceId } from './content/contactChoices.ts'

/** What a `?service=` link may name: a choice of the contact form, or a service of the catalogue. */
export type ContactLinkService = ContactServiceId | ServiceSlug

/** '/contact?service=achat-or'; with 'rendez-vous', '/contact?service=achat-or#rendez-vous', which
 *  opens the visit request. */
export const contactHref = (service: ContactLinkService, section?: 'rendez-vous') => `/contact?service=${service}${section ? `#${section}` : ''}`
