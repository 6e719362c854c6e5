// The customer's receipt on arrival: the reference and the private tracking link, in French. No text
// the visitor typed is copied into it but their name (the form cannot be used to send someone else a
// message of one's own), and the database lets at most one go to an address in 10 minutes
// (public.claim_request_receipt). Plain TypeScript, shared by notify-workshop (Deno) and its unit test.
import { contactServiceName } from '../../../../lib/content/contactChoices.ts'
import { frenchDayTime } from '../../../../lib/content/frenchDates.ts'
import { escapeHtml, headerSafe, htmlDocument, messageIdOn } from '../mailParts.ts'

/** What public.claim_request_receipt hands over for one receipt. */
export interface ReceiptClaim {
  name: string
  email: string
  reference: string
  service: string
  sent_at: string
  /** A tracking secret minted for this e-mail, returned once. */
  secret: string
}

export interface ReceiptEmail {
  to: { name: string; address: string }
  subject: string
  text: string
  html: string
}

/** The tracking page's link: the secret after '#', never sent to a server. */
export const trackingLink = (siteUrl: string, secret: string) => `${siteUrl.replace(/\/+$/, '')}/suivi#${secret}`

/** One receipt per message: a copy sent again merges with the first. */
export const receiptMessageId = (messageId: string, senderAddress: string) => messageIdOn(`receipt-${messageId.toLowerCase()}`, senderAddress)

export function buildReceiptEmail(claim: ReceiptClaim, { siteUrl, phone }: { siteUrl: string; phone: string }): ReceiptEmail {
  const name = headerSafe(claim.name, 100)
  const link = trackingLink(siteUrl, claim.secret)
  const subject = `Votre demande ${claim.reference} est bien reçue — Maison Bologne`
  const lines = [
    `Bonjour ${name},`,
    `Nous avons bien reçu votre demande (${contactServiceName(claim.service)}) le ${frenchDayTime(claim.sent_at)}, heure de Paris.`,
    `Sa référence\u00a0: ${claim.reference}. Rappelez-la si vous nous appelez au ${phone}.`,
    `Suivez chaque étape de votre demande sur sa page privée\u00a0: ${link}`,
    'Ce lien est personnel\u00a0: ne le transmettez qu’aux personnes qui suivent la demande avec vous.',
    'Vous n’avez rien demandé à l’atelier\u00a0? Quelqu’un a pu se tromper d’adresse\u00a0: ignorez simplement cet e-mail.',
    'L’atelier Maison Bologne',
  ]
  const text = lines.join('\n\n')
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`
  const html = htmlDocument(
    subject,
    [
      paragraph(lines[0]!),
      paragraph(lines[1]!),
      paragraph(lines[2]!),
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 14px;border:1px solid #10182b;color:#10182b;text-decoration:none">Suivre ma demande</a></p>`,
      ...lines.slice(4).map(paragraph),
    ].join('\n'),
  )
  return { to: { name, address: claim.email }, subject, text, html }
}
