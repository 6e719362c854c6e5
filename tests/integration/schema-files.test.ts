// The schema as it is today (supabase/schemas, read by people) against the history that deploys
// (supabase/migrations): the database the migrations build (globalSetup.ts's template) and one built
// from the schema files on the same baseline must dump to the same catalogue (pg_dump --schema-only:
// tables, columns, checks, indexes, policies, grants, triggers, functions, comments), hold the same
// settings rows, and schedule the same pg_cron jobs. So neither can drift: a migration not folded into
// the schema files fails here, naming what differs and where to write it (supabase/README.md,
// « Changing the schema »).
import { execFile } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ensurePostgresBinaries } from '../../scripts/ensure-postgres.mjs'
import { openDatabase } from '../../supabase/local/database.mjs'
import { buildFromSchemas, schemaFiles } from '../../supabase/local/migrate.mjs'
import { copyOfTemplate } from './helpers/backend'

const run = promisify(execFile)
const MIGRATIONS = join(import.meta.dirname, '../../supabase/migrations')
const FROM_SCHEMAS = `schema_files_${process.pid}`
const FOLD_IN = `To fold a migration into the schema files: write the change in the file of its table or concern
(a changed function replaces its definition there, a new column goes at the end of its table's
create table, a new file is listed in config.toml's [db.migrations] schema_paths), then run
npx vitest run --project integration tests/integration/schema-files.test.ts (supabase/README.md, « Changing the schema »).`

const { postgresAdminUrl } = inject('migratedDatabases')
const urlOf = (database: string) => Object.assign(new URL(postgresAdminUrl), { pathname: `/${database}` }).href

/** pg_dump's entries, by their header (`-- Name: …; Type: …; Schema: …`), each its text. */
async function catalogue(databaseUrl: string): Promise<Map<string, string>> {
  const { stdout } = await run(`${ensurePostgresBinaries()}/pg_dump`, ['--schema-only', databaseUrl], { maxBuffer: 64 * 1024 * 1024 })
  const entries = new Map<string, string>()
  for (const chunk of stdout.split(/^(?=-- Name: )/m).slice(1)) {
    const header = /^-- Name: (.*); Type: (.*); Schema: (.*); Owner: .*$/m.exec(chunk)
    if (!header) continue
    const [, name, type, schema] = header
    const text = chunk
      .split('\n')
      .filter((line) => !/^\\(un)?restrict /.test(line) && line.trim() !== '' && line !== '--')
      .join('\n')
    entries.set(`${type} ${schema}.${name}`, text)
  }
  return entries
}

/** The settings the migrations write as rows (not catalogue), which the database needs to work. */
async function settings(databaseUrl: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const rows = async (sql: string) => (await client.query(sql)).rows
    return {
      buckets: await rows('select id, name, public, file_size_limit, allowed_mime_types from storage.buckets order by id'),
      contactRateLimits: await rows('select scope, period::text, max_messages from private.contact_rate_limits order by scope, period'),
      contactHashKeys: await rows('select count(*)::int as keys from private.contact_hash_keys'),
      workshopDigest: await rows('select threshold, period::text from private.workshop_digest_settings'),
      appointments: await rows('select slot_capacity from private.appointment_settings'),
    }
  } finally {
    await client.end()
  }
}

/** The statements that may define an entry's object, most specific first (a policy, trigger,
 * constraint or index before its table; a comment or grant names its object). A table's are its
 * `create table` and, in the migrations, its `alter table`. */
function definitions(key: string): RegExp[] {
  const [, type = '', schema = '', name = ''] = /^([A-Z ]+) ([^.]+)\.(.*)$/.exec(key) ?? []
  const words = name.replace(/\(.*\)/, '').split(' ')
  const objects = words.map((word) => word.split('.')[0] ?? word).filter((word) => /^[a-z_]+$/.test(word))
  return [
    ...(type === 'POLICY' ? [new RegExp(`create policy "${words.slice(1).join(' ')}"`)] : []),
    ...objects.map((object) => new RegExp(`(create trigger|constraint|index) ${object}\\b`)),
    ...objects.map((object) => new RegExp(`create function ${schema}\\.${object}\\(|create view ${schema}\\.${object}\\b`)),
    ...objects.map((object) => new RegExp(`(create|alter) table ${schema}\\.${object}\\b`)),
  ]
}

/** Where an entry's object is written: its schema file, and the last migration that wrote it. */
function whereWritten(key: string): string {
  const read = (dir: string) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8').replace(/create or replace/g, 'create') }))
  const schemas = read(join(MIGRATIONS, '../schemas'))
  const migrations = read(MIGRATIONS)
  for (const statement of definitions(key)) {
    const files = schemas.filter(({ text }) => statement.test(text)).map(({ file }) => `supabase/schemas/${file}`)
    const last = migrations.filter(({ text }) => statement.test(text)).at(-1)?.file
    if (files.length > 0 || last) return [files.length > 0 && `written in ${files.join(', ')}`, last && `last written by ${last}`].filter(Boolean).join(', ')
  }
  return ''
}

function differences(fromMigrations: Map<string, string>, fromSchemas: Map<string, string>): string[] {
  const report: string[] = []
  for (const key of new Set([...fromMigrations.keys(), ...fromSchemas.keys()])) {
    const a = fromMigrations.get(key)
    const b = fromSchemas.get(key)
    if (a === b) continue
    const where = whereWritten(key)
    if (b === undefined) report.push(`only in the migrations: ${key}${where ? ` (${where})` : ''}\n${a}`)
    else if (a === undefined) report.push(`only in the schema files: ${key}${where ? ` (${where})` : ''}\n${b}`)
    else {
      const aLines = a.split('\n')
      const bLines = b.split('\n')
      const lines = [
        ...aLines.filter((line) => !bLines.includes(line)).map((line) => `- ${line}`),
        ...bLines.filter((line) => !aLines.includes(line)).map((line) => `+ ${line}`),
      ]
      report.push(`differs: ${key}${where ? ` (${where})` : ''}\n  (- the migrations, + the schema files)\n${lines.join('\n')}`)
    }
  }
  return report
}

/** The jobs a file schedules (cron.schedule('name', 'when', 'command')), the last call per name winning. */
function cronJobs(files: string[]): Record<string, string> {
  const jobs: Record<string, string> = {}
  for (const file of files) {
    for (const [, name, when, command] of readFileSync(file, 'utf8').matchAll(/cron\.schedule\('([^']+)', '([^']+)', '((?:[^']|'')+)'\)/g)) {
      if (name) jobs[name] = `${when} ${command}`
    }
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/cron\.unschedule\('([^']+)'\)/g)) if (name) delete jobs[name]
  }
  return jobs
}

describe('the schema files and the migrations', () => {
  // A copy of the migrated template, read in its place: other test files copy the template at the
  // same time, which PostgreSQL refuses while anyone is connected to it.
  let migrated: Awaited<ReturnType<typeof copyOfTemplate>>

  beforeAll(async () => {
    migrated = await copyOfTemplate()
    const admin = new pg.Client({ connectionString: postgresAdminUrl })
    await admin.connect()
    await admin.query(`create database ${FROM_SCHEMAS}`)
    await admin.end()
    const db = await openDatabase({ databaseUrl: urlOf(FROM_SCHEMAS) })
    try {
      await buildFromSchemas(db)
    } finally {
      await db.close()
    }
  })

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${FROM_SCHEMAS}`)
    await migrated.drop()
    await admin.end()
  })

  it('build databases that dump to the same catalogue', async () => {
    const [fromMigrations, fromSchemas] = await Promise.all([catalogue(migrated.databaseUrl), catalogue(urlOf(FROM_SCHEMAS))])
    expect(fromMigrations.size).toBeGreaterThan(100)
    const report = differences(fromMigrations, fromSchemas)
    expect(report, `${report.length} entries of pg_dump --schema-only differ:\n\n${report.join('\n\n')}\n\n${FOLD_IN}\n`).toEqual([])
  })

  it('write the same settings rows (buckets, limits, digest, appointments)', async () => {
    expect(await settings(urlOf(FROM_SCHEMAS)), FOLD_IN).toEqual(await settings(migrated.databaseUrl))
  })

  it('schedule the same pg_cron jobs', async () => {
    const migrations = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => join(MIGRATIONS, file))
    const fromMigrations = cronJobs(migrations)
    expect(Object.keys(fromMigrations).length).toBeGreaterThan(5)
    expect(cronJobs(await schemaFiles()), FOLD_IN).toEqual(fromMigrations)
  })
})
