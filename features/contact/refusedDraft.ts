// A queued message Supabase refused, taken back into the contact form so the visitor can fix the
// field it names and send it again. The draft keeps the message's identity: sent again, it replaces
// the refused entry in the outbox, so the workshop still receives it once.
import { openContactOutbox, refusedFieldOf } from './contactOutbox'
import type { ContactFormValues, MessageIdentity } from './message'
import { refusalTexts } from './refusal'
import { trustPrepared, type ContactField } from './validation'

export interface RefusedDraft {
  /** Its id and time, and its photo as it was queued, unless the photo is what was refused. */
  identity: MessageIdentity
  values: ContactFormValues
  /** That photo is stored already: sending again sends the row only. */
  photoUploaded: boolean
  field: ContactField | null
  text: string | null
}

export async function loadRefusedDraft(id: string): Promise<RefusedDraft | null> {
  const outbox = await openContactOutbox()
  try {
    const entry = await outbox.get(id)
    if (!entry || entry.state !== 'refused') return null
    const { row, photo, createdAt } = entry.message
    const field = refusedFieldOf(entry)
    const kept = field === 'image' ? null : photo
    const file = kept && trustPrepared(new File([kept.blob], kept.fileName, { type: kept.contentType }))
    return {
      identity: { id, createdAt, photo: kept && file && { file, name: kept.fileName } },
      values: {
        name: row.name,
        email: row.email ?? '',
        phone: row.phone ?? '',
        preferredContact: row.preferred_contact,
        subject: row.subject ?? '',
        urgency: row.urgency,
        message: row.message,
        service: row.service,
        visitDate: row.visit_date ?? '',
        visitTime: row.visit_time?.slice(0, 5) ?? '',
      },
      photoUploaded: Boolean(file && entry.photoUploaded),
      field,
      text: field && refusalTexts[field],
    }
  } finally {
    outbox.close()
  }
}
