// @ts-check
// One interface over the two engines: PGlite (in-process, default) and a real PostgreSQL
// reached with `pg`. Both connect as a superuser; request code switches role inside its
// own transaction (see request-context.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createMutex } from './mutex.mjs'

/** @typedef {{ rows: any[], rowCount: number }} QueryResult */
/**
 * @typedef {object} Executor
 * @property {(sql: string, params?: unknown[]) => Promise<QueryResult>} query
 * @property {(sql: string) => Promise<void>} exec  several statements, no parameters
 */
/**
 * @typedef {Executor & {
 *   kind: 'pglite' | 'postgres',
 *   transaction: <T>(work: (tx: Executor) => Promise<T>) => Promise<T>,
 *   close: () => Promise<void>,
 * }} Database
 */

/**
 * `pgliteSnapshot`: an in-memory PGlite starts from this dump of a data directory (PGlite's
 * dumpDataDir, see snapshotPglite) instead of an empty cluster, which is much slower to start.
 * @param {{ dataDir?: string | null, databaseUrl?: string | null, pgliteSnapshot?: string | null }} options
 * @returns {Promise<Database>}
 */
export async function openDatabase({ dataDir, databaseUrl, pgliteSnapshot = null }) {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir ?? null, pgliteSnapshot)
}

/**
 * Writes to `file` a dump of an in-memory PGlite after `prepare` ran on it (e.g. the migrations).
 * @param {string} file @param {(db: Database) => Promise<unknown>} prepare
 */
export async function snapshotPglite(file, prepare) {
  const db = await openPglite(null, null)
  try {
    await prepare(db)
    const dump = await db.dumpDataDir()
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await db.close()
  }
}

/** @param {string | null} dataDir @param {string | null} snapshot @returns {Promise<Database & { dumpDataDir(): Promise<Blob> }>} */
async function openPglite(dataDir, snapshot) {
  const { PGlite } = await import('@electric-sql/pglite')
  // pgcrypto, as hosted projects have it in the schema extensions (the rate limits' HMAC).
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto')
  const inMemory = !dataDir || dataDir === 'memory://'
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true })
  if (snapshot && !inMemory) throw new Error('a PGlite snapshot is for an in-memory database only')
  const pglite = await PGlite.create(inMemory ? undefined : resolve(dataDir), {
    extensions: { pgcrypto },
    ...(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}),
  })
  await pglite.exec("set timezone to 'UTC'")
  const exclusive = createMutex()

  /** @param {Pick<import('@electric-sql/pglite').PGliteInterface, 'query' | 'exec'>} target @returns {Executor} */
  const executor = (target) => ({
    async query(sql, params = []) {
      const result = await target.query(sql, params)
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
    async exec(sql) {
      await target.exec(sql)
    },
  })

  return {
    kind: 'pglite',
    query: (sql, params) => exclusive(() => executor(pglite).query(sql, params)),
    exec: (sql) => exclusive(() => executor(pglite).exec(sql)),
    transaction: (work) => exclusive(() => pglite.transaction((tx) => work(executor(tx)))),
    close: () => exclusive(() => pglite.close()),
    dumpDataDir: () => exclusive(() => pglite.dumpDataDir('none')),
  }
}

/** @param {string} databaseUrl @returns {Promise<Database>} */
async function openPostgres(databaseUrl) {
  const { default: pg } = await import('pg')
  // Hosted Supabase runs in UTC; JSON timestamps then end in +00:00 as PostgREST prints them.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c TimeZone=UTC' })
  pool.on('error', () => {}) // an idle client dropped by the server; the pool replaces it

  /** @param {import('pg').PoolClient | import('pg').Pool} target @returns {Executor} */
  const executor = (target) => ({
    async query(sql, params = []) {
      const result = await target.query(sql, /** @type {any[]} */ (params))
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql) {
      await target.query(sql)
    },
  })

  await pool.query('select 1')
  return {
    kind: 'postgres',
    query: (sql, params) => executor(pool).query(sql, params),
    exec: (sql) => executor(pool).exec(sql),
    async transaction(work) {
      const client = await pool.connect()
      let broken = false
      try {
        await client.query('begin')
        const result = await work(executor(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true
        })
        throw error
      } finally {
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}
