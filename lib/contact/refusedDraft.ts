// A queued message Supabase refused, taken back into the contact form so the visitor can fix the
// field it names and send it again. The draft keeps the message's id: sent again, it replaces the
// refused entry in the outbox, so the workshop still receives it once.
import { openOutbox } from '../outbox'
import type { ContactFormValues } from './message'
import { refusalTexts, refusedField } from './refusal'
import { trustPrepared, type ContactField } from './validation'

export interface RefusedDraft {
  id: string
  values: ContactFormValues
  /** The photo as it was queued, unless the photo is what was refused. */
  photo: File | null
  /** That photo is stored already: sending again sends the row only. */
  photoUploaded: boolean
  field: ContactField | null
  text: string | null
}

export async function loadRefusedDraft(id: string): Promise<RefusedDraft | null> {
  const outbox = await openOutbox()
  try {
    const entry = await outbox.get(id)
    if (!entry || entry.state !== 'refused') return null
    const { row, photo } = entry.message
    const field = entry.refusedField !== undefined ? entry.refusedField : refusedField({ code: entry.refusedCode, reason: entry.lastError ?? '' })
    const file = photo && field !== 'image' ? trustPrepared(new File([photo.blob], photo.fileName, { type: photo.contentType })) : null
    return {
      id,
      values: {
        name: row.name,
        email: row.email,
        phone: row.phone ?? '',
        preferredContact: row.preferred_contact,
        subject: row.subject ?? '',
        urgency: row.urgency,
        message: row.message,
        service: row.service,
      },
      photo: file,
      photoUploaded: Boolean(file && entry.photoUploaded),
      field,
      text: field && refusalTexts[field],
    }
  } finally {
    outbox.close()
  }
}
