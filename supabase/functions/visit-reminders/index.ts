// Edge Function visit-reminders: the e-mail each visitor receives the day before a visit the
// workshop confirmed (supabase/migrations/20261127000901_visit_reminders.sql). Called through the
// day by the database (pg_cron, through pg_net) with the notification's secret in
// x-function-secret. It claims tomorrow's confirmed visits not yet reminded, sends each its e-mail,
// then marks it; a failed send keeps its error on the row for the next run. At least once: a send
// whose mark is lost is sent again once its claim runs out, with the same Message-ID.
// Deploy: npm run deploy (docs/deploy.md).
import { DEFAULT_WORKSHOP_EMAIL } from '../_shared/mailParts.ts'
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'
import { smtpTransport } from '../_shared/smtpTransport.ts'
import { buildVisitReminder, visitReminderMessageId, type VisitReminderRow } from '../_shared/request/visitReminderEmail.ts'
import { workshopContactOnce } from '../_shared/workshopContact.ts'

const notifySecret = env('NOTIFY_WORKSHOP_SECRET')
const transport = smtpTransport()
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!notifySecret || !apiKey || !supabaseUrl) return json(500, { error: 'NOTIFY_WORKSHOP_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), notifySecret)) return json(401, { error: 'unauthorised' })

  const rows = (await rpc('claim_visit_reminders', {})) as VisitReminderRow[]
  const from = env('MAIL_FROM') ?? { name: 'Maison Bologne', address: env('WORKSHOP_EMAIL') ?? DEFAULT_WORKSHOP_EMAIL }
  // « Répondez à cet e-mail ou appelez le … »: the owner's address and number as saved, read once.
  const contact = workshopContactOnce('visit-reminders')
  let sent = 0
  let failed = 0
  for (const row of rows) {
    const { phone, email: replyTo } = await contact()
    const email = buildVisitReminder(row, { phone })
    try {
      await transport.sendMail({
        from,
        messageId: visitReminderMessageId(row, typeof from === 'string' ? from : from.address),
        to: email.to,
        replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { 'X-Visit-Message-Id': row.message_id },
      })
    } catch (error) {
      failed += 1
      console.error(`visit-reminders: sending the reminder of ${row.message_id} failed, will retry: ${reason(error)}`)
      await rpc('fail_visit_reminder', { message_id: row.message_id, error: reason(error) })
      continue
    }
    sent += 1
    try {
      await rpc('complete_visit_reminder', { message_id: row.message_id, visit_date: row.visit_date, visit_time: row.visit_time })
    } catch (error) {
      // The claim runs out and a later run sends a copy with the same Message-ID.
      console.error(`visit-reminders: the reminder of ${row.message_id} was sent but not recorded: ${reason(error)}`)
    }
  }
  return json(failed ? 502 : 200, { sent, failed })
})
