// One contact message as the site sends it: the row for contact_messages plus, optionally, the
// photo to upload first. Its identity (the id, the time, the photo's object name) is made once,
// when the visitor first presses send, so every retry of the same message is recognised by
// Supabase (same primary key, same object name).
import type { ContactServiceId } from '../../lib/content/contactChoices'
import { typedEmail } from '../../lib/emailAddress'
import type { ContactMessageInsert } from '../../supabase/functions/_shared/request/contactMessageRow'
import { newTrackingSecret } from '../request-tracking/trackingSecret'
import { withoutInvisibleControls } from './invisibleControls'

type PreferredContact = 'email' | 'phone' | 'whatsapp'
type Urgency = 'normal' | 'elevated' | 'urgent'

export const CONTACT_BUCKET = 'contact_images'

/** The row inserted into contact_messages (file_url is filled in after the upload), its choices
 *  narrowed to the form's. */
interface ContactRow extends ContactMessageInsert {
  service: ContactServiceId
  preferred_contact: PreferredContact
  urgency: Urgency
}

interface ContactPhoto {
  /** Object name in the bucket: {uuid}.jpg or {uuid}.gif (photoObjectName). */
  fileName: string
  contentType: string
  blob: Blob
}

export interface ContactMessage {
  row: ContactRow
  photo: ContactPhoto | null
  /** When the visitor first pressed send (ms since epoch). */
  createdAt: number
}

export interface ContactFormValues {
  name: string
  email: string
  phone: string
  preferredContact: PreferredContact
  subject: string
  urgency: Urgency
  message: string
  service: ContactServiceId
  /** A visit asked for: 'YYYY-MM-DD'; none when empty or absent (a new form leaves it out: fewer
   *  bytes in the page's first load). */
  visitDate?: string
  /** 'HH:MM'; any time of that day (« peu importe l’heure ») when empty or absent. */
  visitTime?: string
}

/** The object's name in the bucket: a UUID drawn on this device, so nobody can guess it, with the
 *  extension of what is sent (a photo leaves as JPEG, a GIF as GIF: preparePhoto.ts), as the bucket's
 *  policy and the database's check on file_url expect. */
export const photoObjectName = (uuid: string, type: string) => `${uuid}${type.toLowerCase() === 'image/gif' ? '.gif' : '.jpg'}`

/**
 * What makes every attempt of one message the same message: made when the visitor first presses
 * send, kept while they retry, and renewed in part only if they change the photo.
 */
export interface MessageIdentity {
  id: string
  /** When the visitor first pressed send (ms since epoch). */
  createdAt: number
  /** The photo sent, and its object name in the bucket. */
  photo: { file: File; name: string } | null
  /** The request's tracking secret (features/request-tracking): drawn once, so a retry or the
   *  outbox's later delivery follows the same request. Absent from a draft kept by an older build. */
  trackingSecret?: string
}

/** The identity of a message about to be sent: `previous`'s if there is one, with `photo`. */
export function messageIdentity(
  previous: MessageIdentity | null,
  photo: File | null,
  {
    now = Date.now(),
    newId = () => crypto.randomUUID(),
    newSecret = () => newTrackingSecret(),
  }: { now?: number; newId?: () => string; newSecret?: () => string } = {},
): MessageIdentity {
  const kept = previous?.photo && previous.photo.file === photo ? previous.photo : null
  return {
    id: previous?.id ?? newId(),
    createdAt: previous?.createdAt ?? now,
    photo: photo && (kept ?? { file: photo, name: photoObjectName(newId(), photo.type) }),
    // A message already sent keeps its own; a draft from before tracking gets one now.
    trackingSecret: previous?.trackingSecret ?? newSecret(),
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

export function buildContactMessage(values: ContactFormValues, identity: MessageIdentity): ContactMessage {
  return {
    row: {
      id: identity.id,
      name: withoutInvisibleControls(values.name).trim(),
      email: typedEmail(values.email),
      phone: orNull(values.phone),
      service: values.service,
      subject: orNull(withoutInvisibleControls(values.subject)),
      message: values.message.trim(),
      preferred_contact: values.preferredContact,
      urgency: values.urgency,
      file_url: null,
      ...(values.visitDate ? { visit_date: values.visitDate, visit_time: values.visitTime || null } : {}),
      ...(identity.trackingSecret ? { tracking_secret: identity.trackingSecret } : {}),
    },
    photo: identity.photo && { fileName: identity.photo.name, contentType: identity.photo.file.type, blob: identity.photo.file },
    createdAt: identity.createdAt,
  }
}
