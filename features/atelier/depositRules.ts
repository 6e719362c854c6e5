// The rules of a piece left at the counter (« Dépôt au comptoir »), as the database says them
// (private.counter_deposit_problems, supabase/schemas/counter_deposits.sql, over contact_messages'
// CHECKs): the back office's form checks them before sending, and
// tests/integration/counter-deposits.test.ts feeds the same cases to both. Plain TypeScript.
import { contactServices } from '../../lib/content/contactChoices'
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../lib/emailAddress'

export const depositLimits = {
  name: 100,
  phone: 30,
  description: 5000,
  /** The description's size in UTF-8 bytes (PostgreSQL's octet_length). */
  descriptionBytes: 10_000,
  email: EMAIL_MAX_LENGTH,
} as const

export type DepositField = 'name' | 'contact' | 'email' | 'phone' | 'service' | 'description'

export interface DepositInput {
  name: string
  email: string
  phone: string
  service: string
  description: string
}

// PostgreSQL's char_length counts code points, not UTF-16 units.
const length = (text: string) => [...text].length
const bytes = (text: string) => new TextEncoder().encode(text).length
// The mandatory line breaks, bidirectional controls and invisible spaces the name's CHECK refuses.
const forbiddenInName = /[\n\v\f\r\u0085\u2028\u2029\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/
const phoneShape = /^[0-9 +().-]+$/
/** PostgreSQL's btrim: spaces only, at both ends. The database stores the fields so. */
const btrim = (text: string) => text.replace(/^ +| +$/g, '')

/** The fields at fault, in the form's order (as the database names them). */
export function depositProblems({ name, email, phone, service, description }: DepositInput): DepositField[] {
  const problems: DepositField[] = []
  if (!/\S/.test(name) || length(btrim(name)) > depositLimits.name || forbiddenInName.test(name)) problems.push('name')
  const address = btrim(email)
  const number = btrim(phone)
  if (!address && !number) problems.push('contact')
  if (address && !isEmailAddress(address)) problems.push('email')
  if (number && (length(number) > depositLimits.phone || !phoneShape.test(number) || !/[0-9]/.test(number))) problems.push('phone')
  if (!contactServices.some((choice) => choice.id === service)) problems.push('service')
  const text = btrim(description)
  if (!text || length(text) > depositLimits.description || bytes(text) > depositLimits.descriptionBytes) problems.push('description')
  return problems
}
