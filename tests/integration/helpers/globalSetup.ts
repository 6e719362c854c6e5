// Once per integration run: the migrated database every test file starts from, for each engine.
// A PostgreSQL cluster holds a template database, copied for each backend a test starts (`create
// database … template`, far quicker than initdb); PGlite's data directory, migrated once, is dumped
// to a file each in-memory PGlite loads (quicker than starting an empty one). Each test still gets a
// database of its own, as fresh as before.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase, snapshotPglite } from '../../../supabase/local/database.mjs'
import { migrate } from '../../../supabase/local/migrate.mjs'
import { startPostgresCluster } from './postgres-cluster'

export const TEMPLATE_DATABASE = 'atelier_template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated databases each test's backend is copied from (tests/integration/helpers/backend.ts). */
    migratedDatabases: { postgresAdminUrl: string; postgresTemplate: string; pgliteSnapshot: string }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scratch = mkdtempSync(join(tmpdir(), 'integration-templates-'))
  const pgliteSnapshot = join(scratch, 'pglite-migrated.tar')
  const cluster = await startPostgresCluster({ database: TEMPLATE_DATABASE })
  try {
    const template = await openDatabase({ databaseUrl: cluster.databaseUrl })
    try {
      await migrate(template)
    } finally {
      await template.close()
    }
    await snapshotPglite(pgliteSnapshot, (db) => migrate(db))
  } catch (error) {
    await cluster.stop()
    throw error
  }
  project.provide('migratedDatabases', { postgresAdminUrl: cluster.adminUrl, postgresTemplate: TEMPLATE_DATABASE, pgliteSnapshot })
  return async () => {
    await cluster.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
}
