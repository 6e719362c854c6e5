// @ts-check
// A local stand-in for the Supabase API (PostgREST, Storage, GoTrue) on one port, over
// PGlite or a real PostgreSQL: no Docker needed. The site's unchanged supabase-js client
// talks to it exactly as it talks to the hosted project.
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { createAuthHandler } from './auth.mjs'
import { openDatabase } from './database.mjs'
import { applyCors, sendEmpty, sendJson } from './http.mjs'
import { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './keys.mjs'
import { migrate } from './migrate.mjs'
import { migratedSnapshot } from './migratedSnapshot.mjs'
import { startNotifications } from './notifications.mjs'
import { gatewayRefusal } from './request-context.mjs'
import { createRestHandler } from './rest.mjs'
import { createSchemaCache } from './schema-cache.mjs'
import { createStorageHandler } from './storage.mjs'

/**
 * @typedef {object} LocalSupabaseOptions
 * @property {number} [port]  0 picks a free port
 * @property {string} [host]
 * @property {string | null} [dataDir]  PGlite directory; null or 'memory://' keeps it in memory
 * @property {string} [storageDir]  where uploaded files are kept
 * @property {string | undefined | null} [databaseUrl]  use this PostgreSQL instead of PGlite
 * @property {string | null} [pgliteSnapshot]  an in-memory PGlite starts from this data-directory dump (database.mjs)
 * @property {boolean} [seed]  apply supabase/seed.sql to a new database
 * @property {boolean} [quiet]
 * @property {import('./notifications.mjs').MailSettings | null} [mail]  the SMTP server the workshop's e-mails go to; none: no e-mail is attempted
 * @property {number} [sweepIntervalMs]  how often the notification sweep runs (pg_cron's schedule, hosted)
 * @property {Partial<import('./auth-settings.mjs').AuthSettings>} [auth]  Auth's settings other than config.toml's (tests: shorter limits)
 * @property {Record<string, string>} [functionSecrets]  more secrets for the Edge Functions, as `supabase secrets set` gives a hosted project's (tests: a key being rotated)
 */

/**
 * @typedef {object} LocalSupabase
 * @property {string} url
 * @property {string} publishableKey  acts as `anon`
 * @property {string} secretKey  acts as `service_role`; refused from a browser
 * @property {string} anonKey  the legacy JWT equivalent of publishableKey
 * @property {string} serviceRoleKey  the legacy JWT equivalent of secretKey
 * @property {string} jwtSecret
 * @property {'pglite' | 'postgres'} databaseKind
 * @property {(sql: string, params?: unknown[]) => Promise<any[]>} query  runs as superuser; returns the rows
 * @property {(name: string) => Promise<any[]>} runScheduledJob  runs a scheduled job now (e.g. 'notify-workshop-sweep')
 * @property {() => Promise<void>} deliverQueuedRequests  sends what net.http_post queued and waits for the answers
 * @property {() => Promise<void>} close
 */

/**
 * @param {LocalSupabaseOptions} [options]
 * @returns {Promise<LocalSupabase>}
 */
export async function startLocalSupabase({
  port = 54321,
  host = '127.0.0.1',
  dataDir = '.data/pglite',
  storageDir = '.data/storage',
  databaseUrl = process.env.DATABASE_URL,
  pgliteSnapshot = null,
  seed = true,
  quiet = false,
  mail = null,
  sweepIntervalMs = 60_000,
  auth: authOverrides = {},
  functionSecrets = {},
} = {}) {
  const log = quiet ? () => {} : (/** @type {string} */ line) => console.log(`[supabase-local] ${line}`)
  // An in-memory PGlite with the seed starts from the migrated snapshot (migratedSnapshot.mjs).
  const inMemory = !databaseUrl && (!dataDir || dataDir === 'memory://')
  const snapshot = pgliteSnapshot ?? (inMemory && seed ? await migratedSnapshot() : null)
  const db = await openDatabase({ dataDir, databaseUrl, pgliteSnapshot: snapshot })
  try {
    await migrate(db, { seed, log })
  } catch (error) {
    await db.close()
    throw error
  }

  const schema = createSchemaCache()
  const jwtSecret = JWT_SECRET
  const rest = createRestHandler({ db, schema, jwtSecret })
  const storage = createStorageHandler({ db, jwtSecret, storageDir: resolve(storageDir) })
  // Auth's e-mails (the sign-in codes) go to the same SMTP server as the workshop's.
  const auth = createAuthHandler({ db, jwtSecret, mail, settings: authOverrides })
  /** @type {Awaited<ReturnType<typeof startNotifications>> | null} */
  let notifications = null

  const server = createServer(async (req, res) => {
    applyCors(req, res)
    if (req.method === 'OPTIONS') {
      sendEmpty(res, 204)
      return
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    const [, service, version, ...segments] = url.pathname.split('/')
    const path = `/${segments.join('/')}`
    // Every API path the gateway fronts, Edge Functions included.
    const refusal = ['rest', 'storage', 'auth', 'functions'].includes(service ?? '') ? gatewayRefusal(req) : null
    if (refusal) {
      sendJson(res, 401, { message: refusal })
      return
    }
    try {
      if (service === 'rest' && version === 'v1') await rest(req, res, url, path)
      else if (service === 'storage' && version === 'v1') await storage(req, res, url, path)
      else if (service === 'auth' && version === 'v1') await auth(req, res, url, path)
      else if (service === 'functions' && version === 'v1' && notifications) await notifications.handleFunction(req, res, url, path)
      else if (url.pathname === '/health' || url.pathname === '/') sendJson(res, 200, { status: 'ok', database: db.kind })
      else sendJson(res, 404, { message: 'no Route matched with those values' })
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { message: error instanceof Error ? error.message : String(error) })
      else res.destroy()
    }
  })
  server.keepAliveTimeout = 5_000
  // A write may have queued an HTTP request (the notification trigger): pg_net's worker looks now.
  server.on('request', (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', () => notifications?.kick())
  })

  try {
    await new Promise((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolveListen(undefined))
    })
  } catch (error) {
    await db.close() // e.g. the port is taken
    throw error
  }
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`
  try {
    notifications = await startNotifications({ db, url, secretKey: SECRET_KEY, mail, sweepIntervalMs, log, functionSecrets })
  } catch (error) {
    server.close()
    await db.close()
    throw error
  }
  log(`API ready on ${url} (${db.kind}${db.kind === 'pglite' ? `, ${dataDir && dataDir !== 'memory://' ? dataDir : 'in memory'}` : ''})`)

  let closed = false
  return {
    url,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    jwtSecret,
    databaseKind: db.kind,
    async query(sql, params = []) {
      const { rows } = await db.query(sql, params)
      schema.clear() // the SQL may have changed tables
      notifications?.kick()
      return rows
    },
    runScheduledJob: (name) => /** @type {NonNullable<typeof notifications>} */ (notifications).runJob(name),
    deliverQueuedRequests: async () => {
      await notifications?.settle()
    },
    async close() {
      if (closed) return
      closed = true
      await notifications?.close()
      await new Promise((resolveClose) => {
        server.close(() => resolveClose(undefined))
        server.closeAllConnections()
      })
      await db.close()
    },
  }
}
