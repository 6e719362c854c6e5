// « Fiche de l'atelier »: the workshop's phone, e-mail and WhatsApp, read as the member through RLS
// and saved through public.atelier_save_workshop_contact (supabase/schemas/workshop_contact.sql),
// which checks membership; the table's trigger journals the change.
import { contactToSend, type WorkshopContact } from '../../lib/workshopContact'
import { atelierClient } from './atelierClient'
import { memberRpc, type Refusal } from './memberRpc'

/** The form's fields: the WhatsApp number is an empty field when there is none. */
export interface ContactInput {
  phone: string
  email: string
  whatsapp: string
}

export type ContactAnswer = { outcome: 'done' } | { outcome: 'refused'; reason: 'invalid'; problems: string[] } | Refusal

export async function savedContact(): Promise<ContactInput> {
  const { data, error } = await atelierClient.from('workshop_contact').select('phone,email,whatsapp').limit(1)
  if (error) throw new Error(error.message)
  const row = (data as WorkshopContact[])[0]
  return { phone: row?.phone ?? '', email: row?.email ?? '', whatsapp: row?.whatsapp ?? '' }
}

/** Sent as the table keeps them (« 01 23 45 67 89 »), whatever the spacing typed. */
export const saveContact = (input: ContactInput) => memberRpc<ContactAnswer>('atelier_save_workshop_contact', { ...contactToSend(input) })
