// Starts the local Supabase API once per test file on each database engine: an in-memory PGlite and
// a database of the run's PostgreSQL 15 cluster, each a fresh copy of the migrated database
// (globalSetup.ts). Tests talk to it with the real supabase-js client, with the
// publishable and secret keys (tests/integration/api-keys.test.ts also runs the legacy JWTs).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type RealtimeClientOptions, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import type { AuthSettings } from '../../../supabase/local/auth-settings.mjs'
import { startLocalSupabase, type LocalSupabase } from '../../../supabase/local/server.mjs'

export type BackendKind = 'pglite' | 'postgres'

/**
 * The engines the local backend's own surface is tested on (its HTTP API, keys, sign-in, storage,
 * persistence, command, the visitor's insert): both, since `npm start`, the browser tests and the
 * engine flows run it over PGlite, and a deploy's database is PostgreSQL.
 */
export const BACKEND_KINDS: BackendKind[] = ['pglite', 'postgres']

/**
 * The engines the schema's behaviour is tested on (checks, policies, triggers, functions, scheduled
 * jobs, e-mails): PostgreSQL, the engine a hosted project runs; `INTEGRATION_ENGINES=pglite,postgres`
 * adds PGlite, for a change to the emulator (docs/decisions/test-gate.md).
 */
export const SCHEMA_KINDS: BackendKind[] = (process.env.INTEGRATION_ENGINES ?? 'postgres')
  .split(',')
  .map((kind) => kind.trim())
  .filter((kind): kind is BackendKind => kind === 'pglite' || kind === 'postgres')

export interface TestBackend extends LocalSupabase {
  kind: BackendKind
  storageDir: string
  databaseUrl: string | null
  anon: SupabaseClient
  service: SupabaseClient
  clientWithToken(token: string): SupabaseClient
}

// Node 20 has no WebSocket, and supabase-js 2.109 builds its Realtime client eagerly: hand it a
// transport that is never used (these tests make no Realtime call).
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not available in the integration tests')
  }
}

let lastClient = 0
/** A documentation address (RFC 5737 TEST-NET-3) no other request of this run has used. */
export function newClientAddress(): string {
  lastClient += 1
  return `203.0.${Math.floor(lastClient / 250) % 250}.${(lastClient % 250) + 1}`
}

/** A fetch whose every request comes from `address`, or from a new address each time ('each').
 *  The local backend takes X-Forwarded-For from a loopback peer as a trusted proxy's. */
export function fetchFrom(address: string | 'each'): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set('X-Forwarded-For', address === 'each' ? newClientAddress() : address)
    return fetch(input, { ...init, headers })
  }
}

/** `clientAddress`: where the requests come from; by default each request from a new address, so
 *  tests that are not about the rate limits never meet them. */
export function supabaseClient(url: string, key: string, accessToken?: string, clientAddress: string | 'each' = 'each'): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as NonNullable<RealtimeClientOptions['transport']> },
    global: { fetch: fetchFrom(clientAddress), ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}) },
  })
}

export interface StartOptions {
  dataDir?: string | null
  storageDir?: string
  databaseUrl?: string
  /** The SMTP server the workshop's e-mails go to (tests/integration/helpers/inbox.ts); none by default. */
  mail?: { smtpHost: string; smtpPort: number; workshopEmail?: string; siteUrl?: string }
  /** Keep the site-wide ceiling of contact messages (30 an hour, 100 a day) and the workshop's
   *  digest threshold (10 an hour) the migrations set. By default both are lifted: a test file sends
   *  in seconds more messages than the site receives in a week, and their own tests
   *  (pool-limits.test.ts, workshop-digest.test.ts) set the values they need. */
  productionLimits?: boolean
  /** Auth's settings other than supabase/config.toml's (supabase/local/auth-settings.mjs). */
  auth?: Partial<AuthSettings>
  /** More secrets for the Edge Functions (supabase/local/server.mjs). */
  functionSecrets?: Record<string, string>
}

/** The site-wide ceiling and the digest threshold, lifted out of the way of tests not about them. */
const LIFTED = 1_000_000

/** A database of its own for one backend (or a test reading the catalogue), copied from the run's
 *  migrated template (globalSetup.ts). */
export async function copyOfTemplate(): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const { postgresAdminUrl, postgresTemplate } = inject('migratedDatabases')
  const name = `atelier_${process.pid}_${(copies += 1)}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name} template ${postgresTemplate}`)
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  return { databaseUrl: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) }
}
let copies = 0

/**
 * The backend on `kind`: by default a copy of the run's migrated database (a PostgreSQL database
 * copied from the template, or an in-memory PGlite loaded from the snapshot); with `dataDir` or
 * `databaseUrl`, that database, migrated at start as `npm start` does.
 */
export async function startTestBackend(kind: BackendKind, options: StartOptions = {}): Promise<TestBackend> {
  const scratch = mkdtempSync(join(tmpdir(), 'supabase-local-'))
  const storageDir = options.storageDir ?? join(scratch, 'storage')
  let copy: Awaited<ReturnType<typeof copyOfTemplate>> | null = null
  let databaseUrl: string | null = options.databaseUrl ?? null
  if (kind === 'postgres' && !databaseUrl) {
    copy = await copyOfTemplate()
    databaseUrl = copy.databaseUrl
  }
  const dataDir = kind === 'pglite' ? (options.dataDir ?? null) : null
  const server = await startLocalSupabase({
    port: 0,
    dataDir,
    pgliteSnapshot: kind === 'pglite' && !dataDir ? inject('migratedDatabases').pgliteSnapshot : null,
    storageDir,
    databaseUrl,
    quiet: true,
    mail: options.mail ?? null,
    auth: options.auth ?? {},
    functionSecrets: options.functionSecrets ?? {},
  })
  if (!options.productionLimits) {
    await server.query(`update private.contact_rate_limits set max_messages = $1 where scope = 'site'`, [LIFTED])
    await server.query(`update private.workshop_digest_settings set threshold = $1`, [LIFTED])
  }
  return {
    ...server,
    kind,
    storageDir,
    databaseUrl,
    anon: supabaseClient(server.url, server.publishableKey),
    service: supabaseClient(server.url, server.secretKey),
    clientWithToken: (token) => supabaseClient(server.url, server.publishableKey, token),
    async close() {
      await server.close()
      await copy?.drop()
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}

/** Starts the backend before the file's tests and stops it after; call inside describe. */
export function useBackend(kind: BackendKind, options: StartOptions = {}): () => TestBackend {
  let backend: TestBackend | undefined
  beforeAll(async () => {
    backend = await startTestBackend(kind, options)
  })
  afterAll(async () => {
    await backend?.close()
  })
  return () => {
    if (!backend) throw new Error(`the ${kind} backend did not start`)
    return backend
  }
}
