// What an action page shows before anything is done: the message, its visit and where both stand,
// and for a slot to choose, the free ones of the coming weeks. Reads only.
import { contactServiceName } from '../../../lib/content/contactChoices.ts'
import { rpc } from '../_shared/serviceApi.ts'
import type { VisitActionClaims } from '../_shared/request/visitActionToken.ts'

/** public.visit_action_subject's answer. */
export interface Subject {
  id: string
  name: string
  email: string
  service: string
  requested_date: string | null
  requested_time: string | null
  has_photo: boolean
  acknowledged_at: string | null
  closed_at: string | null
  status: string | null
  visit_date: string | null
  visit_time: string | null
  sequence: number | null
}

export const subjectOf = async (message: string) => (await rpc('visit_action_subject', { message_id: message })) as Subject | null

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The free slots visitors are offered in the next four weeks, as 'YYYY-MM-DD HH:MM'. */
async function freeSlots(now = new Date()): Promise<string[]> {
  const rows = (await rpc('visit_availability', {
    from_date: isoDay(now),
    to_date: isoDay(new Date(now.getTime() + 29 * 24 * 60 * 60 * 1000)),
  })) as { day: string; slot: string; taken: boolean }[]
  return rows.filter((row) => !row.taken).map((row) => `${row.day} ${row.slot.slice(0, 5)}`)
}

export async function describe(claims: VisitActionClaims) {
  const subject = await subjectOf(claims.message)
  if (!subject) return null
  const choosesSlot = claims.action === 'propose' || (claims.action === 'confirm' && subject.requested_date !== null && subject.requested_time === null)
  return {
    action: claims.action,
    name: subject.name,
    service: contactServiceName(subject.service),
    requested: subject.requested_date ? { day: subject.requested_date, time: subject.requested_time } : null,
    status: subject.status,
    visit: subject.visit_date ? { day: subject.visit_date, time: subject.visit_time } : null,
    acknowledged: subject.acknowledged_at !== null,
    closed: subject.closed_at !== null,
    hasPhoto: subject.has_photo,
    ...(claims.slot ? { slot: { day: claims.slot.slice(0, 10), time: claims.slot.slice(11, 16) } } : {}),
    ...(choosesSlot ? { freeSlots: await freeSlots() } : {}),
  }
}
