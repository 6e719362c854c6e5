// @ts-check
// The stack the browser tests run against: the built site with its _headers, and a fresh local
// Supabase backend (in-memory PGlite) on the port the build targets.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSiteServer } from '../../server/siteServer.mjs'
import { startLocalSupabase } from '../../supabase/local/server.mjs'

const storageDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-storage-'))
const backend = await startLocalSupabase({ port: Number(process.env.SUPABASE_PORT ?? 54321), dataDir: null, storageDir, quiet: true })
const site = await startSiteServer({ port: Number(process.env.PORT ?? 4173) })
console.log(`e2e: site ${site.url}, supabase ${backend.url}`)

const stop = async () => {
  await site.close()
  await backend.close()
  rmSync(storageDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
