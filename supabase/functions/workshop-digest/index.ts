// Edge Function workshop-digest: one e-mail to the workshop with every contact message held for the
// digest (more arrived in an hour than the threshold of private.workshop_digest_settings; see
// supabase/migrations/20261127000401_workshop_digest.sql). Called hourly by the database (pg_cron,
// through pg_net) with the notification's secret in x-function-secret. It claims the held messages,
// sends one e-mail, then marks them notified; a failed send leaves them held, with the error, for
// the next hour.
// Deploy: npx supabase@3.1.0 functions deploy workshop-digest (docs/deploy.md).
import { createHash } from 'node:crypto'
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'
import type { ContactMessageRow } from '../_shared/contactMessageRow.ts'
import { smtpTransport } from '../_shared/smtpTransport.ts'
import { buildWorkshopDigest, workshopDigestMessageId } from '../_shared/workshopDigest.ts'

const notifySecret = env('NOTIFY_WORKSHOP_SECRET')
const transport = smtpTransport()
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!notifySecret || !apiKey || !supabaseUrl) return json(500, { error: 'NOTIFY_WORKSHOP_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), notifySecret)) return json(401, { error: 'unauthorised' })

  const rows = (await rpc('claim_workshop_digest', {})) as ContactMessageRow[]
  if (rows.length === 0) return json(200, { status: 'skipped', reason: 'no message held for the digest' })
  const ids = rows.map((row) => row.id)
  const digest = buildWorkshopDigest(rows, { workshopEmail: env('WORKSHOP_EMAIL') })
  const from = env('MAIL_FROM') ?? { name: 'Site Maison Bologne', address: digest.to }
  try {
    await transport.sendMail({
      from,
      messageId: workshopDigestMessageId(ids, typeof from === 'string' ? from : from.address, sha256),
      to: digest.to,
      subject: digest.subject,
      text: digest.text,
      html: digest.html,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await rpc('fail_workshop_digest', { message_ids: ids, error: reason })
    console.error(`workshop-digest: sending ${ids.length} messages failed, will retry: ${reason}`)
    return json(502, { status: 'failed', error: reason })
  }
  await rpc('complete_workshop_digest', { message_ids: ids })
  return json(200, { status: 'sent', messages: ids.length })
})
