// « Clients (RGPD) »: everything held about one e-mail address, read and erased as the signed-in
// member (public.atelier_client_data and public.atelier_erase_client,
// supabase/schemas/clients.sql); the erased photos removed through the
// Storage API, which a policy allows a member for those photos only; photo links for an export.
import { atelierClient } from './atelierClient'
import { memberRpc, type Refusal } from './memberRpc'

interface ClientMessage {
  id: string
  created_at: string
  name: string
  email: string
  phone: string | null
  service: string
  subject: string | null
  message: string
  preferred_contact: string
  urgency: string
  visit_date: string | null
  visit_time: string | null
  photo: string | null
  notified_at: string | null
  acknowledged_at: string | null
  replied_at: string | null
  closed_at: string | null
}

interface ClientVisit {
  message_id: string
  status: string
  visit_date: string
  visit_time: string | null
  decided_at: string | null
  decision_reason: string | null
  reminded_at: string | null
}

interface ClientNotice {
  message_id: string
  kind: string
  visit_date: string
  visit_time: string | null
  reason: string | null
  created_at: string
  sent_at: string | null
}

export interface ClientPhoto {
  message_id: string
  name: string
  /** Whether the photo is still in the bucket (a closed request's goes within a week). */
  stored: boolean
}

export interface FoundClient {
  outcome: 'found'
  address: string
  messages: ClientMessage[]
  visits: ClientVisit[]
  notices: ClientNotice[]
  photos: ClientPhoto[]
  /** The rate limits' rows keyed on the address (an HMAC of it, 24 hours at most). */
  rate_limit_rows: number
}

/** How many of the client's photos are still in the bucket. */
export const storedPhotos = (client: FoundClient) => client.photos.filter((photo) => photo.stored).length

export type ClientAnswer = FoundClient | { outcome: 'none'; address: string } | { outcome: 'refused'; reason: string } | Refusal

export type EraseAnswer =
  | { outcome: 'done'; messages: number; visits: number; notices: number; rate_limit_rows: number; photos: string[] }
  | { outcome: 'refused'; reason: string }
  | Refusal

export const clientData = (address: string) => memberRpc<ClientAnswer>('atelier_client_data', { address })

export const eraseClient = (client: FoundClient) =>
  memberRpc<EraseAnswer>('atelier_erase_client', { address: client.address, shown_messages: client.messages.map((message) => message.id) })

/** Removes erased photos from the bucket; answers the names still there (none when all went). */
export async function removePhotos(names: string[]): Promise<string[]> {
  if (names.length === 0) return []
  const { data, error } = await atelierClient.storage
    .from('contact_images')
    .remove(names)
    .catch(() => ({ data: null, error: true }))
  if (error || !data) return names
  const gone = new Set(data.map((object) => object.name))
  return names.filter((name) => !gone.has(name))
}

/** How long an export's photo links open the photos: time to send the file and for it to be read. */
export const EXPORT_LINK_DAYS = 7

export interface PhotoLink {
  message_id: string
  url: string
}

/** A signed URL for each stored photo, one request each (the local backend signs one path at a time). */
export async function photoLinks(photos: ClientPhoto[]): Promise<PhotoLink[]> {
  const links: PhotoLink[] = []
  for (const photo of photos.filter((each) => each.stored)) {
    const { data, error } = await atelierClient.storage.from('contact_images').createSignedUrl(photo.name, EXPORT_LINK_DAYS * 24 * 3600)
    if (error) throw error
    links.push({ message_id: photo.message_id, url: data.signedUrl })
  }
  return links
}
