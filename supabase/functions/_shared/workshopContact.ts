// The workshop's phone, e-mail address and WhatsApp number as the owner last saved them in the back
// office's « Fiche de l'atelier » (public.workshop_contact), for what the e-mails tell the customer
// (the number to call, the address a reply goes to: Reply-To, a calendar invitation's ORGANIZER) and
// where the workshop's own e-mails go (a new request, the digest, a quote's answer, a visit). Read
// with the function's secret key when an e-mail is first built, at most once per invocation, so that
// a number changed in the back office is in the very next e-mail, without a deploy. The sender (From)
// stays the SMTP setting (MAIL_FROM). Deno only: reads the function's secrets.
import { email as ownerEmail, phone as ownerPhone } from '../../../lib/owner.ts'
import type { Database } from './database.ts'
import { env, serviceFetch } from './serviceApi.ts'

export type WorkshopContact = Pick<Database['public']['Tables']['workshop_contact']['Row'], 'phone' | 'email' | 'whatsapp'>

/** When the row cannot be read: the owner's facts the functions were deployed with (the WORKSHOP_PHONE
 *  and WORKSHOP_EMAIL secrets `npm run deploy` sets), lib/owner.ts's otherwise. */
const deployedContact = (): WorkshopContact => ({
  phone: env('WORKSHOP_PHONE') ?? ownerPhone.display,
  email: env('WORKSHOP_EMAIL') ?? ownerEmail,
  whatsapp: null,
})

async function readWorkshopContact(caller: string): Promise<WorkshopContact> {
  try {
    const rows = (await serviceFetch('/rest/v1/workshop_contact?select=phone,email,whatsapp&limit=1', { method: 'GET' })) as WorkshopContact[]
    if (rows[0]) return rows[0]
    console.error(`${caller}: public.workshop_contact is empty; the e-mails give the deployed contact details`)
  } catch (error) {
    console.error(
      `${caller}: public.workshop_contact could not be read, the e-mails give the deployed contact details: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return deployedContact()
}

/** The contact for one invocation: read when first asked, then the same answer (and at most one log
 *  line when it cannot be read). Make one per request, not per module: a warm function serves many. */
export function workshopContactOnce(caller: string): () => Promise<WorkshopContact> {
  let read: Promise<WorkshopContact> | undefined
  return () => (read ??= readWorkshopContact(caller))
}
