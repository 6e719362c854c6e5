// Edge Function send-tracking-links: « Suivre ma demande ». Asked by the database (pg_net) once a
// visitor's ask for an address with open requests has committed (public.ask_tracking_links,
// supabase/schemas/request_tracking_links.sql), with the notification's secret in x-function-secret
// and the ask's id. It claims the ask once (a fresh tracking secret per request), sends the e-mail
// (_shared/request/trackingLinksEmail.ts) and, if the sending fails, releases the ask so the visitor
// may ask again at once. Deploy: npm run deploy (docs/deploy.md).
import { DEFAULT_WORKSHOP_EMAIL } from '../_shared/mailParts.ts'
import { buildTrackingLinksEmail, trackingLinksMessageId, type TrackingLinksClaim } from '../_shared/request/trackingLinksEmail.ts'
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'
import { smtpTransport } from '../_shared/smtpTransport.ts'
import { siteUrl } from '../_shared/request/visitActionLinks.ts'
import { workshopContactOnce } from '../_shared/workshopContact.ts'

const notifySecret = env('NOTIFY_WORKSHOP_SECRET')
const transport = smtpTransport()
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!notifySecret || !apiKey || !supabaseUrl) return json(500, { error: 'NOTIFY_WORKSHOP_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), notifySecret)) return json(401, { error: 'unauthorised' })
  const askId = ((await request.json().catch(() => null)) as { ask_id?: unknown } | null)?.ask_id
  if (typeof askId !== 'number' || !Number.isSafeInteger(askId)) return json(400, { error: 'ask_id expected' })

  const claim = (await rpc('claim_tracking_links', { ask_id: askId })) as TrackingLinksClaim | null
  if (!claim) return json(200, { outcome: 'none' })
  // The sender is the SMTP setting; the number and the address to answer, the owner's as saved.
  const from = env('MAIL_FROM') ?? { name: 'Maison Bologne', address: env('WORKSHOP_EMAIL') ?? DEFAULT_WORKSHOP_EMAIL }
  const contact = await workshopContactOnce('send-tracking-links')()
  const email = buildTrackingLinksEmail(claim, { siteUrl: siteUrl(), phone: contact.phone })
  try {
    await transport.sendMail({
      from,
      to: email.to,
      replyTo: contact.email,
      messageId: trackingLinksMessageId(askId, typeof from === 'string' ? from : from.address),
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
  } catch (error) {
    console.error(`send-tracking-links: the e-mail of ask ${askId} failed: ${reason(error)}`)
    await rpc('release_tracking_links', { ask_id: askId }).catch(() => null)
    return json(502, { error: 'not sent' })
  }
  return json(200, { outcome: 'sent', requests: claim.requests.length })
})
