// Edge Function quote-answer: tells the workshop that a customer accepted or declined a quote on the
// tracking page. Asked by the database (pg_net) once the answer has committed
// (public.answer_request_quote, supabase/schemas/request_quotes.sql), with the notification's secret
// in x-function-secret and the quote's id. It claims the answer once, sends the e-mail
// (_shared/request/quoteAnswerEmail.ts) to the workshop's address as the owner last saved it in
// « Fiche de l'atelier » (_shared/workshopContact.ts; the sender stays the SMTP setting) and, if the
// sending fails, releases it so that a later call may send it. Deploy: npm run deploy (docs/deploy.md).
import { DEFAULT_WORKSHOP_EMAIL } from '../_shared/mailParts.ts'
import { buildQuoteAnswerEmail, quoteAnswerMessageId, type QuoteAnswerClaim } from '../_shared/request/quoteAnswerEmail.ts'
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'
import { smtpTransport } from '../_shared/smtpTransport.ts'
import { siteUrl } from '../_shared/request/visitActionLinks.ts'
import { workshopContactOnce } from '../_shared/workshopContact.ts'

const notifySecret = env('NOTIFY_WORKSHOP_SECRET')
const transport = smtpTransport()
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  if (!notifySecret || !apiKey || !supabaseUrl) return json(500, { error: 'NOTIFY_WORKSHOP_SECRET, SUPABASE_URL or the secret key is not set' })
  if (!sameSecret(request.headers.get('x-function-secret'), notifySecret)) return json(401, { error: 'unauthorised' })
  const quoteId = ((await request.json().catch(() => null)) as { quote_id?: unknown } | null)?.quote_id
  if (typeof quoteId !== 'string' || !UUID.test(quoteId)) return json(400, { error: 'quote_id expected' })

  const claim = (await rpc('claim_quote_answer', { quote_id: quoteId })) as QuoteAnswerClaim | null
  if (!claim) return json(200, { outcome: 'none' })
  const from = env('MAIL_FROM') ?? { name: 'Maison Bologne', address: env('WORKSHOP_EMAIL') ?? DEFAULT_WORKSHOP_EMAIL }
  const workshop = (await workshopContactOnce('quote-answer')()).email
  const email = buildQuoteAnswerEmail(claim, { siteUrl: siteUrl() })
  try {
    await transport.sendMail({
      from,
      to: workshop,
      messageId: quoteAnswerMessageId(quoteId, typeof from === 'string' ? from : from.address),
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
  } catch (error) {
    console.error(`quote-answer: the e-mail of quote ${quoteId} failed: ${reason(error)}`)
    await rpc('release_quote_answer', { quote_id: quoteId }).catch(() => null)
    return json(502, { error: 'not sent' })
  }
  return json(200, { outcome: 'sent' })
})
