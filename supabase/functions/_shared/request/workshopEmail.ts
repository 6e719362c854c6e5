// The workshop's e-mail for one contact message, built from its row: plain TypeScript, shared by
// the Edge Function (Deno) and its unit tests (vitest). Every visitor value is data: escaped in the
// HTML part, stripped of line breaks wherever it lands in a header.
// The services' names are the contact form's (lib/content/contactChoices.ts, plain data Deno reads).
import { contactServiceName } from '../../../../lib/content/contactChoices.ts'
import { frenchDay, frenchDayTime } from '../../../../lib/content/frenchDates.ts'
import type { ContactMessageRow } from './contactMessageRow.ts'
import { DEFAULT_WORKSHOP_EMAIL, escapeHtml, headerSafe, htmlDocument, messageIdOn } from '../mailParts.ts'
import { telLink, whatsappLink } from '../phoneLinks.ts'
import { slotWords } from './visitSlot.ts'

export interface WorkshopEmail {
  to: string
  /** None for a deposit at the counter without an address (never e-mailed to the workshop). */
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
}

export const urgencyLabels: Readonly<Record<string, string>> = {
  normal: 'Normal (1-2 semaines)',
  elevated: 'Pressé (3-5 jours)',
  urgent: 'Urgent (24-48h)',
}

/** What the subject carries in brackets when the message is not of normal urgency. */
const urgencyTags: Readonly<Record<string, string>> = {
  elevated: '[Pressé 3-5 jours]',
  urgent: '[Urgent 24-48h]',
}

const contactWayNames: Readonly<Record<string, string>> = {
  email: 'E-mail',
  phone: 'Téléphone',
  whatsapp: 'WhatsApp',
}

/** "lundi 23 novembre 2026 à 16:25 (heure de Paris)", whatever the server's zone. */
export const parisTime = (timestamp: string): string => `${frenchDayTime(timestamp, { weekday: true })} (heure de Paris)`

/** The visitor's photo as the e-mail links it: a signed URL of limited life (the bucket is
 *  private). Null when the message names one that is no longer stored. */
export interface LinkedPhoto {
  url: string
  expiresAt: Date
}

/** « Rendez-vous demandé : samedi 5 décembre à 11 h », or null for a message without a visit. */
function visitRequested(row: Partial<Pick<ContactMessageRow, 'visit_date' | 'visit_time'>>): string | null {
  return row.visit_date ? `Rendez-vous demandé\u00a0: ${slotWords(row.visit_date, row.visit_time?.slice(0, 5) ?? null)}` : null
}

/** « [Urgent 24-48h] MB-26-0142 — Réparation — Claire Dubois : Fermoir cassé »: the reference near
 *  the front, where a mail client's list still shows it, for the workshop to find the request a
 *  customer names on the phone. */
export function emailSubject(
  row: Pick<ContactMessageRow, 'service' | 'urgency' | 'name' | 'subject'> & Partial<Pick<ContactMessageRow, 'visit_date' | 'visit_time' | 'reference'>>,
): string {
  const tag = urgencyTags[row.urgency]
  const reference = row.reference ? `${headerSafe(row.reference, 20)} — ` : ''
  const service = contactServiceName(row.service)
  const about = row.subject ? ` : ${headerSafe(row.subject, 120)}` : ''
  const visit = visitRequested(row)
  return headerSafe(`${tag ? `${tag} ` : ''}${reference}${visit ? `${visit} — ` : ''}${service} — ${headerSafe(row.name, 100)}${about}`, 300)
}

/** The signed one-click links of supabase/functions/visit-action (confirm and propose only with a visit). */
export interface WorkshopActionUrls {
  confirm?: string
  propose?: string
  acknowledge: string
  close: string
}

const actionLabels = [
  ['confirm', 'Confirmer le rendez-vous'],
  ['propose', 'Proposer un autre créneau'],
  ['acknowledge', 'Accuser réception'],
  ['close', 'Demande traitée — clore'],
] as const

function actionList(actions: WorkshopActionUrls | null | undefined): { label: string; href: string }[] {
  if (!actions) return []
  return actionLabels.flatMap(([key, label]) => {
    const href = actions[key]
    return href ? [{ label, href }] : []
  })
}

interface Field {
  label: string
  text: string
  href?: string
}

/** How the visitor asked to be answered, with a link that does it. */
function preferredWay(row: ContactMessageRow, subject: string): Field {
  const way = contactWayNames[row.preferred_contact] ?? row.preferred_contact
  const label = 'Préfère être contacté(e) par'
  if (row.preferred_contact === 'whatsapp' && row.phone) {
    const href = whatsappLink(row.phone)
    if (href) return { label, text: `${way} (${row.phone})`, href }
  }
  if (row.preferred_contact === 'phone' && row.phone) {
    const href = telLink(row.phone)
    if (href) return { label, text: `${way} (${row.phone})`, href }
  }
  // A deposit at the counter may have no address; the workshop is not e-mailed about those.
  if (!row.email) return { label, text: way }
  const mail = `mailto:${encodeURIComponent(row.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${subject}`)}`
  const missing = row.preferred_contact !== 'email' ? ` — ${way} demandé, mais aucun numéro utilisable n’a été donné` : ''
  return { label, text: `E-mail (${row.email})${missing}`, href: mail }
}

function fields(row: ContactMessageRow, subject: string, photo: LinkedPhoto | null): Field[] {
  const visit = row.visit_date ? slotWords(row.visit_date, row.visit_time?.slice(0, 5) ?? null) : null
  const list: Field[] = [
    { label: 'Référence', text: row.reference },
    ...(visit ? [{ label: 'Rendez-vous demandé', text: visit }] : []),
    { label: 'Service', text: contactServiceName(row.service) },
    { label: 'Urgence', text: urgencyLabels[row.urgency] ?? row.urgency },
    { label: 'Nom', text: row.name },
    row.email
      ? { label: 'E-mail', text: row.email, href: `mailto:${encodeURIComponent(row.email).replace(/%40/g, '@')}` }
      : { label: 'E-mail', text: 'non renseigné' },
    { label: 'Téléphone', text: row.phone ?? 'non renseigné', href: row.phone ? (telLink(row.phone) ?? undefined) : undefined },
    preferredWay(row, subject),
    { label: 'Objet', text: row.subject ?? 'non renseigné' },
    { label: 'Reçu le', text: parisTime(row.created_at) },
  ]
  if (row.file_url) {
    list.push(
      photo
        ? { label: 'Photo', text: `voir la photo (lien valable jusqu’au ${frenchDay(photo.expiresAt)})`, href: photo.url }
        : { label: 'Photo', text: 'envoyée, mais introuvable au moment de cet e-mail' },
    )
  }
  list.push({ label: 'Identifiant', text: row.id })
  return list
}

/** The Message-ID of a contact message's e-mail, derived from the message's id: a copy sent again
 *  after a lost mark (the e-mail is sent at least once) has the same one, and mail clients merge it
 *  with the first (RFC 5322 3.6.4: an id unique to the message, on the sender's domain). */
export const workshopMessageId = (messageId: string, senderAddress: string): string => messageIdOn(`contact-${messageId.toLowerCase()}`, senderAddress)

function actionsHtml(intro: string, actions: { label: string; href: string }[]): string {
  if (!actions.length) return ''
  const links = actions.map(
    (action) =>
      `<a href="${escapeHtml(action.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border:1px solid #10182b;color:#10182b;text-decoration:none">${escapeHtml(action.label)}</a>`,
  )
  return `<p>${escapeHtml(intro)}</p>\n<p>${links.join('\n')}</p>`
}

export function buildWorkshopEmail(
  row: ContactMessageRow,
  options: { workshopEmail?: string; photo?: LinkedPhoto | null; actions?: WorkshopActionUrls | null },
): WorkshopEmail {
  const subject = emailSubject(row)
  const photo = row.file_url ? (options.photo ?? null) : null
  const list = fields(row, subject, photo)
  const actions = actionList(options.actions)
  const actionsIntro = 'En un clic (chaque lien ouvre une page du site qui montre ce qui sera fait, puis agit quand vous appuyez sur son bouton)\u00a0:'
  const text = [
    'Nouveau message reçu depuis le formulaire de contact du site.',
    '',
    ...list.map(
      (field) => `${field.label} : ${field.text}${field.href && field.href !== field.text && !field.href.startsWith('mailto:') ? ` <${field.href}>` : ''}`,
    ),
    '',
    'Message :',
    row.message,
    '',
    ...(actions.length ? [actionsIntro, ...actions.map((action) => `${action.label}\u00a0: ${action.href}`), ''] : []),
    '« Répondre » écrit directement au client.',
  ].join('\n')

  const cell = (field: Field) => (field.href ? `<a href="${escapeHtml(field.href)}">${escapeHtml(field.text)}</a>` : escapeHtml(field.text))
  const rows = list
    .map(
      (field) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:600;white-space:nowrap">${escapeHtml(field.label)}</th><td style="padding:4px 0">${cell(field)}</td></tr>`,
    )
    .join('\n')
  const preview = photo
    ? `<p><a href="${escapeHtml(photo.url)}"><img src="${escapeHtml(photo.url)}" alt="Photo jointe par ${escapeHtml(row.name)}" width="240" style="max-width:240px;height:auto;border:1px solid #ddd"></a></p>`
    : ''
  const html = htmlDocument(
    subject,
    `<p>Nouveau message reçu depuis le formulaire de contact du site.</p>
<table role="presentation" cellspacing="0" cellpadding="0">
${rows}
</table>
<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>
<div style="white-space:pre-wrap;border-left:3px solid #c8a96a;padding-left:12px">${escapeHtml(row.message)}</div>
${preview}
${actionsHtml(actionsIntro, actions)}
<p style="color:#555;font-size:13px">« Répondre » écrit directement au client.</p>`,
  )

  return {
    to: options.workshopEmail || DEFAULT_WORKSHOP_EMAIL,
    replyTo: row.email ? { name: headerSafe(row.name, 100), address: row.email } : undefined,
    subject,
    text,
    html,
  }
}
