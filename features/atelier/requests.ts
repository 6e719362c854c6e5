// « À traiter »: the open requests, oldest first, each with its visit as the workshop decided it.
// Read as the signed-in member: RLS lets a member read them and nobody else.
import type { ContactMessageRow } from '../../supabase/functions/_shared/request/contactMessageRow'
import { isRequestStatus, type RequestStatus } from '../request-tracking'
import { atelierClient } from './atelierClient'
import { currentQuotes, type CardQuote } from './quotes'

const columns = 'id,reference,created_at,name,email,phone,service,subject,message,visit_date,visit_time,file_url,acknowledged_at,replied_at'

export type OpenRequest = Pick<
  ContactMessageRow,
  | 'id'
  | 'reference'
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
  /** Where the request stands (its status history's latest). */
  status: RequestStatus
  /** Its current quote, if one was sent, with the customer's answer. */
  quote: CardQuote | null
}

/** A request's card's element id: « Visites » brings the card into view. */
export const requestCardId = (id: string) => `request-card-${id}`

/** Each request's latest status, from the history read oldest first. */
async function latestStatuses(ids: string[]): Promise<Map<string, RequestStatus>> {
  if (ids.length === 0) return new Map()
  const { data, error } = await atelierClient.from('request_statuses').select('message_id,status').in('message_id', ids).order('id', { ascending: true })
  if (error) throw new Error(error.message)
  return new Map(data.filter((row) => isRequestStatus(row.status)).map((row) => [row.message_id, row.status as RequestStatus]))
}

export async function openRequests(): Promise<OpenRequest[]> {
  const [messages, visits] = await Promise.all([
    atelierClient.from('contact_messages').select(columns).is('closed_at', null).order('created_at', { ascending: true }).limit(200),
    atelierClient.from('workshop_visits').select('message_id,status,visit_date,visit_time').is('closed_at', null),
  ])
  if (messages.error) throw new Error(messages.error.message)
  if (visits.error) throw new Error(visits.error.message)
  const rows = messages.data as Omit<OpenRequest, 'visit' | 'status' | 'quote'>[]
  const ids = rows.map((row) => row.id)
  const [statuses, quotes] = await Promise.all([latestStatuses(ids), currentQuotes(ids)])
  const byMessage = new Map(visits.data.map((visit) => [visit.message_id as string, visit]))
  return rows.map((row) => {
    const visit = byMessage.get(row.id)
    return {
      ...row,
      visit: visit ? { status: visit.status as string, visit_date: visit.visit_date as string | null, visit_time: visit.visit_time as string | null } : null,
      status: statuses.get(row.id) ?? 'received',
      quote: quotes.get(row.id) ?? null,
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
