// Edge Function workshop-digest: one e-mail to the workshop with every contact message held for the
// digest (more arrived in an hour than the threshold of private.workshop_digest_settings; see
// supabase/migrations/20261127000401_workshop_digest.sql). Called hourly by the database (pg_cron,
// through pg_net) with the notification's secret in x-function-secret. It claims the held messages,
// sends one e-mail, then marks them notified; a failed send leaves them held, with the error, for
// the next hour. It also tells the workshop, once, of a pause of the contact form for the whole
// site (migrations/20261208001400_site_pause_notice.sql), asked by the database as the pause begins.
// Both go to the workshop's address as the owner last saved it in « Fiche de l'atelier »
// (_shared/workshopContact.ts, read once per call); the sender stays the SMTP setting.
// Deploy: npx supabase@3.1.0 functions deploy workshop-digest (docs/deploy.md).
import { createHash } from 'node:crypto'
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'
import type { ContactMessageRow } from '../_shared/request/contactMessageRow.ts'
import { smtpTransport } from '../_shared/smtpTransport.ts'
import { buildSitePauseEmail, sitePauseMessageId, type SitePause } from '../_shared/sitePauseEmail.ts'
import { buildWorkshopDigest, workshopDigestMessageId } from '../_shared/request/workshopDigest.ts'
import { DEFAULT_WORKSHOP_EMAIL } from '../_shared/mailParts.ts'
import { workshopContactOnce, type WorkshopContact } from '../_shared/workshopContact.ts'

const notifySecret = env('NOTIFY_WORKSHOP_SECRET')
const transport = smtpTransport()
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)
/** The SMTP setting, else the deployed address, whatever the owner saved. */
const sender = () => env('MAIL_FROM') ?? { name: 'Site Maison Bologne', address: env('WORKSHOP_EMAIL') ?? DEFAULT_WORKSHOP_EMAIL }

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!notifySecret || !apiKey || !supabaseUrl) return json(500, { error: 'NOTIFY_WORKSHOP_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), notifySecret)) return json(401, { error: 'unauthorised' })

  const contact = workshopContactOnce('workshop-digest')
  const pause = await tellOfPause(contact)
  const rows = (await rpc('claim_workshop_digest', {})) as ContactMessageRow[]
  if (rows.length === 0) return json(200, { status: 'skipped', reason: 'no message held for the digest', pause })
  const ids = rows.map((row) => row.id)
  const digest = buildWorkshopDigest(rows, { workshopEmail: (await contact()).email })
  const from = sender()
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
  return json(200, { status: 'sent', messages: ids.length, pause })
})

/** E-mails the pause not yet announced, if any; what became of it. */
async function tellOfPause(contact: () => Promise<WorkshopContact>): Promise<'none' | 'sent' | 'failed'> {
  const pause = (await rpc('claim_site_pause_notice', {})) as SitePause | null
  if (!pause) return 'none'
  const email = buildSitePauseEmail(pause, { workshopEmail: (await contact()).email })
  const from = sender()
  try {
    await transport.sendMail({
      from,
      messageId: sitePauseMessageId(pause, typeof from === 'string' ? from : from.address),
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await rpc('complete_site_pause_notice', { pause_id: pause.id, error: reason })
    console.error(`workshop-digest: the pause notice failed, will retry: ${reason}`)
    return 'failed'
  }
  await rpc('complete_site_pause_notice', { pause_id: pause.id })
  return 'sent'
}
