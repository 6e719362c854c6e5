// The workshop's digest e-mail: the contact messages held back while the site received more than
// its digest threshold (supabase/migrations/20261127000401_workshop_digest.sql), in one e-mail
// instead of one each. Plain TypeScript like workshopEmail.ts, shared by the Edge Function
// workshop-digest (Deno) and its unit test (vitest). Every visitor value is data: escaped in the
// HTML, kept out of the headers.
import { contactServiceName } from '../../../../lib/content/contactChoices.ts'
import type { ContactMessageRow } from './contactMessageRow.ts'
import { DEFAULT_WORKSHOP_EMAIL, escapeHtml, headerSafe, htmlDocument, messageIdOn } from '../mailParts.ts'
import { parisTime, urgencyLabels } from './workshopEmail.ts'

export interface WorkshopDigest {
  to: string
  subject: string
  text: string
  html: string
}

const introduction = (count: number) =>
  `Le site a reçu en peu de temps plus de messages que d’habitude\u00a0: plutôt qu’un e-mail par message, voici les ${count} derniers réunis. Un afflux pareil vient souvent d’un robot. Tous les messages sont conservés dans la base (Supabase, table contact_messages), photos comprises.`

function facts(row: ContactMessageRow): [string, string][] {
  return [
    ['Reçu le', parisTime(row.created_at)],
    ['Nom', headerSafe(row.name, 100)],
    ['E-mail', row.email ?? 'non renseigné'],
    ['Téléphone', row.phone ?? 'non renseigné'],
    ['Service', contactServiceName(row.service)],
    ['Urgence', urgencyLabels[row.urgency] ?? row.urgency],
    ['Objet', row.subject ? headerSafe(row.subject, 150) : 'non renseigné'],
    ['Photo', row.file_url ? 'oui, dans la base' : 'non'],
    ['Référence', row.id],
  ]
}

/** Rows as claimed, oldest first. */
export function buildWorkshopDigest(rows: readonly ContactMessageRow[], options: { workshopEmail?: string } = {}): WorkshopDigest {
  const subject = `Formulaire de contact\u00a0: ${rows.length} message${rows.length > 1 ? 's' : ''} regroupé${rows.length > 1 ? 's' : ''} (afflux inhabituel)`
  const text = [
    introduction(rows.length),
    ...rows.map((row, index) =>
      [`\n— ${index + 1} / ${rows.length} —`, ...facts(row).map(([label, value]) => `${label}\u00a0: ${value}`), 'Message\u00a0:', row.message].join('\n'),
    ),
  ].join('\n')
  const sections = rows
    .map(
      (row, index) => `<h2 style="font-size:16px;margin:24px 0 8px">${index + 1} / ${rows.length} — ${escapeHtml(headerSafe(row.name, 100))}</h2>
<table role="presentation" cellspacing="0" cellpadding="0">
${facts(row)
  .map(([label, value]) => `<tr><th align="left" style="padding:2px 12px 2px 0;font-weight:600">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
  .join('\n')}
</table>
<div style="white-space:pre-wrap;border-left:3px solid #c8a96a;padding-left:12px;margin-top:8px">${escapeHtml(row.message)}</div>`,
    )
    .join('\n')
  const html = htmlDocument(subject, `<p>${escapeHtml(introduction(rows.length))}</p>\n${sections}`)
  return { to: options.workshopEmail || DEFAULT_WORKSHOP_EMAIL, subject, text, html }
}

/** One Message-ID per digest, from the messages it holds: a digest sent again after a lost mark
 *  carries the same one, and the workshop's mail client merges the copies. */
export function workshopDigestMessageId(messageIds: readonly string[], senderAddress: string, hash: (text: string) => string): string {
  return messageIdOn(`digest-${hash([...messageIds].sort().join(','))}`, senderAddress)
}
