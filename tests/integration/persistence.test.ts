import { cpSync, mkdtempSync, rmSync, writeFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../supabase/local/database.mjs'
import { migrate } from '../../supabase/local/migrate.mjs'
import { BACKEND_KINDS, startTestBackend, type BackendKind } from './helpers/backend'
import { contactMessage, newId } from './helpers/fixtures'
import { startPostgresCluster, type PostgresCluster } from './helpers/postgres-cluster'

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url))

describe.each(BACKEND_KINDS)('a restarted %s database', (kind: BackendKind) => {
  const scratch = mkdtempSync(join(tmpdir(), 'supabase-restart-'))
  const dataDir = join(scratch, 'pglite')
  const storageDir = join(scratch, 'storage')
  let cluster: PostgresCluster | null = null
  const location = () => (kind === 'postgres' ? { databaseUrl: cluster?.databaseUrl } : { dataDir })

  beforeAll(async () => {
    if (kind === 'postgres') cluster = await startPostgresCluster()
  })
  afterAll(async () => {
    await cluster?.stop()
    rmSync(scratch, { recursive: true, force: true })
  })

  it('keeps its data and applies neither the migrations nor the seed again', async () => {
    const first = await startTestBackend(kind, { ...location(), storageDir })
    const id = newId()
    let reviews: number
    try {
      expect((await first.anon.from('contact_messages').insert(contactMessage({ id }))).status).toBe(201)
      ;[{ n: reviews }] = await first.query('select count(*)::int as n from public.reviews')
    } finally {
      await first.close()
    }

    const second = await startTestBackend(kind, { ...location(), storageDir })
    try {
      const [row] = await second.query('select name from public.contact_messages where id = $1::uuid', [id])
      expect(row).toEqual({ name: 'Claire Dubois' })
      const [{ n: reviewsAfter }] = await second.query('select count(*)::int as n from public.reviews')
      expect(reviewsAfter).toBe(reviews)
      const versions = await second.query('select version from supabase_migrations.schema_migrations order by version')
      // Every file of supabase/migrations, once each.
      const migrationVersions = readdirSync('supabase/migrations')
        .filter((file) => file.endsWith('.sql'))
        .map((file) => file.split('_')[0])
        .sort()
      expect(migrationVersions.length).toBeGreaterThan(4)
      expect(versions.map((version) => version.version)).toEqual(migrationVersions)
      expect(await second.query('select path from supabase_migrations.seed_files')).toEqual([{ path: 'supabase/seed.sql' }])
    } finally {
      await second.close()
    }
  })

  it('applies a new migration file, and only that one, on the next start', async () => {
    const supabaseDir = join(scratch, 'supabase')
    cpSync(join(SUPABASE_DIR, 'migrations'), join(supabaseDir, 'migrations'), { recursive: true })
    cpSync(join(SUPABASE_DIR, 'seed.sql'), join(supabaseDir, 'seed.sql'))
    writeFileSync(
      join(supabaseDir, 'migrations', '20991231000000_opening_hours.sql'),
      'create table public.opening_hours (day smallint primary key, opens time, closes time);\nalter table public.opening_hours enable row level security;\n',
    )
    const db = await openDatabase(location())
    try {
      expect(await migrate(db, { supabaseDir })).toEqual({ baseline: false, migrations: ['20991231000000_opening_hours.sql'], seeded: false })
      expect(await migrate(db, { supabaseDir })).toEqual({ baseline: false, migrations: [], seeded: false })
      const { rows } = await db.query("select to_regclass('public.opening_hours') is not null as exists")
      expect(rows[0].exists).toBe(true)
    } finally {
      await db.close()
    }
  })
})
