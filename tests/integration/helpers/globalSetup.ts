// Once per integration run: the migrated database every test file starts from, for each engine.
// A PostgreSQL cluster holds a template database, copied for each backend a test starts (`create
// database … template`, far quicker than initdb); each in-memory PGlite loads the dump of a migrated
// data directory (quicker than starting an empty one): the one `npm start`'s in-memory backends, the
// browser tests and the built site's tests load (supabase/local/migratedSnapshot.mjs), made once a
// day for the same migrations and seed, so a run after any of them migrates PGlite no more. Each
// test still gets a database of its own, as fresh as before.
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../supabase/local/database.mjs'
import { migrate } from '../../../supabase/local/migrate.mjs'
import { migratedSnapshot } from '../../../supabase/local/migratedSnapshot.mjs'
import { startPostgresCluster } from './postgres-cluster'

export const TEMPLATE_DATABASE = 'atelier_template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated databases each test's backend is copied from (tests/integration/helpers/backend.ts). */
    migratedDatabases: { postgresAdminUrl: string; postgresTemplate: string; pgliteSnapshot: string }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster({ database: TEMPLATE_DATABASE })
  let pgliteSnapshot: string
  try {
    const template = await openDatabase({ databaseUrl: cluster.databaseUrl })
    try {
      await migrate(template)
    } finally {
      await template.close()
    }
    pgliteSnapshot = await migratedSnapshot()
  } catch (error) {
    await cluster.stop()
    throw error
  }
  project.provide('migratedDatabases', { postgresAdminUrl: cluster.adminUrl, postgresTemplate: TEMPLATE_DATABASE, pgliteSnapshot })
  return async () => {
    await cluster.stop()
  }
}
