// Edge Function visit-action: the one-click actions of the workshop's e-mail and of the visitor's,
// called by the site's action page (features/visit-actions). GET ?token=… describes what the token's
// action would do and changes nothing (mail scanners open every link); POST { token, day?, time? }
// acts. The token is the only credential: signed with VISIT_ACTION_SECRET, one action, one message,
// an expiry (supabase/functions/_shared/visitActionToken.ts). The state changes are SQL functions
// granted to the service role only (migrations/20261127000800_visit_actions.sql).
// Deploy: npm run deploy (docs/deploy.md); verify_jwt is off in config.toml, the token decides.
import { apiKey, env, supabaseUrl } from '../_shared/serviceApi.ts'
import { verifyVisitAction, type VisitActionClaims } from '../_shared/visitActionToken.ts'
import { act, type ActionInput } from './act.ts'
import { describe } from './describe.ts'

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
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
    const claims = await claimsOf(new URL(request.url).searchParams.get('token'))
    if (claims instanceof Response) return claims
    const described = await describe(claims)
    return answer(described ? 200 : 404, described ?? { outcome: 'refused', reason: 'no_message' })
  }
  if (request.method !== 'POST') return answer(405, { outcome: 'refused', reason: 'method' })
  const body = (await request.json().catch(() => null)) as { token?: unknown; action?: unknown; day?: unknown; time?: unknown } | null
  const claims = await claimsOf(body?.token)
  if (claims instanceof Response) return claims
  // The page says which action it shows; a token of another action is refused rather than run.
  if (body?.action !== undefined && body.action !== claims.action) return answer(403, { outcome: 'refused', reason: 'wrong_action' })
  const input: ActionInput = {}
  // A slot given must be a real one: the database would fail on it (an answer of 502), not refuse it.
  for (const [key, valid] of [
    ['day', isDay],
    ['time', isTime],
  ] as const) {
    const value = body?.[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || !valid(value)) return answer(400, { outcome: 'refused', reason: 'invalid_slot' })
    input[key] = value
  }
  try {
    return answer(200, await act(claims, input))
  } catch (error) {
    console.error(`visit-action: ${claims.action} on ${claims.message} failed: ${error instanceof Error ? error.message : String(error)}`)
    return answer(502, { outcome: 'failed' })
  }
})
