// Sends a visit's e-mail through the workshop's SMTP path (smtpTransport.ts), from the
// workshop, with a Message-ID derived from the message, the step and the event's sequence (for a
// proposal, the instant it was made): a copy sent again is merged with the first by mail clients,
// and two proposals never are. Only letters, digits and '-' on its left (RFC 5322's dot-atom).
import { env } from '../serviceApi.ts'
import { smtpTransport } from '../smtpTransport.ts'
import type { VisitEmail } from './visitEmails.ts'
import { DEFAULT_WORKSHOP_EMAIL, messageIdOn } from '../mailParts.ts'

const transport = smtpTransport()

/** The deployed address the e-mails are sent from when MAIL_FROM does not say; the workshop's own
 *  e-mails go to the address the owner saved (../workshopContact.ts). */
const deployedSender = () => env('WORKSHOP_EMAIL') ?? DEFAULT_WORKSHOP_EMAIL

export interface SendOptions {
  /** The contact message's uuid. */
  id: string
  /** The step: 'confirmed', 'cancelled', 'proposed'… */
  kind: string
  /** The event's sequence; for a proposal, when it was made (ms since the epoch). */
  sequence: number
  /** The iCalendar file to attach (text/calendar, with its METHOD). */
  ics?: { content: string; method: 'REQUEST' | 'CANCEL' }
  /** Where « Répondre » writes: for the visitor's e-mails, the workshop's address as the owner saved it
   *  (../workshopContact.ts); for the workshop's own, the visitor. */
  replyTo: string
}

export async function sendVisitEmail(email: VisitEmail, options: SendOptions): Promise<void> {
  // The sender is the SMTP setting, whatever the owner saved.
  const from = env('MAIL_FROM') ?? { name: 'Maison Bologne', address: deployedSender() }
  const sender = typeof from === 'string' ? from : from.address
  await transport.sendMail({
    from,
    to: email.to,
    replyTo: options.replyTo,
    messageId: messageIdOn(`visite-${options.id.toLowerCase()}-${options.kind}-${options.sequence}`, sender),
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: { 'X-Contact-Message-Id': options.id },
    ...(options.ics
      ? {
          icalEvent: { method: options.ics.method, content: options.ics.content },
          attachments: [
            { filename: 'visite-maison-bologne.ics', content: options.ics.content, contentType: `text/calendar; charset=utf-8; method=${options.ics.method}` },
          ],
        }
      : {}),
  })
}
