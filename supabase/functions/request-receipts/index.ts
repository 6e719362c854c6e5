// Edge Function request-receipts: the customers' receipts whose sending failed, sent again
// (supabase/schemas/request_receipt_retries.sql). Asked every ten minutes by pg_cron through pg_net
// when one is due, with the notification's secret in x-function-secret. It claims the due receipts
// and sends each as notify-workshop did (_shared/request/sendReceipt.ts: the database decides again
// whether it goes, a fresh tracking link, the same Message-ID); one that fails again waits longer.
// Deploy: npm run deploy (docs/deploy.md).
import { DEFAULT_WORKSHOP_EMAIL } from '../_shared/mailParts.ts'
import { sendReceipt } from '../_shared/request/sendReceipt.ts'
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'
import { smtpTransport } from '../_shared/smtpTransport.ts'
import { workshopContactOnce } from '../_shared/workshopContact.ts'

const notifySecret = env('NOTIFY_WORKSHOP_SECRET')
const transport = smtpTransport()

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!notifySecret || !apiKey || !supabaseUrl) return json(500, { error: 'NOTIFY_WORKSHOP_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), notifySecret)) return json(401, { error: 'unauthorised' })

  const due = (await rpc('claim_request_receipt_retries', { batch: 20 })) as string[]
  const from = env('MAIL_FROM') ?? { name: 'Site Maison Bologne', address: env('WORKSHOP_EMAIL') ?? DEFAULT_WORKSHOP_EMAIL }
  const contact = workshopContactOnce('request-receipts')
  const outcomes: Record<string, number> = {}
  for (const messageId of due) {
    const outcome = await sendReceipt(messageId, transport, from, contact)
    // A failure is recorded by sendReceipt (public.fail_request_receipt); anything else ends the retry.
    if (outcome !== 'failed') await rpc('complete_request_receipt_retry', { message_id: messageId })
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
  }
  return json(200, { claimed: due.length, outcomes })
})
