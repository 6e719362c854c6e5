// The e-mail that tells a customer their request has reached a step, sent when a member chooses to
// (supabase/functions/send-step-email). It carries the workshop's own text as the member left it,
// the reference, a freshly minted tracking link and, for « Prête à retirer », the next days the
// workshop opens with their hours; of what the customer typed, only their name. Plain TypeScript,
// shared by the function (Deno) and its unit test.
import { frenchDay } from '../../../../lib/content/frenchDates.ts'
import { statusLabels } from '../../../../features/request-tracking/texts.ts'
import type { RequestStatus } from '../../../../features/request-tracking/statuses.ts'
import { escapeHtml, headerSafe, htmlDocument, messageIdOn } from '../mailParts.ts'
import { clockWords } from './visitSlot.ts'
import { trackingLink } from './receiptEmail.ts'

/** A day the workshop opens and its ranges, 'HH:MM' in Paris (private.next_opening_days). */
interface OpeningDay {
  day: string
  ranges: { opens: string; closes: string }[]
}

/** What public.atelier_step_email hands over for one e-mail. */
export interface StepEmailClaim {
  name: string
  email: string
  reference: string
  status: RequestStatus
  /** A tracking secret minted for this e-mail, returned once. */
  secret: string
  opening_days: OpeningDay[] | null
}

export interface StepEmail {
  to: { name: string; address: string }
  subject: string
  text: string
  html: string
}

/** The longest text a member may send. */
export const STEP_TEXT_MAX = 4000

/** One e-mail per request, step and text: a copy sent again (its answer lost) merges with the first. */
export const stepMessageId = (messageId: string, status: string, textHash: string, senderAddress: string) =>
  messageIdOn(`etape-${messageId.toLowerCase()}-${status}-${textHash.slice(0, 16)}`, senderAddress)

/** « lundi 14 décembre : 10 h – 13 h, 14 h – 19 h » */
const openingDayWords = ({ day, ranges }: OpeningDay, now = new Date()) =>
  `${frenchDay(day, { weekday: true, yearUnlessIn: now })}\u00a0: ${ranges.map((range) => `${clockWords(range.opens)} – ${clockWords(range.closes)}`).join(', ')}`

export function buildStepEmail(
  claim: StepEmailClaim,
  text: string,
  { siteUrl, phone, now = new Date() }: { siteUrl: string; phone: string; now?: Date },
): StepEmail {
  const name = headerSafe(claim.name, 100)
  const link = trackingLink(siteUrl, claim.secret)
  const subject = `Votre demande ${claim.reference}\u00a0: ${statusLabels[claim.status]} — Maison Bologne`
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const days = (claim.opening_days ?? []).map((day) => openingDayWords(day, now))
  const hoursTitle = 'L’atelier est ouvert les jours suivants (heure de Paris)\u00a0:'
  const tracking = `Référence de votre demande\u00a0: ${claim.reference}. Suivez-la sur sa page privée\u00a0: ${link}`
  const closing = [
    'Ce lien est personnel\u00a0: ne le transmettez qu’aux personnes qui suivent la demande avec vous.',
    `Une question\u00a0? Appelez l’atelier au ${phone}, en rappelant la référence.`,
    'L’atelier Maison Bologne',
  ]
  const textPart = [
    `Bonjour ${name},`,
    ...paragraphs,
    ...(days.length > 0 ? [[hoursTitle, ...days.map((day) => `- ${day}`)].join('\n')] : []),
    tracking,
    ...closing,
  ].join('\n\n')
  const paragraph = (line: string) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`
  const html = htmlDocument(
    subject,
    [
      paragraph(`Bonjour ${name},`),
      ...paragraphs.map(paragraph),
      ...(days.length > 0 ? [paragraph(hoursTitle), '<ul>', ...days.map((day) => `<li>${escapeHtml(day)}</li>`), '</ul>'] : []),
      paragraph(`Référence de votre demande\u00a0: ${claim.reference}.`),
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 14px;border:1px solid #10182b;color:#10182b;text-decoration:none">Suivre ma demande</a></p>`,
      ...closing.map(paragraph),
    ].join('\n'),
  )
  return { to: { name, address: claim.email }, subject, text: textPart, html }
}
