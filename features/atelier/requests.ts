// « À traiter »: the open requests, oldest first, each with its visit as the workshop decided it.
// Read as the signed-in member: RLS lets a member read them and nobody else.
import type { ContactMessageRow } from '../../supabase/functions/_shared/contactMessageRow'
import { atelierClient } from './atelierClient'

const columns = 'id,created_at,name,email,phone,service,subject,message,visit_date,visit_time,file_url,acknowledged_at,replied_at'

export type OpenRequest = Pick<
  ContactMessageRow,
  | 'id'
  | 'created_at'
  | 'name'
  | 'email'
  | 'phone'
  | 'service'
  | 'subject'
  | 'message'
  | 'visit_date'
  | 'visit_time'
  | 'file_url'
  | 'acknowledged_at'
  | 'replied_at'
> & {
  /** The visit as the workshop decided it, if one was asked for. */
  visit: { status: string; visit_date: string | null; visit_time: string | null } | null
}

/** A request's card's element id: « Visites » brings the card into view. */
export const requestCardId = (id: string) => `request-card-${id}`

export async function openRequests(): Promise<OpenRequest[]> {
  const [messages, visits] = await Promise.all([
    atelierClient.from('contact_messages').select(columns).is('closed_at', null).order('created_at', { ascending: true }).limit(200),
    atelierClient.from('workshop_visits').select('message_id,status,visit_date,visit_time').is('closed_at', null),
  ])
  if (messages.error) throw new Error(messages.error.message)
  if (visits.error) throw new Error(visits.error.message)
  const byMessage = new Map(visits.data.map((visit) => [visit.message_id as string, visit]))
  return (messages.data as Omit<OpenRequest, 'visit'>[]).map((row) => {
    const visit = byMessage.get(row.id)
    return {
      ...row,
      visit: visit ? { status: visit.status as string, visit_date: visit.visit_date as string | null, visit_time: visit.visit_time as string | null } : null,
    }
  })
}

/** A signed URL for a request's photo, minted when shown and valid a few minutes; never stored. */
export const PHOTO_URL_SECONDS = 300

export async function photoUrl(name: string): Promise<string> {
  const { data, error } = await atelierClient.storage.from('contact_images').createSignedUrl(name, PHOTO_URL_SECONDS)
  if (error) throw error
  return data.signedUrl
}

/** Whether the signed-in user is a member of the workshop (public.is_workshop()). */
export async function isMember(): Promise<boolean> {
  const { data, error } = await atelierClient.rpc('is_workshop')
  if (error) {
    // PostgREST refuses an ended session (401) or a non-member (403) rather than answering false.
    if (error.code === '42501' || error.code === 'PGRST301' || error.code === 'PGRST303') return false
    throw new Error(error.message)
  }
  return data === true
}
