// Visits as they come to be: the visitor picks a slot the site offers (public.visit_availability)
// and sends it with a message (REST, as the contact form does); the workshop's decision is the
// update its actions make on private.visit_appointments.
import { addDays, parisParts } from '../../../features/opening-hours/parisTime'
import { isoDay } from '../../../features/opening-hours'
import type { TestBackend } from './backend'
import { contactMessage, newId, type ContactMessage } from './fixtures'

export interface Slot {
  day: string
  slot: string
}

/** Paris's calendar day `offset` days from now, as 'YYYY-MM-DD'. */
export const parisDay = (offset = 0): string => isoDay(addDays(parisParts(new Date()), offset))

/** Waits out the last `minutes` of Paris's day, if now falls there: a test that computes « tomorrow »
 *  before the database does must not see the date change in between. */
export async function clearOfParisMidnight(minutes: number): Promise<void> {
  const { hour, minute } = parisParts(new Date())
  const left = 24 * 60 - (hour * 60 + minute)
  if (left <= minutes) await new Promise((resolve) => setTimeout(resolve, (left * 60 + 5) * 1000))
}

/** The free slots the site offers from `fromOffset` days ahead, on the next four weeks. */
export async function freeSlots(backend: TestBackend, fromOffset = 2): Promise<Slot[]> {
  const { data, error } = await backend.anon.rpc('visit_availability', { from_date: parisDay(fromOffset), to_date: parisDay(28) })
  if (error) throw new Error(error.message)
  return (data as (Slot & { taken: boolean })[]).filter((slot) => !slot.taken).map(({ day, slot }) => ({ day, slot: slot.slice(0, 5) }))
}

/** Sends a message requesting `slot`; resolves with its id. */
export async function requestVisit(backend: TestBackend, slot: Slot, overrides: Partial<ContactMessage> = {}): Promise<string> {
  const id = newId()
  const { error } = await backend.anon.from('contact_messages').insert({ ...contactMessage(overrides), id, visit_date: slot.day, visit_time: slot.slot })
  if (error) throw new Error(`${error.code} ${error.message} ${error.details}`)
  return id
}

/** The workshop's decision on a request, as its one-click actions record it. */
export async function decideVisit(backend: TestBackend, messageId: string, status: 'confirmed' | 'declined' | 'cancelled' | 'proposed', slot?: Slot) {
  await backend.query(
    `update private.visit_appointments
        set status = $2, decided_at = coalesce(decided_at, now()),
            visit_date = coalesce($3::date, visit_date), visit_time = coalesce($4::time, visit_time)
      where message_id = $1`,
    [messageId, status, slot?.day ?? null, slot?.slot ?? null],
  )
}
