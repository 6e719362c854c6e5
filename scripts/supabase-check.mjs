// @ts-check
// `npm run supabase:check`: makes sure the Storage buckets the site expects exist on the
// Supabase project at SUPABASE_URL (default: the local API), creating any that are missing
// with a secret key: SUPABASE_SECRET_KEY, or an older project's SUPABASE_SERVICE_ROLE_KEY (default:
// the local backend's), one line per bucket; then prints the health report (the Edge Function
// health, with HEALTH_SECRET, default the local backend's) and exits 1 when it is not healthy.
import { StorageClient } from '@supabase/storage-js'
import { pathToFileURL } from 'node:url'
import { EXPECTED_BUCKETS } from '../supabase/buckets.mjs'
import { HEALTH_SECRET, SECRET_KEY } from '../supabase/local/keys.mjs'

/** @typedef {'present' | 'created' | 'differs' | 'failed'} BucketOutcome */

/**
 * The key a server-side script uses: the secret key, or the legacy service_role key of an older project.
 * @param {NodeJS.ProcessEnv} env
 */
export const secretKeyFrom = (env) => env.SUPABASE_SECRET_KEY || env.SUPABASE_SERVICE_ROLE_KEY || SECRET_KEY

/**
 * @param {{ url: string, secretKey: string, log?: (line: string) => void }} options
 * @returns {Promise<{ id: string, outcome: BucketOutcome }[]>}
 */
export async function checkBuckets({ url, secretKey, log = console.log }) {
  const storage = new StorageClient(`${url.replace(/\/+$/, '')}/storage/v1`, {
    apikey: secretKey,
    Authorization: `Bearer ${secretKey}`,
  })
  const listed = await storage.listBuckets()
  if (listed.error) throw listed.error
  const existing = new Map(listed.data.map((bucket) => [bucket.id, bucket]))
  /** @type {{ id: string, outcome: BucketOutcome }[]} */
  const results = []
  for (const { id, options } of EXPECTED_BUCKETS) {
    const found = existing.get(id)
    if (found) {
      const differences = []
      if (found.public !== options.public) differences.push(`public=${found.public}, expected ${options.public}`)
      if ((found.file_size_limit ?? null) !== options.fileSizeLimit) {
        differences.push(`file_size_limit=${found.file_size_limit ?? null}, expected ${options.fileSizeLimit}`)
      }
      const outcome = differences.length > 0 ? 'differs' : 'present'
      log(`supabase:check bucket ${id}: ${outcome === 'present' ? 'present' : `present but ${differences.join('; ')}`}`)
      results.push({ id, outcome })
      continue
    }
    const created = await storage.createBucket(id, {
      public: options.public,
      fileSizeLimit: options.fileSizeLimit,
      allowedMimeTypes: options.allowedMimeTypes,
    })
    if (created.error) {
      log(`supabase:check bucket ${id}: missing, creation failed: ${created.error.message}`)
      results.push({ id, outcome: 'failed' })
    } else {
      log(`supabase:check bucket ${id}: created`)
      results.push({ id, outcome: 'created' })
    }
  }
  return results
}

/** The message, with the network cause behind a bare "fetch failed". @param {unknown} error */
function describe(error) {
  if (!(error instanceof Error)) return String(error)
  /** @type {any} */
  const inner = /** @type {any} */ (error).originalError ?? error
  const cause = inner?.cause
  return cause instanceof Error ? `${error.message} (${/** @type {any} */ (cause).code ?? cause.message})` : error.message
}

/**
 * The health report (supabase/functions/health), printed; whether the workshop gets its e-mails.
 * @param {{ url: string, healthSecret: string, log?: (line: string) => void }} options
 * @returns {Promise<boolean>}
 */
export async function checkHealth({ url, healthSecret, log = console.log }) {
  let response
  try {
    response = await fetch(`${url.replace(/\/+$/, '')}/functions/v1/health`, {
      headers: { 'x-health-secret': healthSecret },
      signal: AbortSignal.timeout(60_000),
    })
  } catch (error) {
    log(`supabase:check health: unreachable at ${url}: ${describe(error)}`)
    return false
  }
  const text = await response.text()
  /** @type {{ healthy?: boolean, problems?: string[] } | null} */
  let report = null
  try {
    report = JSON.parse(text)
  } catch {
    // not JSON: printed as it came
  }
  if (response.status === 200 && report?.healthy) log('supabase:check health: healthy')
  else if (report?.problems) for (const problem of report.problems) log(`supabase:check health: ${problem}`)
  else log(`supabase:check health: answered ${response.status}: ${text.slice(0, 500)}`)
  log(report ? JSON.stringify(report, null, 2) : '')
  return response.status === 200 && Boolean(report?.healthy)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.SUPABASE_URL || 'http://127.0.0.1:54321'
  try {
    await checkBuckets({ url, secretKey: secretKeyFrom(process.env) })
  } catch (error) {
    console.log(`supabase:check cannot check the buckets at ${url}: ${describe(error)}`)
  }
  process.exitCode = (await checkHealth({ url, healthSecret: process.env.HEALTH_SECRET || HEALTH_SECRET })) ? 0 : 1
}
