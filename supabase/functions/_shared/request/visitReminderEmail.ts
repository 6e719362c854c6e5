// The visitor's reminder the day before a confirmed visit (Edge Function visit-reminders), built
// from the row public.claim_visit_reminders() hands over. Plain TypeScript, shared by the function
// (Deno) and its unit tests; the address and metro are the site's own (lib/address.ts), the phone
// the one the owner saved last (../workshopContact.ts).
// The e-mail names the day rather than saying « demain », so that it stays true whenever it arrives.
import { address, metro } from '../../../../lib/address.ts'
import { contactServices } from '../../../../lib/content/contactChoices.ts'
import { frenchDay } from '../../../../lib/content/frenchDates.ts'
import type { Database } from '../database.ts'
import { clockWords } from './visitSlot.ts'
import { escapeHtml, headerSafe, htmlDocument, messageIdOn } from '../mailParts.ts'

/** A row of public.claim_visit_reminders(), as PostgREST sends it: visit_date 'YYYY-MM-DD', the
 *  Paris calendar day; visit_time 'HH:MM:SS', Paris wall time. */
export type VisitReminderRow = Database['public']['Functions']['claim_visit_reminders']['Returns'][number]

export interface VisitReminderEmail {
  to: string
  subject: string
  text: string
  html: string
}

/** 'samedi 5 décembre 2026': the calendar day as written, whatever the server's zone. */
export const visitDay = (isoDay: string): string => frenchDay(isoDay, { weekday: true })

/** '11:00:00' → '11 h', '14:30:00' → '14 h 30': the visit e-mails' way (visitSlot.ts). */
export const visitTime = clockWords

const metroLines = metro.map((stop) => `ligne ${stop.line} (${stop.station})`).join(' ou ')

/** The Message-ID, derived from the visit and its slot: a copy sent again after a lost mark merges
 *  with the first, and a visit moved to another slot gets a reminder of its own. */
export function visitReminderMessageId(row: Pick<VisitReminderRow, 'message_id' | 'visit_date' | 'visit_time'>, senderAddress: string): string {
  const slot = `${row.visit_date.replaceAll('-', '')}T${row.visit_time.slice(0, 5).replace(':', '')}`
  return messageIdOn(`rappel-${row.message_id.toLowerCase()}-${slot}`, senderAddress)
}

/** `phone`: the workshop's number as the site prints it ('01 23 45 67 89'). */
export function buildVisitReminder(row: VisitReminderRow, { phone }: { phone: string }): VisitReminderEmail {
  const when = `le ${visitDay(row.visit_date)} à ${visitTime(row.visit_time)}`
  const service = contactServices.find((choice) => choice.id === row.service)?.name
  const name = headerSafe(row.name, 100)
  const paragraphs = [
    `Bonjour ${name},`,
    `Nous vous rappelons votre rendez-vous à l’atelier Maison Bologne ${when}${service ? ` (${service})` : ''}.`,
    `Adresse\u00a0: ${address.full}\nMétro\u00a0: ${metroLines}`,
    `Pour annuler, répondez à cet e-mail ou appelez le ${phone}.`,
    'À très bientôt,\nL’atelier Maison Bologne',
  ]
  const html = htmlDocument('Rappel de votre rendez-vous', paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`).join('\n'))
  return {
    to: row.email,
    subject: headerSafe(`Rappel\u00a0: votre rendez-vous à l’atelier ${when}`),
    text: paragraphs.join('\n\n'),
    html,
  }
}
