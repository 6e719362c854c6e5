// The e-mails of a visit, once the workshop has acted on it (supabase/functions/visit-action): to the
// visitor when the workshop confirms, proposes another time, acknowledges the message or declines the
// visit (sent by visit-notices), or when the visitor's own cancellation goes through; to the workshop
// when the visitor accepts a proposed time or cancels. Plain
// TypeScript shared by the Edge Function (Deno) and its unit test (vitest). The address and the
// métro lines are the site's own (lib/address.ts), the services' names the contact form's
// (lib/content/contactChoices.ts): plain data that Deno reads as it is.
import { address as workshopAddress, metro as metroLines } from '../../../../lib/address.ts'
import { contactServiceName, type ContactServiceId } from '../../../../lib/content/contactChoices.ts'
import { escapeHtml, headerSafe, htmlDocument } from '../mailParts.ts'
import { slotWords } from './visitSlot.ts'

export const howToCome = `Métro\u00a0: ${metroLines.map(({ line, station }) => `ligne ${line}, station ${station}`).join('\u00a0; ')}.`

/** What to bring, by the contact form's service id. */
export const whatToBring: Readonly<Record<string, string>> = {
  création: 'Vos idées, croquis ou photos d’inspiration, et les bijoux ou pierres que vous souhaitez réutiliser.',
  réparation: 'Le bijou à réparer, avec ses éventuelles pièces détachées.',
  expertise: 'Les bijoux à expertiser, et leurs factures ou certificats si vous en avez.',
  taille: 'La bague à mettre à taille.',
  'achat-or':
    'Les bijoux ou pièces à vendre, une pièce d’identité en cours de validité, que la loi nous impose d’enregistrer, et un relevé d’identité bancaire pour le virement.',
  horlogerie: 'La montre, avec ses maillons, sa boîte et ses papiers si vous les avez.',
  'enfilage-perles': 'Le collier ou le bracelet à enfiler, avec toutes ses perles et son fermoir.',
} satisfies Record<ContactServiceId, string>

export interface VisitEmail {
  to: string
  subject: string
  text: string
  html: string
}

export interface VisitPerson {
  name: string
  email: string
  service: string
}

/** Paragraphs, a link among them as [text, href]. */
type Block = string | [string, string]

function render(to: string, subject: string, blocks: Block[]): VisitEmail {
  const text = blocks.map((block) => (typeof block === 'string' ? block : `${block[0]}\u00a0: ${block[1]}`)).join('\n\n')
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(block[1])}" style="display:inline-block;padding:10px 16px;background:#10182b;color:#faf7f0;text-decoration:none">${escapeHtml(block[0])}</a></p>`,
    )
    .join('\n')
  return { to, subject: headerSafe(subject, 300), text, html: htmlDocument(subject, body) }
}

const greeting = (person: VisitPerson) => `Bonjour ${headerSafe(person.name, 100)},`
const signature = 'Maison Bologne — joaillerie et horlogerie depuis 1964'

export function visitConfirmedEmail(person: VisitPerson, day: string, time: string, cancelUrl: string): VisitEmail {
  const when = slotWords(day, time)
  const bring = whatToBring[person.service]
  return render(person.email, `Votre visite à l’atelier est confirmée\u00a0: ${when}`, [
    greeting(person),
    `L’atelier vous attend le ${when} (heure de Paris), pour\u00a0: ${contactServiceName(person.service)}.`,
    `Adresse\u00a0: ${workshopAddress.full}.\n${howToCome}`,
    ...(bring ? [`À apporter\u00a0: ${bring}`] : []),
    'Le rendez-vous est joint à cet e-mail, à ajouter à votre agenda.',
    'Un empêchement ? Annulez la visite d’un clic, le créneau sera rendu à d’autres visiteurs et l’atelier prévenu.',
    ['Annuler ma visite', cancelUrl],
    signature,
  ])
}

export function visitProposedEmail(person: VisitPerson, day: string, time: string, acceptUrl: string): VisitEmail {
  const when = slotWords(day, time)
  return render(person.email, `L’atelier vous propose un rendez-vous\u00a0: ${when}`, [
    greeting(person),
    `Pour votre demande (${contactServiceName(person.service)}), l’atelier vous propose de venir le ${when} (heure de Paris), au ${workshopAddress.full}.`,
    'Ce créneau vous convient ? Acceptez-le d’un clic : l’atelier vous enverra alors la confirmation.',
    ['Accepter ce créneau', acceptUrl],
    'Sinon, répondez simplement à cet e-mail.',
    signature,
  ])
}

/** « Accuser réception »: what is true once the workshop has read the message, nothing more. */
export function messageAcknowledgedEmail(person: VisitPerson, visit: { day: string; time: string | null } | null): VisitEmail {
  return render(person.email, 'L’atelier a bien reçu votre message', [
    greeting(person),
    `L’atelier a bien reçu et lu votre message (${contactServiceName(person.service)}) et vous répondra.`,
    ...(visit
      ? [
          `Votre demande de visite (${slotWords(visit.day, visit.time)}) n’est pas encore confirmée\u00a0: l’atelier vous écrira pour la confirmer ou vous proposer un autre créneau.`,
        ]
      : []),
    signature,
  ])
}

export function visitCancelledEmail(person: VisitPerson, day: string, time: string): VisitEmail {
  return render(person.email, `Votre visite du ${slotWords(day, time)} est annulée`, [
    greeting(person),
    `Votre visite du ${slotWords(day, time)} est annulée, et l’atelier en est prévenu. L’annulation est jointe à cet e-mail pour votre agenda.`,
    'Pour revenir, écrivez-nous depuis le site ou répondez à cet e-mail.',
    signature,
  ])
}

/** To the workshop: the visitor accepted the time it proposed, now confirmed (in the feed, reminded). */
export function workshopAcceptedEmail(person: VisitPerson, day: string, time: string, workshopEmail: string, messageId: string): VisitEmail {
  return render(workshopEmail, `Visite acceptée par ${headerSafe(person.name, 100)}\u00a0: ${slotWords(day, time)}`, [
    `${headerSafe(person.name, 100)} (${person.email}) a accepté le créneau proposé\u00a0: ${slotWords(day, time)} (${contactServiceName(person.service)}). La visite est confirmée, et la confirmation lui est envoyée avec le rendez-vous pour son agenda.`,
    `Référence\u00a0: ${messageId}`,
  ])
}

/** The workshop hears that a visitor cancelled their visit from their e-mail's link. */
export function workshopCancelledEmail(person: VisitPerson, day: string, time: string, workshopEmail: string, messageId: string): VisitEmail {
  return render(workshopEmail, `Visite annulée par ${headerSafe(person.name, 100)}\u00a0: ${slotWords(day, time)}`, [
    `${headerSafe(person.name, 100)} (${person.email}) a annulé sa visite du ${slotWords(day, time)} (${contactServiceName(person.service)}). Le créneau est de nouveau proposé sur le site.`,
    `Référence\u00a0: ${messageId}`,
  ])
}

/** The workshop's words, quoted as they were typed, in « » with narrow no-break spaces inside. */
const quoted = (words: string) => `« ${words} »`

/** « Décliner »: the request cannot be met, with the workshop's reason. */
export function visitDeclinedEmail(person: VisitPerson, day: string, time: string | null, reason: string): VisitEmail {
  const when = slotWords(day, time)
  return render(person.email, `Votre demande de visite à l’atelier\u00a0: ${when}`, [
    greeting(person),
    `L’atelier ne pourra malheureusement pas vous recevoir à la date demandée (${when}) pour\u00a0: ${contactServiceName(person.service)}.`,
    `Le mot de l’atelier\u00a0: ${quoted(reason)}`,
    'Pour convenir d’un autre moment, répondez simplement à cet e-mail ou écrivez-nous depuis le site.',
    signature,
  ])
}

/** The workshop cancels a confirmed visit: its reason when it gave one, and the cancelling .ics. */
export function workshopCancelledVisitEmail(person: VisitPerson, day: string, time: string, reason: string | null): VisitEmail {
  const when = slotWords(day, time)
  return render(person.email, `Votre visite du ${when} est annulée par l’atelier`, [
    greeting(person),
    `L’atelier doit malheureusement annuler votre visite du ${when} (heure de Paris), pour\u00a0: ${contactServiceName(person.service)}. Nous vous prions de nous en excuser.`,
    ...(reason ? [`Le mot de l’atelier\u00a0: ${quoted(reason)}`] : []),
    'L’annulation est jointe à cet e-mail pour votre agenda.',
    'Pour convenir d’un autre moment, répondez simplement à cet e-mail ou écrivez-nous depuis le site.',
    signature,
  ])
}
