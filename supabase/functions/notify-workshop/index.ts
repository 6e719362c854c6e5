// Edge Function notify-workshop: sends the workshop an e-mail per contact message, at least once (a
// send whose success cannot be recorded, after two minutes of trying, is sent again once its claim
// runs out, with the same Message-ID, so the workshop's mail client merges the copies).
// The e-mail goes to the workshop's address as the owner last saved it in « Fiche de l'atelier »
// (_shared/workshopContact.ts, read once per call); the sender stays the SMTP setting.
// Called by the database (the insert trigger and the sweep, through pg_net) with
// { "message_id": "<uuid>" } and the shared secret in x-function-secret. It claims the row, sends over
// SMTP, then marks the row notified; a failed send is recorded with a back-off for the sweep. Then the
// customer's receipt, with the request's reference and tracking link (_shared/request/sendReceipt.ts);
// for a deposit at the counter, the receipt alone.
// Deploy: npx supabase@3.1.0 functions deploy notify-workshop (docs/deploy.md).
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'
import type { ContactMessageRow } from '../_shared/request/contactMessageRow.ts'
import { signedPhotoLink } from '../_shared/request/contactPhoto.ts'
import { smtpTransport } from '../_shared/smtpTransport.ts'
import { workshopActionLinks } from '../_shared/request/visitActionLinks.ts'
import { DEFAULT_WORKSHOP_EMAIL } from '../_shared/mailParts.ts'
import { buildWorkshopEmail, workshopMessageId } from '../_shared/request/workshopEmail.ts'
import { sendReceipt } from '../_shared/request/sendReceipt.ts'
import { workshopContactOnce } from '../_shared/workshopContact.ts'

const notifySecret = env('NOTIFY_WORKSHOP_SECRET')
/** The sender when MAIL_FROM does not say: the deployed address, whatever the owner saved. */
const deployedSender = env('WORKSHOP_EMAIL') ?? DEFAULT_WORKSHOP_EMAIL

const transport = smtpTransport()

/** Waits between tries of the mark (ms): about two minutes in all, well within the claim's five,
 *  so a database that is briefly unreachable does not turn a sent e-mail into a second copy. */
const MARK_RETRY_DELAYS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]

/** Records the send; true once recorded. If it never is, the claim runs out and the sweep sends a
 *  copy with the same Message-ID (at least once). */
async function markSent(messageId: string): Promise<boolean> {
  for (const delay of [...MARK_RETRY_DELAYS, null]) {
    try {
      await rpc('complete_contact_notification', { message_id: messageId })
      return true
    } catch (error) {
      console.error(`notify-workshop: marking ${messageId} sent failed: ${error instanceof Error ? error.message : String(error)}`)
      if (delay === null) return false
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
  return false
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!notifySecret || !apiKey || !supabaseUrl) return json(500, { error: 'NOTIFY_WORKSHOP_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), notifySecret)) return json(401, { error: 'unauthorised' })

  const payload = (await request.json().catch(() => null)) as { message_id?: unknown; record?: { id?: unknown } } | null
  // Our trigger sends { message_id }; a Database Webhook created in the dashboard sends { record }.
  const messageId = payload?.message_id ?? payload?.record?.id
  if (typeof messageId !== 'string' || !UUID.test(messageId)) return json(400, { error: 'message_id must be a uuid' })

  const claimed = (await rpc('claim_contact_notification', { message_id: messageId })) as ContactMessageRow[]
  const row = claimed[0]
  if (!row) return json(200, { status: 'skipped', reason: 'already notified, being sent, or waiting for its next attempt' })

  const from = env('MAIL_FROM') ?? { name: 'Site Maison Bologne', address: deployedSender }
  const contact = workshopContactOnce('notify-workshop')
  // A piece registered at the counter is the workshop's own request: no e-mail to the workshop, only
  // the customer's receipt when they gave an address (supabase/schemas/counter_deposits.sql).
  if (row.origin === 'counter') {
    const recorded = await markSent(messageId)
    const receipt = await sendReceipt(messageId, transport, from, contact)
    return json(recorded ? 200 : 500, { status: 'counter deposit: receipt only', receipt })
  }
  try {
    // The bucket is private: the e-mail links the photo by a signed URL of limited life.
    const photo = row.file_url ? await signedPhotoLink(row.file_url) : null
    // Signed one-click actions (visit-action); none without VISIT_ACTION_SECRET, which the health check reports.
    const actions = await workshopActionLinks(messageId, row.visit_date !== null)
    const email = buildWorkshopEmail(row, { workshopEmail: (await contact()).email, photo, actions })
    await transport.sendMail({
      from,
      messageId: workshopMessageId(messageId, typeof from === 'string' ? from : from.address),
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { 'X-Contact-Message-Id': messageId },
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await rpc('fail_contact_notification', { message_id: messageId, error: reason })
    console.error(`notify-workshop: sending ${messageId} failed, will retry: ${reason}`)
    return json(502, { status: 'failed', error: reason })
  }
  const recorded = await markSent(messageId)
  const receipt = await sendReceipt(messageId, transport, from, contact)
  if (!recorded) return json(500, { status: 'sent', receipt, error: 'sent, but not recorded: a copy will follow' })
  return json(200, { status: 'sent', receipt })
})
