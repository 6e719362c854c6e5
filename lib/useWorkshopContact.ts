// The workshop's phone, e-mail and WhatsApp in a component: as built for the first render, then as
// the database has them now (liveWorkshopContact.ts, loaded after hydration).
import { contactAsBuilt, type SiteContact } from './site.ts'
import { useLiveFact } from './useLiveFact.ts'

const readContact = (built: SiteContact) => import('./liveWorkshopContact.ts').then((live) => live.liveWorkshopContact(built))

export const useWorkshopContact = () => useLiveFact(contactAsBuilt, readContact)
