// What a pressed button does: the SQL function of its action, then, only when the state changed, the
// e-mail that tells the truth of it. An action already done answers 'already' and sends nothing again.
import { contactServiceName } from '../../../lib/content/contactChoices.ts'
import { rpc, serviceFetch } from '../_shared/serviceApi.ts'
import { actionLink, siteUrl } from '../_shared/request/visitActionLinks.ts'
import type { VisitActionClaims } from '../_shared/request/visitActionToken.ts'
import {
  messageAcknowledgedEmail,
  visitCancelledEmail,
  visitConfirmedEmail,
  visitProposedEmail,
  workshopAcceptedEmail,
  workshopCancelledEmail,
} from '../_shared/request/visitEmails.ts'
import { parisInstant } from '../_shared/request/visitSlot.ts'
import { subjectOf, type Subject } from './describe.ts'
import { sendVisitEmail } from '../_shared/request/sendVisitEmail.ts'
import { visitCalendar, type VisitEvent } from '../_shared/request/visitInvitation.ts'
import { workshopContactOnce, type WorkshopContact } from '../_shared/workshopContact.ts'

export interface ActionInput {
  day?: string
  time?: string
}

interface Outcome {
  outcome: 'done' | 'already' | 'refused'
  reason?: string | null
  status?: string | null
  visit_date?: string | null
  visit_time?: string | null
  sequence?: number | null
  /** When the workshop decided, in milliseconds since the epoch. */
  decided_at?: number | null
  photo?: string | null
}

/** Whether the e-mail that goes with the action left (null: none goes with it). */
type Mailed = boolean | null

/** The workshop's contact as the owner saved it, read once per action: the visitor's e-mails answer
 *  to its address, their calendar invitations name it as the organiser, and the workshop's own
 *  e-mails go to it. */
type Contact = () => Promise<WorkshopContact>

async function mailed(send: () => Promise<void>): Promise<boolean> {
  try {
    await send()
    return true
  } catch (error) {
    console.error(`visit-action: e-mail failed: ${error instanceof Error ? error.message : String(error)}`)
    return false
  }
}

function event(subject: Subject, result: Outcome, workshop: WorkshopContact): VisitEvent {
  return {
    messageId: subject.id,
    day: result.visit_date!,
    time: result.visit_time!,
    sequence: result.sequence ?? 1,
    serviceName: contactServiceName(subject.service),
    visitor: { name: subject.name, email: subject.email },
    workshopEmail: workshop.email,
    siteUrl: siteUrl(),
  }
}

async function confirmedMail(subject: Subject, result: Outcome, contact: Contact): Promise<Mailed> {
  const workshop = await contact()
  const visit = event(subject, result, workshop)
  const cancel = await actionLink(subject.id, 'cancel', parisInstant(visit.day, visit.time))
  if (!cancel) return false
  return mailed(() =>
    sendVisitEmail(visitConfirmedEmail(subject, visit.day, visit.time, cancel), {
      id: subject.id,
      kind: 'confirmed',
      sequence: visit.sequence,
      ics: { content: visitCalendar(visit, false), method: 'REQUEST' },
      replyTo: workshop.email,
    }),
  )
}

/** The visitor cancelled from their e-mail's link: they get the calendar's cancellation, the workshop
 *  is told at the address the owner saved. */
async function cancelledMail(subject: Subject, result: Outcome, contact: Contact): Promise<Mailed> {
  const visit = event(subject, result, await contact())
  const visitor = await mailed(() =>
    sendVisitEmail(visitCancelledEmail(subject, visit.day, visit.time), {
      id: subject.id,
      kind: 'cancelled',
      sequence: visit.sequence,
      ics: { content: visitCalendar(visit, true), method: 'CANCEL' },
      replyTo: visit.workshopEmail,
    }),
  )
  const workshop = await mailed(() =>
    sendVisitEmail(workshopCancelledEmail(subject, visit.day, visit.time, visit.workshopEmail, subject.id), {
      id: subject.id,
      kind: 'cancelled-workshop',
      sequence: visit.sequence,
      replyTo: subject.email,
    }),
  )
  return visitor && workshop
}

/** The workshop hears, at the address the owner saved, that its proposal was accepted; « Répondre »
 *  writes to the visitor. */
async function acceptedMail(subject: Subject, result: Outcome, contact: Contact): Promise<boolean> {
  const [day, time] = [result.visit_date!, result.visit_time!]
  const workshop = await contact()
  return mailed(() =>
    sendVisitEmail(workshopAcceptedEmail(subject, day, time, workshop.email, subject.id), {
      id: subject.id,
      kind: 'accepted-workshop',
      sequence: result.sequence ?? 1,
      replyTo: subject.email,
    }),
  )
}

export async function act(claims: VisitActionClaims, input: ActionInput) {
  const subject = await subjectOf(claims.message)
  if (!subject) return { outcome: 'refused', reason: 'no_message' }
  const message_id = subject.id
  const contact = workshopContactOnce('visit-action')
  let result: Outcome
  let mail: Mailed = null
  let photoDeleted: boolean | null = null
  switch (claims.action) {
    case 'confirm': {
      // The requested slot; a slot the workshop picks only for « peu importe l'heure ».
      const picks = subject.requested_time === null
      result = (await rpc('confirm_visit', { message_id, on_day: picks ? (input.day ?? null) : null, at_time: picks ? (input.time ?? null) : null })) as Outcome
      if (result.outcome === 'done') mail = await confirmedMail(subject, result, contact)
      break
    }
    case 'accept': {
      const [day, time] = [claims.slot?.slice(0, 10) ?? null, claims.slot?.slice(11, 16) ?? null]
      result = (await rpc('accept_visit', { message_id, on_day: day, at_time: time })) as Outcome
      if (result.outcome === 'done') {
        // Both go, whichever fails.
        const visitor = await confirmedMail(subject, result, contact)
        const workshop = await acceptedMail(subject, result, contact)
        mail = Boolean(visitor) && workshop
      }
      break
    }
    case 'propose': {
      result = (await rpc('propose_visit', { message_id, on_day: input.day ?? null, at_time: input.time ?? null })) as Outcome
      if (result.outcome === 'done') {
        const [day, time] = [result.visit_date!, result.visit_time!]
        const accept = await actionLink(message_id, 'accept', parisInstant(day, time), `${day}T${time}`)
        const replyTo = (await contact()).email
        mail = accept
          ? await mailed(() =>
              sendVisitEmail(visitProposedEmail(subject, day, time, accept), { id: message_id, kind: 'proposed', sequence: result.decided_at ?? 0, replyTo }),
            )
          : false
      }
      break
    }
    case 'cancel': {
      result = (await rpc('cancel_visit', { message_id })) as Outcome
      if (result.outcome === 'done') mail = await cancelledMail(subject, result, contact)
      break
    }
    case 'acknowledge': {
      result = (await rpc('acknowledge_contact_message', { message_id })) as Outcome
      const visit = subject.requested_date && subject.status === 'requested' ? { day: subject.requested_date, time: subject.requested_time } : null
      if (result.outcome === 'done') {
        const replyTo = (await contact()).email
        mail = await mailed(() => sendVisitEmail(messageAcknowledgedEmail(subject, visit), { id: message_id, kind: 'acknowledged', sequence: 0, replyTo }))
      }
      break
    }
    case 'close': {
      result = (await rpc('close_contact_message', { message_id })) as Outcome
      if (result.outcome === 'done' && result.photo) {
        // The message no longer names the photo: should this fail, the retention job removes it as an orphan.
        const removed = (await serviceFetch('/storage/v1/object/contact_images', { method: 'DELETE', body: { prefixes: [result.photo] } }).catch(
          () => [],
        )) as unknown[]
        photoDeleted = removed.length === 1
      }
      break
    }
  }
  const { photo: _photo, ...shown } = result
  return { ...shown, action: claims.action, mailed: mail, photoDeleted }
}
