// A journal row in plain French: who, what, which request. Plain TypeScript.
import { slotWords } from '../../supabase/functions/_shared/request/visitSlot'
import type { JournalRow } from './journal'
import { actors, erasedCounts, erasedRequest, journalActions, otherAction, pieceOf, priceLineOf, requestOf, reviewOf, slotOf } from './texts/journal'

/** Who acted: the member's address, the e-mail's link, or the tools around the site. */
export function actorWords(row: Pick<JournalRow, 'actor_email' | 'actor_role' | 'details'>): string {
  if (row.actor_email) return row.actor_email
  if (row.details.via === 'email_link' || row.actor_role === 'email_link') return actors.emailLink
  if (row.actor_role === 'service_role') return actors.script
  return actors.dashboard
}

export const actionWords = (action: string) => journalActions[action] ?? otherAction(action)

/** Which request, which slot (a visit booked by phone), for the role's rows which member, for an erasure how much went, for a review's whose review, for a price which line, for a finished piece its caption. */
export function subjectWords(row: Pick<JournalRow, 'request_id' | 'requestName' | 'details'>, now = new Date()): string | null {
  if (row.request_id) return row.requestName ? requestOf(row.requestName) : erasedRequest
  const {
    messages,
    photos,
    visit_date: day,
    visit_time: time,
    member_email: member,
    author_name: author,
    price_line_id: line,
    label,
    piece_id: piece,
    caption,
  } = row.details
  if (typeof messages === 'number' && typeof photos === 'number') return erasedCounts(messages, photos)
  if (typeof day === 'string' && typeof time === 'string') return slotOf(slotWords(day, time, now))
  if (typeof member === 'string') return member
  if (typeof line === 'number' && typeof label === 'string') return priceLineOf(label)
  if (typeof piece === 'string' && typeof caption === 'string') return pieceOf(caption)
  return typeof author === 'string' ? reviewOf(author) : null
}
