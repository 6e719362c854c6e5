// What the action page says, from the function's answers: the request, what the button will do (or
// that it is already done), and the outcome once pressed. Plain TypeScript, unit-tested.
import { slotWords } from '../../../supabase/functions/_shared/request/visitSlot'
import * as texts from './texts'
import type { Acted, Described, Slot } from './visitActionApi'

const words = (slot: Slot) => slotWords(slot.day, slot.time)

/** The actions of the workshop's own e-mail (the visitor's are accept and cancel). */
const workshopActions: readonly string[] = ['confirm', 'propose', 'acknowledge', 'close']

/**
 * Whether a link's token is one of the workshop's e-mail, read from its payload without checking
 * its signature (the server does that): only to point the workshop to its back office when the
 * link has expired. Anything unreadable is not.
 */
export function isWorkshopLink(token: string): boolean {
  try {
    const body = token.split('.')[0] ?? ''
    const payload: unknown = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/')))
    return typeof payload === 'object' && payload !== null && workshopActions.includes(String((payload as { a?: unknown }).a))
  } catch {
    return false
  }
}

/** Whether the token's action has nothing left to do. */
export function alreadySettled(described: Described): boolean {
  switch (described.action) {
    case 'confirm':
      return described.status === 'confirmed'
    case 'acknowledge':
      return described.acknowledged
    case 'close':
      return described.closed
    case 'accept':
      return described.status === 'confirmed' && described.visit?.day === described.slot?.day && described.visit?.time === described.slot?.time
    case 'cancel':
      return described.status === 'cancelled'
    case 'propose':
      return false
  }
}

/** The slots the button can act on, when one must be chosen: all free ones to propose, the requested
 *  day's for a visit « peu importe l'heure ». */
export function choosableSlots(described: Described): { value: string; day: string; label: string }[] | null {
  if (!described.freeSlots) return null
  const slots = described.action === 'confirm' ? described.freeSlots.filter((slot) => slot.startsWith(described.requested?.day ?? '-')) : described.freeSlots
  return slots.map((slot) => ({ value: slot, day: slot.slice(0, 10), label: slotWords(slot.slice(0, 10), slot.slice(11, 16)) }))
}

/** The lines that describe the request, before anything is done. */
export function summary(described: Described): string[] {
  const lines: string[] = []
  if (described.action === 'accept' || described.action === 'cancel') {
    if (described.action === 'accept' && described.slot) lines.push(texts.proposedSlot(words(described.slot)))
    if (described.visit && described.status) lines.push(texts.currentVisit(described.status, words(described.visit)))
    return lines
  }
  lines.push(texts.requestSummary(described.name, described.service))
  if (described.requested) lines.push(texts.requestedVisit(words(described.requested)))
  if (described.visit && described.status && described.status !== 'requested') lines.push(texts.currentVisit(described.status, words(described.visit)))
  return lines
}

/** What the page says after the button, true to the server's answer. */
export function outcome(described: Described, acted: Acted): string[] {
  if (acted.outcome === 'refused') return [texts.refusals[acted.reason ?? ''] ?? texts.unknownRefusal]
  if (acted.outcome === 'already') return [texts.alreadyDone]
  const lines = [texts.done[described.action]]
  if (acted.visit_date && acted.visit_time && acted.status) lines.push(texts.currentVisit(acted.status, slotWords(acted.visit_date, acted.visit_time)))
  if (acted.mailed === true && texts.mailedText[described.action]) lines.push(texts.mailedText[described.action])
  if (acted.mailed === false) lines.push(texts.notMailedText)
  if (acted.photoDeleted === true) lines.push(texts.photoDeletedText)
  if (acted.photoDeleted === false) lines.push(texts.photoNotDeletedText)
  return lines
}
