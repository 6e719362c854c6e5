// Edge Function health: whether the workshop would be left without its e-mails, for an uptime
// monitor and `npm run supabase:check`. GET with the HEALTH_SECRET in x-health-secret (or, for a
// monitor that cannot send headers, in ?secret=). Answers the report of public.health_report() with
// the function secrets it misses added: 200 when no problem is listed, 503 naming each cause.
// Deploy: npm run deploy (docs/deploy.md).
import { apiKey, env, json, rpc, sameSecret, supabaseUrl } from '../_shared/serviceApi.ts'

const healthSecret = env('HEALTH_SECRET')

/** The secrets without which no e-mail leaves (notify-workshop), no retention runs, the workshop's
 *  calendar feed answers nothing (visit-feed) or the e-mails' one-click actions fail (visit-action). */
const neededSecrets = ['SMTP_HOST', 'NOTIFY_WORKSHOP_SECRET', 'CONTACT_RETENTION_SECRET', 'VISIT_FEED_KEY', 'VISIT_ACTION_SECRET']

interface HealthReport {
  healthy: boolean
  problems: string[]
  [detail: string]: unknown
}

Deno.serve(async (request) => {
  if (request.method !== 'GET') return json(405, { error: 'GET only' })
  if (!healthSecret || !apiKey || !supabaseUrl) return json(500, { error: 'HEALTH_SECRET, SUPABASE_URL or the secret key is not set' })
  const given = request.headers.get('x-health-secret') ?? new URL(request.url).searchParams.get('secret')
  if (!sameSecret(given, healthSecret)) return json(401, { error: 'unauthorised' })

  let report: HealthReport
  try {
    report = (await rpc('health_report', {})) as HealthReport
  } catch (error) {
    return json(503, { healthy: false, problems: [`the database cannot be read: ${error instanceof Error ? error.message : String(error)}`] })
  }
  const missingSecrets = neededSecrets.filter((name) => !env(name))
  const problems = [...report.problems, ...missingSecrets.map((name) => `function secret missing: ${name}`)]
  return json(problems.length ? 503 : 200, { ...report, healthy: problems.length === 0, problems, function_secrets_missing: missingSecrets })
})
