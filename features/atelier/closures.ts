// « Fermetures »: the upcoming closures (public.opening_exceptions, read and removed as the member
// through RLS), and a closure saved with the confirmed visits it covers cancelled
// (public.atelier_confirmed_visits_between, public.atelier_close_days).
import { atelierClient } from './atelierClient'
import { memberRpc, type Refusal } from './memberRpc'
import { parisToday } from './parisToday'

export interface Closure {
  id: number
  first_day: string
  last_day: string
  reason: string | null
  note: string | null
}

export interface CoveredVisit {
  message_id: string
  visit_date: string
  visit_time: string
  name: string
  service: string
}

export type CloseAnswer =
  { outcome: 'done'; closure_id: number; cancelled: { message_id: string }[] } | { outcome: 'refused'; reason: string; visits?: CoveredVisit[] } | Refusal

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

export async function visitsBetween(firstDay: string, lastDay: string): Promise<CoveredVisit[] | Refusal> {
  return memberRpc<CoveredVisit[]>('atelier_confirmed_visits_between', { first_day: firstDay, last_day: lastDay })
}

export interface ClosureInput {
  firstDay: string
  lastDay: string
  reason: string
  note: string
}

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
