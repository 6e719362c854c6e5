// The row types the site, the Edge Functions and the tests read (supabase/functions/_shared/database.ts)
// are derived from the database, not retyped: Supabase's own generator (@supabase/postgres-meta, what
// `supabase gen types typescript` runs in Docker) writes them from the migrated database of this run,
// and the committed file must be what it writes. After a schema change,
//   npx vitest run --project integration tests/integration/database-types.test.ts -u
// writes the file again; tsc then names every use the change breaks.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { format, resolveConfig } from 'prettier'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyOfTemplate } from './helpers/backend'

const run = promisify(execFile)
const TYPES_FILE = join(import.meta.dirname, '../../supabase/functions/_shared/database.ts')
const GENERATOR = join(createRequire(import.meta.url).resolve('@supabase/postgres-meta/package.json'), '../dist/server/server.js')
const HEADER = `// Generated from the migrated database by Supabase's typegen (@supabase/postgres-meta): do not edit.
// tests/integration/database-types.test.ts checks it and, with -u, writes it again.

`

describe('the database types', () => {
  let migrated: Awaited<ReturnType<typeof copyOfTemplate>>
  beforeAll(async () => {
    migrated = await copyOfTemplate()
  })
  afterAll(() => migrated.drop())

  it("are what Supabase's generator writes from the migrated database, for the schema the API serves", async () => {
    const { stdout } = await run(process.execPath, [GENERATOR], {
      env: {
        ...process.env,
        PG_META_DB_URL: migrated.databaseUrl,
        PG_META_GENERATE_TYPES: 'typescript',
        PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: 'public',
      },
      maxBuffer: 16 * 1024 * 1024,
    })
    expect(stdout).toContain('contact_messages: {')
    const generated = await format(HEADER + stdout, { ...(await resolveConfig(TYPES_FILE)), filepath: TYPES_FILE })
    await expect(generated).toMatchFileSnapshot(TYPES_FILE)
  })
})
