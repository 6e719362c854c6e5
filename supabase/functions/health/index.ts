// Edge Function health: whether the workshop would be left without its e-mails, for an uptime
// monitor and `npm run supabase:check`. GET with the HEALTH_SECRET in the x-health-secret header
// (never in the URL, where logs keep it; during a rotation HEALTH_SECRET_PREVIOUS is accepted too),
// 10 wrong ones from a client within 15 minutes hold it back (429). Answers the report of
// public.health_report() with the function secrets it misses added: 200 when no problem is listed,
// 503 naming each cause. With SITE_URL set, a build of the site asked of the host more than half an
// hour ago (site_publication.sql) must be the one the site serves (its build.json).
// Deploy: npm run deploy (docs/deploy.md).
import { acceptedSecrets, attempt, isOneOf, throttled } from '../_shared/secretAttempts.ts'
import { apiKey, env, json, rpc, supabaseUrl } from '../_shared/serviceApi.ts'

const healthSecrets = acceptedSecrets('HEALTH_SECRET')

/** The secrets without which no e-mail leaves (notify-workshop), no retention runs, the workshop's
 *  calendar feed answers nothing (visit-feed) or the e-mails' one-click actions fail (visit-action). */
const neededSecrets = ['SMTP_HOST', 'NOTIFY_WORKSHOP_SECRET', 'CONTACT_RETENTION_SECRET', 'VISIT_FEED_KEY', 'VISIT_ACTION_SECRET']

interface HealthReport {
  healthy: boolean
  problems: string[]
  site_build_asked_at?: string | null
  [detail: string]: unknown
}

// A build on the host takes a few minutes; one not live after this has failed.
const BUILD_LIMIT_MS = 30 * 60 * 1000

/** A build asked of the host long enough ago that the site does not serve; null when none. */
async function buildNotLive(askedAt: string | null | undefined): Promise<string | null> {
  const site = env('SITE_URL')
  if (!askedAt || !site || Date.now() - Date.parse(askedAt) < BUILD_LIMIT_MS) return null
  try {
    const response = await fetch(new URL('/build.json', site), { signal: AbortSignal.timeout(5_000) })
    const { builtAt } = (await response.json()) as { builtAt?: string }
    if (builtAt && Date.parse(builtAt) >= Date.parse(askedAt)) return null
    return `the site's build asked for at ${askedAt} is not live after 30 minutes: the site serves the build of ${builtAt ?? 'an unknown time'}`
  } catch (error) {
    return `the site's build.json cannot be read: ${error instanceof Error ? error.message : String(error)}`
  }
}

Deno.serve(async (request) => {
  if (request.method !== 'GET') return json(405, { error: 'GET only' })
  if (!env('HEALTH_SECRET') || !apiKey || !supabaseUrl) return json(500, { error: 'HEALTH_SECRET, SUPABASE_URL or the secret key is not set' })
  const given = request.headers.get('x-health-secret')
  // A database that cannot be read cannot count either: the secret alone decides, and the report says why.
  const verdict = await attempt('health', request, given, healthSecrets).catch(() => (isOneOf(given, healthSecrets) ? 'right' : 'wrong'))
  if (verdict === 'throttled') return throttled()
  if (verdict === 'wrong') return json(401, { error: 'unauthorised' })

  let report: HealthReport
  try {
    report = (await rpc('health_report', {})) as HealthReport
  } catch (error) {
    return json(503, { healthy: false, problems: [`the database cannot be read: ${error instanceof Error ? error.message : String(error)}`] })
  }
  const missingSecrets = neededSecrets.filter((name) => !env(name))
  const notLive = await buildNotLive(report.site_build_asked_at)
  const problems = [...report.problems, ...missingSecrets.map((name) => `function secret missing: ${name}`), ...(notLive ? [notLive] : [])]
  return json(problems.length ? 503 : 200, { ...report, healthy: problems.length === 0, problems, function_secrets_missing: missingSecrets })
})
