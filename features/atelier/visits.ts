// « Visites »: the visits of the days shown (public.atelier_visits), and a visit booked by phone,
// booked and removed as the member (public.atelier_book_phone_visit, atelier_remove_phone_visit in
// supabase/migrations/20261209000100_atelier_visits.sql).
import { memberRpc, type Refusal } from './memberRpc'

export interface WeekVisit {
  /** A visit asked for with a request, or one booked by phone in the back office. */
  kind: 'request' | 'phone'
  /** The request's id, or the phone booking's. */
  id: string
  visit_date: string
  /** 'HH:MM'; null: the visitor left the time open. */
  visit_time: string | null
  status: 'requested' | 'confirmed' | 'proposed'
  name: string | null
  phone: string | null
  service: string | null
  note: string | null
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
