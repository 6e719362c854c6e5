// The workshop's e-mail when a flood reaches the contact form's ceiling for the whole site
// (supabase/migrations/20261208001400_site_pause_notice.sql), once per flood: beyond it each message
// costs its sender's device a proof of work, and a hard cap further up pauses the form
// (supabase/migrations/20261209000500_contact_flood_proof_of_work.sql). Plain TypeScript, read by
// the Edge Function workshop-digest (Deno) and its unit test (vitest).
import { frenchDayTime } from '../../../lib/content/frenchDates.ts'
import { DEFAULT_WORKSHOP_EMAIL, escapeHtml, htmlDocument, messageIdOn } from './mailParts.ts'

/** A row of public.claim_site_pause_notice(). */
export interface SitePause {
  id: number
  started_at: string
  until: string
  /** `hard_cap`: from the proof of work's migration on; a pause recorded before has none. */
  rules: { period: string; messages: number; ceiling: number; hard_cap?: number }[]
}

export interface SitePauseEmail {
  to: string
  subject: string
  text: string
  html: string
}

const parisClock = (instant: string) => frenchDayTime(instant, { weekday: true, hourWord: true })

/** « 30 messages en une heure », « 100 messages en une journée ». */
// The period as SQL prints an interval: '1 day' or '01:00:00' (a word the typography fixer leaves alone).
const inPeriod = (messages: number, period: string) => `${messages}\u00a0messages ${/\bday\b/.test(period) ? 'en une journée' : 'en une heure'}`
const reached = (rule: SitePause['rules'][number]) => inPeriod(rule.messages, rule.period)

export function buildSitePauseEmail(pause: SitePause, options: { workshopEmail?: string } = {}): SitePauseEmail {
  const until = parisClock(pause.until)
  const subject = `Afflux de messages sur le formulaire de contact, jusqu’au ${until}`
  const hardCaps = pause.rules.flatMap((rule) => (rule.hard_cap ? [inPeriod(rule.hard_cap, rule.period)] : []))
  const paragraphs = [
    `Le formulaire de contact du site a reçu ${pause.rules.map(reached).join(' et ')}, le plafond fixé pour l’ensemble du site. Jusqu’au ${until} environ (heure de Paris), chaque nouveau message demande à l’appareil qui l’envoie quelques secondes de calcul, une vérification anti-abus qui rend coûteux un envoi en masse : les visiteurs peuvent toujours vous écrire.`,
    ...(hardCaps.length > 0
      ? [
          `Si l’afflux atteint ${hardCaps.join(' ou ')}, le formulaire est suspendu pour tous ; les messages des visiteurs restent alors gardés sur leur appareil, qui les envoie de lui-même ensuite.`,
        ]
      : []),
    'Un afflux pareil vient souvent d’un robot. S’il s’agit d’un afflux réel (un article, une campagne), le plafond peut être relevé par le développeur du site. Le contrôle de santé du site le signale aussi tant que dure l’afflux.',
    'Vous ne recevrez pas d’autre e-mail pour cet afflux.',
  ]
  const html = htmlDocument(subject, paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'))
  return { to: options.workshopEmail || DEFAULT_WORKSHOP_EMAIL, subject, text: paragraphs.join('\n\n'), html }
}

/** One Message-ID per pause: a copy sent again after a lost mark merges with the first. */
export function sitePauseMessageId(pause: Pick<SitePause, 'id' | 'started_at'>, senderAddress: string): string {
  return messageIdOn(`pause-${pause.id}-${Date.parse(pause.started_at)}`, senderAddress)
}
