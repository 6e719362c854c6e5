// Edge Function visit-action: the one-click actions of the workshop's e-mail and of the visitor's,
// called by the site's action page (features/request-tracking/visit-actions), which reads the token from its URL's
// fragment. GET, the token in the X-Visit-Action-Token header (never in a URL, which server logs
// keep), describes what the token's action would do and changes nothing; POST { token, day?, time? }
// acts. The token is the credential: signed with VISIT_ACTION_SECRET, one action, one message,
// an expiry (supabase/functions/_shared/request/visitActionToken.ts). The state changes are SQL functions
// granted to the service role only (migrations/20261127000800_visit_actions.sql).
// The back office (/atelier) runs the same actions with POST { action, message, day?, time? } and no
// token: the caller is then a signed-in member of the workshop, or is refused (member.ts). Its
// « cancel » is the workshop's, not the visitor's: the database's public.atelier_cancel_visit, the
// one way the workshop cancels a visit (member.ts).
// Every change leaves a row in the journal naming who acted (journal.ts).
// Deploy: npm run deploy (docs/deploy.md); verify_jwt is off in config.toml, the token or the
// membership decides.
import { apiKey, env, supabaseUrl } from '../_shared/serviceApi.ts'
import { verifyVisitAction, type VisitActionClaims } from '../_shared/request/visitActionToken.ts'
import { act, type ActionInput } from './act.ts'
import { describe, subjectOf } from './describe.ts'
import { journal } from './journal.ts'
import { cancelWithMemberToken, isLinkAction, isMemberAction, memberOf } from './member.ts'
import { markReplied } from './reply.ts'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info, x-visit-action-token',
  'Access-Control-Max-Age': '86400',
}
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { ...CORS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } })

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

/** A day of the calendar (not 2026-13-45 nor 2026-02-30), YYYY-MM-DD. */
const isDay = (value: string) => {
  const time = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}
/** A time of the day, HH:MM. */
const isTime = (value: string) => TIME.test(value) && Number(value.slice(0, 2)) < 24 && Number(value.slice(3)) < 60
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Body = { token?: unknown; action?: unknown; message?: unknown; day?: unknown; time?: unknown } | null

/** The slot a body gives, or a refusal: a slot given must be a real one (the database would fail on it, an answer of 502, not refuse it). */
function slotOf(body: Body): ActionInput | Response {
  const input: ActionInput = {}
  for (const [key, valid] of [
    ['day', isDay],
    ['time', isTime],
  ] as const) {
    const value = body?.[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || !valid(value)) return answer(400, { outcome: 'refused', reason: 'invalid_slot' })
    input[key] = value
  }
  return input
}

/** What the journal keeps of an outcome: the visit and whether the e-mail left, no personal data. */
const journalDetails = (result: Record<string, unknown>) =>
  Object.fromEntries(['status', 'visit_date', 'visit_time', 'mailed', 'photoDeleted'].filter((key) => result[key] != null).map((key) => [key, result[key]]))

/** POST without a token: the back office's, for a member of the workshop only. */
async function memberPost(request: Request, body: Body): Promise<Response> {
  if (!apiKey || !supabaseUrl) return answer(500, { outcome: 'refused', reason: 'not_configured' })
  const member = await memberOf(request)
  if (member === 401) return answer(401, { outcome: 'refused', reason: 'not_signed_in' })
  if (member === 403) return answer(403, { outcome: 'refused', reason: 'not_member' })
  const action = body?.action
  if (!isMemberAction(action)) return answer(400, { outcome: 'refused', reason: 'unknown_action' })
  if (typeof body?.message !== 'string' || !UUID.test(body.message)) return answer(400, { outcome: 'refused', reason: 'malformed' })
  const message = body.message.toLowerCase()
  const input = slotOf(body)
  if (input instanceof Response) return input
  // A request closed meanwhile (in another tab, or from the e-mail's link) is left as it is.
  const subject = await subjectOf(message)
  if (!subject) return answer(200, { outcome: 'refused', reason: 'no_message', action })
  if (subject.closed_at !== null && action !== 'close') return answer(200, { outcome: 'refused', reason: 'closed', action })
  // The workshop's cancel is the database's, which journals it itself.
  if (action === 'cancel') return answer(200, await cancelWithMemberToken(request, message))
  const result: Record<string, unknown> = isLinkAction(action)
    ? await act({ message, action, expiresAt: new Date(Date.now() + 60_000) }, input)
    : await markReplied(message)
  if (result.outcome === 'done') await journal(action, message, member.id, journalDetails(result))
  return answer(200, result)
}

async function claimsOf(token: unknown): Promise<VisitActionClaims | Response> {
  const secret = env('VISIT_ACTION_SECRET')
  if (!secret || !apiKey || !supabaseUrl) return answer(500, { outcome: 'refused', reason: 'not_configured' })
  if (typeof token !== 'string' || token.length > 2000) return answer(400, { outcome: 'refused', reason: 'malformed' })
  const verified = await verifyVisitAction(token, secret)
  return verified.ok ? verified.claims : answer(verified.refusal === 'expired' ? 410 : 401, { outcome: 'refused', reason: verified.refusal })
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  if (request.method === 'GET') {
    const claims = await claimsOf(request.headers.get('x-visit-action-token'))
    if (claims instanceof Response) return claims
    const described = await describe(claims)
    return answer(described ? 200 : 404, described ?? { outcome: 'refused', reason: 'no_message' })
  }
  if (request.method !== 'POST') return answer(405, { outcome: 'refused', reason: 'method' })
  const body = (await request.json().catch(() => null)) as Body
  if (body !== null && body.token === undefined) {
    try {
      return await memberPost(request, body)
    } catch (error) {
      console.error(`visit-action: the back office's ${String(body.action)} failed: ${error instanceof Error ? error.message : String(error)}`)
      return answer(502, { outcome: 'failed' })
    }
  }
  const claims = await claimsOf(body?.token)
  if (claims instanceof Response) return claims
  // The page says which action it shows; a token of another action is refused rather than run.
  if (body?.action !== undefined && body.action !== claims.action) return answer(403, { outcome: 'refused', reason: 'wrong_action' })
  const input = slotOf(body)
  if (input instanceof Response) return input
  try {
    const result = await act(claims, input)
    if (result.outcome === 'done') await journal(claims.action, claims.message, null, journalDetails(result))
    return answer(200, result)
  } catch (error) {
    console.error(`visit-action: ${claims.action} on ${claims.message} failed: ${error instanceof Error ? error.message : String(error)}`)
    return answer(502, { outcome: 'failed' })
  }
})
