// The workshop's phone, e-mail address and WhatsApp number: their one home is the database
// (public.workshop_contact, changed from the back office's « Fiche de l'atelier »); the build reads
// them (vite/workshopContact.ts) and every page says them through lib/site.ts, which imports nothing
// from here but the types (the pages' bundles carry the values, not this code). The rules below are
// the table's CHECKs and public.atelier_save_workshop_contact's (supabase/schemas/workshop_contact.sql):
// the form checks them before sending, and tests/integration/workshop-contact.test.ts feeds the
// same cases to both. Plain TypeScript.
import { isEmailAddress, typedEmail } from './emailAddress.ts'

export interface WorkshopContact {
  /** « 01 23 45 67 89 ». */
  phone: string
  email: string
  /** « 06 12 34 56 78 », or null when the workshop gives none. */
  whatsapp: string | null
}

export type WorkshopContactField = 'phone' | 'email' | 'whatsapp'

/** What the build hands the pages (vite/workshopContact.ts): the contact, and each number's link already
 *  written, so that no page's bundle carries the code that writes them. */
export interface WorkshopContactAsBuilt extends WorkshopContact {
  /** '+33123456789'. */
  e164: string
  /** 'https://wa.me/33612345678', or null. */
  whatsappHref: string | null
}

/** A French number as the table keeps it: ten digits in pairs, from 01 to 09. */
const storedPhone = /^0[1-9]( \d{2}){4}$/

/** A French number however it was typed (« 0123456789 », « 01.23.45.67.89 », « +33 1 23 45 67 89 »,
 *  « 0033 (0)1… »), written « 01 23 45 67 89 »; null when it is not one. */
export function frenchPhone(typed: string): string | null {
  const text = typed.trim()
  if (!/^[\d\s.()+-]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  const international = text.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null
  // After the country code, a trunk zero written « (0) » does not belong.
  const national = international === null ? digits : international.startsWith('33') ? `0${international.slice(2).replace(/^0(?=\d{9}$)/, '')}` : ''
  return /^0[1-9]\d{8}$/.test(national) ? national.replace(/(\d{2})(?=\d)/g, '$1 ') : null
}

/** What the form sends: each field as the table keeps it where it can be read so, else as typed (trimmed). */
export function contactToSend(typed: WorkshopContact): WorkshopContact {
  const whatsapp = typed.whatsapp?.trim() ?? ''
  return {
    phone: frenchPhone(typed.phone) ?? typed.phone.trim(),
    email: typedEmail(typed.email),
    whatsapp: whatsapp === '' ? null : (frenchPhone(whatsapp) ?? whatsapp),
  }
}

/** The fields at fault, in the form's order (as the database names them). */
export function workshopContactProblems(typed: WorkshopContact): WorkshopContactField[] {
  const sent = contactToSend(typed)
  const problems: WorkshopContactField[] = []
  if (!storedPhone.test(sent.phone)) problems.push('phone')
  if (!isEmailAddress(sent.email)) problems.push('email')
  if (sent.whatsapp !== null && !storedPhone.test(sent.whatsapp)) problems.push('whatsapp')
  return problems
}

/** The columns the pages say, as the build and the pages after hydration read them. */
export const workshopContactColumns = 'phone,email,whatsapp'

/** The table's one row, as read over the REST API; throws when it holds what the site cannot say. */
export function workshopContactOf(rows: readonly unknown[]): WorkshopContact {
  const row = rows.length === 1 ? (rows[0] as Partial<WorkshopContact>) : null
  const contact = row && { phone: String(row.phone), email: String(row.email), whatsapp: row.whatsapp ?? null }
  if (!contact || workshopContactProblems(contact).length > 0) throw new Error('workshop_contact does not hold its row')
  return contact
}

/** « 01 23 45 67 89 » -> '+33123456789', for tel: links and the JSON-LD. */
export const e164 = (phone: string) => `+33${phone.replace(/\D/g, '').slice(1)}`

/** « 06 12 34 56 78 » -> 'https://wa.me/33612345678'. */
export const whatsappHref = (phone: string) => `https://wa.me/${e164(phone).slice(1)}`
