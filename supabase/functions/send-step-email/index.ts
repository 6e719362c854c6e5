// Edge Function send-step-email: the e-mail that tells a customer their request reached a step, sent
// from the back office when a member chooses to (features/atelier/StepEmailDialog.tsx), with the text
// the member left. POST { message, status, text } with the member's session: the database checks the
// membership and the step and hands over what the e-mail needs with a fresh tracking secret
// (public.atelier_step_email, supabase/schemas/request_step_emails.sql); once the SMTP server has
// accepted the e-mail, the journal records it with the same session (public.atelier_step_email_sent).
// Answers { outcome: 'sent' } only then; 'refused' with the database's reason, or 'failed' (502).
// Deploy: npm run deploy (docs/deploy.md); verify_jwt is off in config.toml, the database decides.
import { DEFAULT_WORKSHOP_EMAIL } from '../_shared/mailParts.ts'
import { buildStepEmail, STEP_TEXT_MAX, stepMessageId, type StepEmailClaim } from '../_shared/request/stepEmail.ts'
import { env, supabaseUrl } from '../_shared/serviceApi.ts'
import { smtpTransport } from '../_shared/smtpTransport.ts'
import { siteUrl } from '../_shared/request/visitActionLinks.ts'
import { workshopContactOnce } from '../_shared/workshopContact.ts'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
  'Access-Control-Max-Age': '86400',
}
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const transport = smtpTransport()
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A database function called as the member: their key and session, as they came. */
async function asMember(request: Request, name: string, args: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: request.headers.get('apikey') ?? '',
      Authorization: request.headers.get('Authorization') ?? '',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (byte) => byte.toString(16).padStart(2, '0')).join('')

async function send(request: Request): Promise<Response> {
  if (!supabaseUrl) return answer(500, { outcome: 'refused', reason: 'not_configured' })
  if (!request.headers.get('apikey') || !/^Bearer\s+\S+$/i.test(request.headers.get('Authorization') ?? ''))
    return answer(401, { outcome: 'refused', reason: 'not_signed_in' })
  const body = (await request.json().catch(() => null)) as { message?: unknown; status?: unknown; text?: unknown } | null
  const text = typeof body?.text === 'string' ? body.text.trim() : ''
  if (typeof body?.message !== 'string' || !UUID.test(body.message) || typeof body.status !== 'string')
    return answer(400, { outcome: 'refused', reason: 'malformed' })
  if (text === '' || text.length > STEP_TEXT_MAX) return answer(400, { outcome: 'refused', reason: 'text' })
  const message = body.message.toLowerCase()

  const claimed = await asMember(request, 'atelier_step_email', { message_id: message, status: body.status })
  if (claimed.status === 401) return answer(401, { outcome: 'refused', reason: 'not_signed_in' })
  if (claimed.status === 403 || (claimed.body as { code?: string } | null)?.code === '42501') return answer(403, { outcome: 'refused', reason: 'not_member' })
  if (claimed.status !== 200) throw new Error(`atelier_step_email answered ${claimed.status}: ${JSON.stringify(claimed.body)}`)
  const claim = claimed.body as (StepEmailClaim & { outcome: 'send' }) | { outcome: 'refused'; reason: string }
  if (claim.outcome !== 'send') return answer(200, claim)

  // The sender is the SMTP setting; the number and the address to answer, the owner's as saved.
  const from = env('MAIL_FROM') ?? { name: 'Maison Bologne', address: env('WORKSHOP_EMAIL') ?? DEFAULT_WORKSHOP_EMAIL }
  const contact = await workshopContactOnce('send-step-email')()
  const email = buildStepEmail(claim, text, { siteUrl: siteUrl(), phone: contact.phone })
  try {
    await transport.sendMail({
      from,
      to: email.to,
      replyTo: contact.email,
      messageId: stepMessageId(message, claim.status, await sha256(text), typeof from === 'string' ? from : from.address),
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { 'X-Contact-Message-Id': message },
    })
  } catch (error) {
    console.error(`send-step-email: the e-mail of ${message} at ${claim.status} failed: ${reason(error)}`)
    return answer(502, { outcome: 'failed' })
  }
  // The e-mail has gone: a journal that fails now is logged, not told as a failed sending.
  const journaled = await asMember(request, 'atelier_step_email_sent', { message_id: message, status: claim.status }).catch(() => null)
  if (journaled?.status !== 200 && journaled?.status !== 204)
    console.error(`send-step-email: the e-mail of ${message} went but was not journaled (${journaled?.status ?? 'unreachable'})`)
  return answer(200, { outcome: 'sent' })
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  if (request.method !== 'POST') return answer(405, { outcome: 'refused', reason: 'method' })
  try {
    return await send(request)
  } catch (error) {
    console.error(`send-step-email: ${reason(error)}`)
    return answer(502, { outcome: 'failed' })
  }
})
