// « Visites »: the visits of the days shown (public.atelier_visits), and a visit booked by phone,
// booked and removed as the member (public.atelier_book_phone_visit, atelier_remove_phone_visit in
// supabase/migrations/20261209000100_atelier_visits.sql).
import type { Database } from '../../supabase/functions/_shared/database'
import { memberRpc, type Refusal } from './memberRpc'

/** A row of public.atelier_visits, as generated from the database. */
type VisitRow = Database['public']['Functions']['atelier_visits']['Returns'][number]

/** The generator types every column of a returned table as never null: these may be. */
type MayBeNull<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null }

/** A visit of the days shown. Its columns are the function's; what SQL cannot say is narrowed here. */
export type WeekVisit = MayBeNull<Omit<VisitRow, 'kind' | 'status'>, 'visit_time' | 'name' | 'phone' | 'service' | 'note'> & {
  /** A visit asked for with a request, or one booked by phone in the back office (`id`: the request's, or the booking's). */
  kind: 'request' | 'phone'
  /** A visit booked by phone is 'confirmed'. `visit_time` null: the visitor left the time open. */
  status: 'requested' | 'confirmed' | 'proposed'
}

export async function visitsBetween(firstDay: string, lastDay: string): Promise<WeekVisit[]> {
  const answer = await memberRpc<WeekVisit[]>('atelier_visits', { first_day: firstDay, last_day: lastDay })
  if (!Array.isArray(answer)) throw new Error(answer.reason)
  return answer
}

export interface PhoneVisitInput {
  day: string
  time: string
  name: string
  phone: string
  note: string
}

export type PhoneVisitAnswer =
  { outcome: 'done'; id: string; visit_date: string; visit_time: string } | { outcome: 'already' } | { outcome: 'refused'; reason: string } | Refusal

export const bookPhoneVisit = (input: PhoneVisitInput) =>
  memberRpc<PhoneVisitAnswer>('atelier_book_phone_visit', {
    on_day: input.day,
    at_time: input.time,
    name: input.name,
    phone: input.phone.trim() || null,
    note: input.note.trim() || null,
  })

export const removePhoneVisit = (id: string) => memberRpc<PhoneVisitAnswer>('atelier_remove_phone_visit', { visit_id: id })
