// @ts-check
// The migrated and seeded database an in-memory PGlite starts from: made once, then kept in
// node_modules/.cache/supabase-local, named after what it holds (the baseline, every migration, the
// seed and the code that applies them) and the day it was made in Paris, the day the seed dates its
// sample prices with, so a change to any of them, or a new day, makes a new one. An empty cluster migrated from scratch
// costs seconds of CPU at every start, and the browser tests, each engine flow, the CDN tests and
// the integration tests' in-memory backends each start one.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { snapshotPglite } from './database.mjs'
import { migrate } from './migrate.mjs'

const SUPABASE_DIR = fileURLToPath(new URL('..', import.meta.url))
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/supabase-local', import.meta.url))

/** The snapshot's file, made first if this content has none today. @returns {Promise<string>} */
export async function migratedSnapshot() {
  const hash = createHash('sha256')
  const migrations = join(SUPABASE_DIR, 'migrations')
  const files = [
    fileURLToPath(new URL('./baseline.sql', import.meta.url)),
    fileURLToPath(new URL('./migrate.mjs', import.meta.url)),
    ...readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => join(migrations, file)),
    join(SUPABASE_DIR, 'seed.sql'),
  ]
  for (const file of files) hash.update(file.slice(SUPABASE_DIR.length)).update('\0').update(readFileSync(file)).update('\0')
  const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
  const file = join(CACHE_DIR, `pglite-${parisDay}-${hash.digest('hex').slice(0, 16)}.tar`)
  if (existsSync(file)) return file
  mkdirSync(CACHE_DIR, { recursive: true })
  // Written aside, then renamed: processes starting at once each make one, and none reads half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`
  await snapshotPglite(partial, (db) => migrate(db, { seed: true }))
  renameSync(partial, file)
  return file
}
