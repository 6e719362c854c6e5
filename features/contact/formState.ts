// The contact form's state as plain data, apart from React (useContactForm.ts holds it): a new
// form's values, what the form adopts as its code arrives, and a server's refusal that still stands.
import type { ContactServiceId } from '../../lib/content/contactChoices'
import { serviceFromParam } from '../../lib/contactServices'
import type { ContactFormValues } from './message'
import type { ContactErrors, ContactField } from './validation'

export const initialValues = (service: ContactServiceId): ContactFormValues => ({
  name: '',
  email: '',
  phone: '',
  preferredContact: 'phone',
  subject: '',
  urgency: 'normal',
  message: '',
  service,
})

/**
 * What the form takes on when its code arrives: what the visitor typed before hydration, and the
 * service of the link (`?service=` in `search`) unless they picked one themselves. Null when that
 * changes nothing of `values`: an update then would render the form again for nothing.
 */
export function valuesOnArrival(typed: Partial<ContactFormValues>, search: string, values: ContactFormValues): Partial<ContactFormValues> | null {
  const query = new URLSearchParams(search)
  const adopted: Partial<ContactFormValues> = { ...typed, service: typed.service ?? serviceFromParam(query.get('service')) }
  const changes = (Object.keys(adopted) as (keyof ContactFormValues)[]).some((field) => adopted[field] !== values[field])
  return changes ? adopted : null
}

/** The field the server refused, what it said, and the value it refused (none for a photo). */
export interface Refusal {
  field: ContactField
  text: string
  value: unknown
}

/** The server's refusal, as an error to show, while the visitor has not changed the value it refused
 *  (a refused photo has been taken off already: its own check speaks for it). */
export function refusalStillStands(refusal: Refusal | null, values: ContactFormValues): ContactErrors {
  return refusal && refusal.field !== 'image' && values[refusal.field] === refusal.value ? { [refusal.field]: refusal.text } : {}
}
