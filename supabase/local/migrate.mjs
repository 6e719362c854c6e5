// @ts-check
// Brings a database up to date: the local baseline (what hosted Supabase already has), then
// each supabase/migrations file not yet recorded, then the seed once. Recorded in the same
// tables the Supabase CLI uses, so a migration is applied once per database.
// buildFromSchemas builds one from the declarative schema (supabase/schemas) instead, on the same
// baseline: what tests/integration/schema-files.test.ts compares with the migrated database.
import { createHash } from 'node:crypto'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'smol-toml'

const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url))
const BASELINE_FILE = fileURLToPath(new URL('./baseline.sql', import.meta.url))
const MIGRATION_FILE = /^(\d+)_([\w-]+)\.sql$/

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text).digest('hex')

const BOOKKEEPING = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
  create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
  create schema if not exists supabase_local;
  create table if not exists supabase_local.baseline (hash text primary key, applied_at timestamptz not null default now());
`

/**
 * @param {import('./database.mjs').Database} db
 * @param {{ supabaseDir?: string, seed?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ baseline: boolean, migrations: string[], seeded: boolean }>}
 */
export async function migrate(db, { supabaseDir = SUPABASE_DIR, seed = true, log = () => {} } = {}) {
  await db.exec(BOOKKEEPING)
  const baseline = await applyBaseline(db, log)
  const migrations = await applyMigrations(db, `${supabaseDir}/migrations`, log)
  const seeded = seed ? await applySeed(db, `${supabaseDir}/seed.sql`, log) : false
  return { baseline, migrations, seeded }
}

/**
 * The baseline, then each schema file in the order of config.toml's `[db.migrations] schema_paths`
 * (as the Supabase CLI reads them), each in its own transaction; then the seed if asked.
 * @param {import('./database.mjs').Database} db
 * @param {{ supabaseDir?: string, seed?: boolean }} [options]
 */
export async function buildFromSchemas(db, { supabaseDir = SUPABASE_DIR, seed = false } = {}) {
  await db.exec(BOOKKEEPING)
  await applyBaseline(db, () => {})
  for (const file of await schemaFiles(supabaseDir)) {
    const sql = await readFile(file, 'utf8')
    await db
      .transaction((tx) => tx.exec(sql))
      .catch((/** @type {Error} */ error) => {
        throw new Error(`supabase/${relative(supabaseDir, file)}: ${error.message}`, { cause: error })
      })
  }
  if (seed) await applySeed(db, `${supabaseDir}/seed.sql`, () => {})
}

/**
 * The schema files, in the order config.toml lists them (relative to the supabase folder). Every
 * file of schemas/ must be listed, so that a new one cannot be left out of the build by mistake.
 * @param {string} [supabaseDir] @returns {Promise<string[]>}
 */
export async function schemaFiles(supabaseDir = SUPABASE_DIR) {
  const config = /** @type {{ db?: { migrations?: { schema_paths?: string[] } } }} */ (parse(await readFile(join(supabaseDir, 'config.toml'), 'utf8')))
  const files = (config.db?.migrations?.schema_paths ?? []).map((entry) => join(supabaseDir, entry))
  const unlisted = (await readdir(join(supabaseDir, 'schemas')))
    .map((file) => join(supabaseDir, 'schemas', file))
    .filter((file) => file.endsWith('.sql') && !files.includes(file))
  if (unlisted.length > 0) throw new Error(`not in config.toml's schema_paths: ${unlisted.map((file) => relative(supabaseDir, file)).join(', ')}`)
  return files
}

/** @param {import('./database.mjs').Database} db @param {(line: string) => void} log */
async function applyBaseline(db, log) {
  const sql = await readFile(BASELINE_FILE, 'utf8')
  const hash = sha256(sql)
  const { rows } = await db.query('select 1 from supabase_local.baseline where hash = $1::text', [hash])
  if (rows.length > 0) return false
  await db.transaction(async (tx) => {
    await tx.exec(sql)
    await tx.query('insert into supabase_local.baseline (hash) values ($1::text)', [hash])
  })
  log('applied local baseline (roles, auth, storage)')
  return true
}

/** @param {import('./database.mjs').Database} db @param {string} dir @param {(line: string) => void} log */
async function applyMigrations(db, dir, log) {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort()
  const { rows } = await db.query('select version from supabase_migrations.schema_migrations')
  const done = new Set(rows.map((row) => String(row.version)))
  /** @type {string[]} */
  const applied = []
  for (const file of files) {
    const [, version, name] = /** @type {RegExpExecArray} */ (MIGRATION_FILE.exec(file))
    if (done.has(/** @type {string} */ (version))) continue
    const sql = await readFile(`${dir}/${file}`, 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1::text, $2::text, array[$3::text])', [
        version,
        name,
        sql,
      ])
    })
    log(`applied migration ${file}`)
    applied.push(file)
  }
  return applied
}

/** @param {import('./database.mjs').Database} db @param {string} file @param {(line: string) => void} log */
async function applySeed(db, file, log) {
  const { rows } = await db.query("select 1 from supabase_migrations.seed_files where path = 'supabase/seed.sql'")
  if (rows.length > 0) return false
  const sql = await readFile(file, 'utf8').catch(() => null)
  if (sql === null) return false
  await db.transaction(async (tx) => {
    await tx.exec(sql)
    await tx.query("insert into supabase_migrations.seed_files (path, hash) values ('supabase/seed.sql', $1::text)", [sha256(sql)])
  })
  log('applied seed.sql')
  return true
}
