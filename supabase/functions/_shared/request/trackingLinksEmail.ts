// « Suivre ma demande »: the e-mail that gives a visitor the tracking links of their open requests,
// in French. Only what the database holds of each request is in it (reference, service, date sent),
// nothing the visitor typed, not even their name: whoever asks for an address learns nothing from the
// page, and its owner only what the workshop already knows of them. Plain TypeScript, shared by
// send-tracking-links (Deno) and its unit test.
import { contactServiceName } from '../../../../lib/content/contactChoices.ts'
import { frenchDayTime } from '../../../../lib/content/frenchDates.ts'
import { escapeHtml, htmlDocument, messageIdOn } from '../mailParts.ts'
import { trackingLink } from './receiptEmail.ts'

/** What public.claim_tracking_links hands over: the newest request first. */
export interface TrackingLinksClaim {
  email: string
  requests: { reference: string; service: string; sent_at: string; secret: string }[]
}

export interface TrackingLinksEmail {
  to: string
  subject: string
  text: string
  html: string
}

/** One e-mail per ask. */
export const trackingLinksMessageId = (askId: number | string, senderAddress: string) => messageIdOn(`suivi-${askId}`, senderAddress)

export function buildTrackingLinksEmail(claim: TrackingLinksClaim, { siteUrl, phone }: { siteUrl: string; phone: string }): TrackingLinksEmail {
  const one = claim.requests.length === 1
  const subject = one ? 'Le suivi de votre demande — Maison Bologne' : 'Le suivi de vos demandes — Maison Bologne'
  const requests = claim.requests.map((request) => ({
    title: `${request.reference} — ${contactServiceName(request.service)}, envoyée le ${frenchDayTime(request.sent_at)}`,
    link: trackingLink(siteUrl, request.secret),
  }))
  const opening = [
    'Bonjour,',
    one
      ? 'Vous avez demandé sur notre site à suivre vos demandes. Voici celle en cours, avec sa page privée\u00a0:'
      : 'Vous avez demandé sur notre site à suivre vos demandes. Voici celles en cours, chacune avec sa page privée\u00a0:',
  ]
  const closing = [
    'Ces liens sont personnels\u00a0: ne les transmettez qu’aux personnes qui suivent vos demandes avec vous.',
    `Une question\u00a0? Appelez l’atelier au ${phone}, en rappelant la référence.`,
    'Vous n’avez rien demandé\u00a0? Quelqu’un a pu se tromper d’adresse\u00a0: ignorez simplement cet e-mail.',
    'L’atelier Maison Bologne',
  ]
  const text = [...opening, ...requests.map((request) => `${request.title} (heure de Paris)\n${request.link}`), ...closing].join('\n\n')
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`
  const html = htmlDocument(
    subject,
    [
      ...opening.map(paragraph),
      '<ul>',
      ...requests.map(
        (request) =>
          `<li style="margin-bottom:12px">${escapeHtml(request.title)} (heure de Paris)<br><a href="${escapeHtml(request.link)}">Suivre la demande ${escapeHtml(request.title.split(' — ')[0]!)}</a></li>`,
      ),
      '</ul>',
      ...closing.map(paragraph),
    ].join('\n'),
  )
  return { to: claim.email, subject, text, html }
}
