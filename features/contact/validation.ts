// What the database refuses, checked before sending so the visitor reads why in French, next to the
// field (the texts are in features/contact/texts/validationTexts.ts). The limits match the CHECK constraints;
// a photo is prepared on the device (preparePhoto.ts) into what the bucket in supabase/migrations accepts.
import { EMAIL_MAX_LENGTH, isEmailAddress, typedEmail } from '../../lib/emailAddress'
import { withoutInvisibleControls } from './invisibleControls'
import type { ContactFormValues } from './message'
import { acceptedImageTypes } from './photoTypes'
import type { PreparedPhoto } from './preparePhoto'
import {
  emailInvalid,
  emailMissing,
  imageTooLarge,
  imageTypeRefused,
  messageMissing,
  messageTooHeavy,
  messageTooLong,
  nameMissing,
  nameOnOneLine,
  nameTooLong,
  phoneInvalidCharacters,
  phoneTooLong,
  phoneWithoutDigits,
  subjectOnOneLine,
  subjectTooLong,
} from './texts/validationTexts'

export const contactLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  subject: 150,
  message: 5000,
  /** The message's size in UTF-8 bytes (PostgreSQL's octet_length): an emoji is 4. */
  messageBytes: 10_000,
  /** The photo as chosen, before it is prepared: a phone's largest. */
  imageBytes: 30 * 1024 * 1024,
} as const

export type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'image'
export type ContactErrors = Partial<Record<ContactField, string>>

// The same shapes as the CHECK constraints of contact_messages (tests/integration/message-rules.test.ts
// feeds the same cases to both): an address as lib/emailAddress.ts has it, a phone with digits.
const phoneShape = /^[0-9 +().-]*$/
// PostgreSQL's char_length counts characters (code points), not UTF-16 units: an emoji is one.
const length = (text: string) => [...text].length
const bytes = (text: string) => new TextEncoder().encode(text).length
// A line break in a name or subject could forge a line of the workshop's plain-text e-mail: the
// Unicode mandatory breaks (LF, VT, FF, CR, NEL, LS, PS), as the CHECK constraints list them.
const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/

export function validateContactForm(values: Pick<ContactFormValues, 'name' | 'email' | 'phone' | 'subject' | 'message'>): ContactErrors {
  const errors: ContactErrors = {}
  // Checked as it will leave: without the controls the form drops (invisibleControls.ts).
  const name = withoutInvisibleControls(values.name).trim()
  if (!name) errors.name = nameMissing
  else if (length(name) > contactLimits.name) errors.name = nameTooLong(contactLimits.name)
  else if (lineBreak.test(name)) errors.name = nameOnOneLine

  const email = typedEmail(values.email)
  if (!email) errors.email = emailMissing
  else if (!isEmailAddress(email)) errors.email = emailInvalid

  const phone = values.phone.trim()
  if (length(phone) > contactLimits.phone) errors.phone = phoneTooLong(contactLimits.phone)
  else if (!phoneShape.test(phone)) errors.phone = phoneInvalidCharacters
  else if (phone && !/[0-9]/.test(phone)) errors.phone = phoneWithoutDigits

  const subject = withoutInvisibleControls(values.subject).trim()
  if (length(subject) > contactLimits.subject) errors.subject = subjectTooLong(contactLimits.subject)
  else if (lineBreak.test(subject)) errors.subject = subjectOnOneLine

  const message = values.message.trim()
  if (!message) errors.message = messageMissing
  else if (length(message) > contactLimits.message) errors.message = messageTooLong(contactLimits.message, length(message))
  else if (bytes(message) > contactLimits.messageBytes) errors.message = messageTooHeavy
  return errors
}

export function validateImage(file: { type: string; size: number }): string | undefined {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return imageTypeRefused
  if (file.size > contactLimits.imageBytes) return imageTooLarge
  return undefined
}

const prepared = new WeakSet<File>()

/** A photo this device prepared earlier (kept in the outbox): it leaves as it is. */
export function trustPrepared(file: File): File {
  prepared.add(file)
  return file
}

/** The photo as it will leave: checked, then prepared on the device (the code for that loads now). */
export async function photoToSend(file: File): Promise<PreparedPhoto> {
  if (prepared.has(file)) return { file }
  const error = validateImage(file)
  if (error) return { error }
  const { preparePhoto } = await import('./preparePhoto')
  const result = await preparePhoto(file)
  if ('file' in result) prepared.add(result.file)
  return result
}

export const hasErrors = (errors: ContactErrors) => Object.keys(errors).length > 0
