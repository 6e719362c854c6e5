// The files handed to a client who asks what the workshop holds about them, built on this device from
// the database's answer (clients.ts): JSON, whole and machine-readable (portability), and CSV, one row
// per message, for a spreadsheet set in French (csv.ts). Plain TypeScript.
import { contactServiceName } from '../../lib/content/contactChoices'
import type { FoundClient, PhotoLink } from './clients'
import { csvText } from './csv'
import { csvColumns, exportTexts, noticeWords, preferredContactWords, urgencyWords, visitStatusWords } from './texts/clients'

const parisDateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })
/** « 07/12/2026 14:35 », Paris time: what a French spreadsheet reads as a date. */
const instant = (iso: string | null) => (iso ? parisDateTime.format(new Date(iso)).replace(',', '') : '')
/** '2026-12-24' and '10:30' as « 24/12/2026 10:30 »; no time: any time of the day. */
const slot = (day: string | null, time: string | null) =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${time ?? exportTexts.anyTime}` : ''

export interface ClientExport {
  client: FoundClient
  links: PhotoLink[]
  now: Date
  /** How long the photo links open the photos, in days. */
  linkDays: number
}

const linksUntil = ({ now, linkDays }: ClientExport) => new Date(now.getTime() + linkDays * 24 * 3600 * 1000)

/** The database's answer as it is, with each photo's link and how long it lasts. */
export function clientJson(file: ClientExport): string {
  const until = linksUntil(file)
  const link = (messageId: string) => file.links.find((each) => each.message_id === messageId)?.url ?? null
  const { outcome: _outcome, ...held } = file.client
  return JSON.stringify(
    {
      note: exportTexts.note(instant(until.toISOString())),
      exported_at: file.now.toISOString(),
      photo_links_valid_until: until.toISOString(),
      ...held,
      photos: held.photos.map((photo) => ({ ...photo, url: link(photo.message_id) })),
    },
    null,
    2,
  )
}

/** One row per message: the message, its visit, the e-mails about it, its photo's link. */
export function clientCsv(file: ClientExport): string {
  const until = instant(linksUntil(file).toISOString())
  const rows = file.client.messages.map((message) => {
    const visit = file.client.visits.find((each) => each.message_id === message.id)
    const notices = file.client.notices.filter((each) => each.message_id === message.id)
    const link = file.links.find((each) => each.message_id === message.id)?.url
    return [
      instant(message.created_at),
      message.name,
      message.email,
      message.phone,
      contactServiceName(message.service),
      message.subject,
      message.message,
      preferredContactWords[message.preferred_contact] ?? message.preferred_contact,
      urgencyWords[message.urgency] ?? message.urgency,
      slot(message.visit_date, message.visit_time),
      visit ? (visitStatusWords[visit.status] ?? visit.status) : '',
      visit ? slot(visit.visit_date, visit.visit_time) : '',
      visit?.decision_reason,
      notices.map((notice) => `${instant(notice.sent_at ?? notice.created_at)} ${noticeWords[notice.kind] ?? notice.kind}`).join(' ; '),
      instant(message.closed_at),
      link ?? (message.photo ? exportTexts.photoGone : ''),
      link ? until : '',
    ]
  })
  return csvText(csvColumns, rows)
}
