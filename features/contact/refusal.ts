// Which part of a message Supabase refused, so the visitor is told what to fix rather than to try
// again: the CHECK constraints of contact_messages are named contact_messages_<column>_check, and the
// bucket refuses a photo with 413 (too large) or 415 (not an accepted image). The texts are in
// features/contact/texts/refusalTexts.ts.
import {
  emailFieldName,
  emailRefused,
  imageFieldName,
  imageRefused,
  messageFieldName,
  messageRefused,
  nameFieldName,
  nameRefused,
  phoneFieldName,
  phoneRefused,
  subjectFieldName,
  subjectRefused,
} from './texts/refusalTexts'
import type { ContactField } from './validation'

const fieldOfColumn: Readonly<Record<string, ContactField>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  message: 'message',
}

/** The form field a refusal is about; null when it is about nothing the visitor typed. */
export function refusedField(refusal: { code?: string; reason: string }): ContactField | null {
  if (refusal.code === '413' || refusal.code === '415') return 'image'
  const column = /contact_messages_(\w+?)_check/.exec(refusal.reason)?.[1]
  return (column && fieldOfColumn[column]) || null
}

/** What the visitor reads next to the field the server refused. */
export const refusalTexts: Readonly<Record<ContactField, string>> = {
  name: nameRefused,
  email: emailRefused,
  phone: phoneRefused,
  subject: subjectRefused,
  message: messageRefused,
  image: imageRefused,
}

/** The field's name as the refused-message panel says it. */
export const fieldNames: Readonly<Record<ContactField, string>> = {
  name: nameFieldName,
  email: emailFieldName,
  phone: phoneFieldName,
  subject: subjectFieldName,
  message: messageFieldName,
  image: imageFieldName,
}
