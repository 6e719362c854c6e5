// « Fermetures »: the upcoming closures (public.opening_exceptions, read and removed as the member
// through RLS), and a closure saved with the confirmed visits it covers cancelled and the visits
// booked by phone it covers removed (public.atelier_confirmed_visits_between,
// atelier_phone_visits_between, atelier_close_days).
import type { Database } from '../../supabase/functions/_shared/database'
import { atelierClient } from './atelierClient'
import { memberRpc, type Refusal } from './memberRpc'
import { parisToday } from './parisToday'

type Functions = Database['public']['Functions']

export interface Closure {
  id: number
  first_day: string
  last_day: string
  reason: string | null
  note: string | null
}

/** A confirmed visit of a request inside the days: its visitor is e-mailed when it is cancelled. */
type CoveredVisit = Pick<Functions['atelier_confirmed_visits_between']['Returns'][number], 'message_id' | 'visit_date' | 'visit_time' | 'name' | 'service'>

/** A visit booked by phone inside the days: no e-mail address, so the owner calls the number, if any. */
type CoveredPhoneVisit = Omit<Functions['atelier_phone_visits_between']['Returns'][number], 'phone'> & { phone: string | null }

/** Everything a closure of those days would cancel or remove. */
export interface CoveredVisits {
  visits: CoveredVisit[]
  phoneVisits: CoveredPhoneVisit[]
}

export type CloseAnswer =
  | { outcome: 'done'; closure_id: number; cancelled: { message_id: string }[]; removed_phone_visits: { id: string }[] }
  | { outcome: 'refused'; reason: string; visits?: CoveredVisit[]; phone_visits?: CoveredPhoneVisit[] }
  | Refusal

export async function upcomingClosures(): Promise<Closure[]> {
  const { data, error } = await atelierClient
    .from('opening_exceptions')
    .select('id,first_day,last_day,reason,note')
    .is('holiday', null)
    .eq('open', false)
    .gte('last_day', parisToday())
    .order('first_day', { ascending: true })
  if (error) throw new Error(error.message)
  return data as Closure[]
}

export async function visitsBetween(firstDay: string, lastDay: string): Promise<CoveredVisits | Refusal> {
  const days = { first_day: firstDay, last_day: lastDay }
  const [visits, phoneVisits] = await Promise.all([
    memberRpc<CoveredVisit[]>('atelier_confirmed_visits_between', days),
    memberRpc<CoveredPhoneVisit[]>('atelier_phone_visits_between', days),
  ])
  if (!Array.isArray(visits)) return visits
  if (!Array.isArray(phoneVisits)) return phoneVisits
  return { visits, phoneVisits }
}

export interface ClosureInput {
  firstDay: string
  lastDay: string
  reason: string
  note: string
}

/** `shown`: the ids of the visits the owner was shown, the requests' and the phone bookings'. */
export const closeDays = (closure: ClosureInput, message: string, shown: string[]) =>
  memberRpc<CloseAnswer>('atelier_close_days', {
    first_day: closure.firstDay,
    last_day: closure.lastDay,
    reason: closure.reason.trim() || null,
    note: closure.note.trim() || null,
    message: message.trim() || null,
    shown_visits: shown,
  })

/** Whether the closure was still there to remove. */
export async function removeClosure(id: number): Promise<boolean> {
  const { data, error } = await atelierClient.from('opening_exceptions').delete().eq('id', id).select('id')
  if (error) throw new Error(error.message)
  return data.length === 1
}
