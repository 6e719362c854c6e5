// Edge Function visit-notices: the visitor's e-mail for each decision the workshop took on their
// visit (supabase/migrations/20261208000501_visit_decline_and_notices.sql): a declined request, with
// the workshop's reason; a confirmed visit the workshop cancels, with its reason if any and an .ics
// that cancels the event in the visitor's calendar (METHOD:CANCEL, the same UID, the new SEQUENCE). Asked by the database (pg_net) when a decision writes its notice, and every
// ten minutes by pg_cron for the notices not yet sent, with the notification's secret in
// x-function-secret. It claims the pending notices, sends each, then marks it; a failed send keeps
// its error for the next run. At least once: a copy sent again has the same Message-ID.
// Deploy: npm run deploy (docs/deploy.md).
import { contactServiceName } from '../../../lib/content/contactChoices.ts'
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'
import { sendVisitEmail } from '../_shared/request/sendVisitEmail.ts'
import { siteUrl } from '../_shared/request/visitActionLinks.ts'
import { visitDeclinedEmail, workshopCancelledVisitEmail } from '../_shared/request/visitEmails.ts'
import { visitCalendar } from '../_shared/request/visitInvitation.ts'
import { workshopContactOnce, type WorkshopContact } from '../_shared/workshopContact.ts'

const notifySecret = env('NOTIFY_WORKSHOP_SECRET')
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A row of public.claim_visit_notices(). */
interface VisitNotice {
  id: number
  message_id: string
  kind: 'declined' | 'cancelled'
  visit_date: string
  visit_time: string | null
  sequence: number
  reason: string | null
  name: string
  email: string
  service: string
}

/** `contact`: the workshop's address as the owner saved it, where the visitor's answer goes. */
function send(notice: VisitNotice, contact: WorkshopContact): Promise<void> {
  if (notice.kind === 'declined')
    return sendVisitEmail(visitDeclinedEmail(notice, notice.visit_date, notice.visit_time, notice.reason ?? ''), {
      id: notice.message_id,
      kind: 'declined',
      sequence: notice.sequence,
      replyTo: contact.email,
    })
  const time = notice.visit_time ?? ''
  const ics = visitCalendar(
    {
      messageId: notice.message_id,
      day: notice.visit_date,
      time,
      sequence: notice.sequence,
      serviceName: contactServiceName(notice.service),
      visitor: { name: notice.name, email: notice.email },
      workshopEmail: contact.email,
      siteUrl: siteUrl(),
    },
    true,
  )
  return sendVisitEmail(workshopCancelledVisitEmail(notice, notice.visit_date, time, notice.reason), {
    id: notice.message_id,
    kind: 'cancelled-by-workshop',
    sequence: notice.sequence,
    ics: { content: ics, method: 'CANCEL' },
    replyTo: contact.email,
  })
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!notifySecret || !apiKey || !supabaseUrl) return json(500, { error: 'NOTIFY_WORKSHOP_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), notifySecret)) return json(401, { error: 'unauthorised' })

  const notices = (await rpc('claim_visit_notices', {})) as VisitNotice[]
  const contact = workshopContactOnce('visit-notices')
  let sent = 0
  let failed = 0
  for (const notice of notices) {
    try {
      await send(notice, await contact())
    } catch (error) {
      failed += 1
      console.error(`visit-notices: the ${notice.kind} e-mail of ${notice.message_id} failed, will retry: ${reason(error)}`)
      await rpc('fail_visit_notice', { notice_id: notice.id, error: reason(error) })
      continue
    }
    sent += 1
    try {
      await rpc('complete_visit_notice', { notice_id: notice.id })
    } catch (error) {
      // The claim runs out and a later run sends a copy with the same Message-ID.
      console.error(`visit-notices: the ${notice.kind} e-mail of ${notice.message_id} was sent but not recorded: ${reason(error)}`)
    }
  }
  return json(failed ? 502 : 200, { sent, failed })
})
