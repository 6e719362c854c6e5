// The workshop's e-mail when the contact form is paused for the whole site: its ceiling of messages
// was reached (supabase/migrations/20261208001400_site_pause_notice.sql), once per pause. Plain
// TypeScript, shared by the Edge Function workshop-digest (Deno) and its unit test (vitest).
import { frenchDayTime } from '../../../lib/content/frenchDates.ts'
import { DEFAULT_WORKSHOP_EMAIL, escapeHtml, htmlDocument, messageIdOn } from './mailParts.ts'

/** A row of public.claim_site_pause_notice(). */
export interface SitePause {
  id: number
  started_at: string
  until: string
  rules: { period: string; messages: number; ceiling: number }[]
}

export interface SitePauseEmail {
  to: string
  subject: string
  text: string
  html: string
}

const parisClock = (instant: string) => frenchDayTime(instant, { weekday: true, hourWord: true })

/** « 30 messages en une heure », « 100 messages en une journée ». */
const reached = (rule: SitePause['rules'][number]) => `${rule.messages}\u00a0messages ${rule.period === '1 day' ? 'en une journée' : 'en une heure'}`

export function buildSitePauseEmail(pause: SitePause, options: { workshopEmail?: string } = {}): SitePauseEmail {
  const until = parisClock(pause.until)
  const subject = `Formulaire de contact suspendu jusqu’au ${until}`
  const paragraphs = [
    `Le formulaire de contact du site a reçu ${pause.rules.map(reached).join(' et ')}, le plafond fixé pour l’ensemble du site. Les nouveaux messages sont retenus sur l’appareil de chaque visiteur, qui en est averti, jusqu’au ${until} environ (heure de Paris) ; ils partent alors d’eux-mêmes.`,
    'Un afflux pareil vient souvent d’un robot. S’il s’agit d’un afflux réel (un article, une campagne), le plafond peut être relevé par le développeur du site. Le contrôle de santé du site le signale aussi tant que dure la pause.',
    'Vous ne recevrez pas d’autre e-mail pour cette pause.',
  ]
  const html = htmlDocument(subject, paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'))
  return { to: options.workshopEmail || DEFAULT_WORKSHOP_EMAIL, subject, text: paragraphs.join('\n\n'), html }
}

/** One Message-ID per pause: a copy sent again after a lost mark merges with the first. */
export function sitePauseMessageId(pause: Pick<SitePause, 'id' | 'started_at'>, senderAddress: string): string {
  return messageIdOn(`pause-${pause.id}-${Date.parse(pause.started_at)}`, senderAddress)
}
