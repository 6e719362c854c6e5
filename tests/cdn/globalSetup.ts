// The stack of the CDN tests: the built site served by Cloudflare's Workers runtime as
// wrangler.jsonc deploys it (wrangler dev), and
// a fresh local Supabase backend on the port the build targets (read from the CSP it emitted).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { builtSupabaseUrl } from '../../server/builtSupabaseUrl.mjs'
import { startLocalSupabase } from '../../supabase/local/server.mjs'
import { waitForPorts } from '../../server/waitForPorts.mjs'
import { startWorkersDev } from './workersDev'

const root = 'dist/client'

function localTarget(): URL {
  const target = builtSupabaseUrl(root)
  if (!target) throw new Error(`No build in ${root}: run \`npx vike build\` first.`)
  const url = new URL(target)
  if (url.hostname !== '127.0.0.1')
    throw new Error(`The build targets ${url.origin}; the CDN tests need a local build (no VITE_SUPABASE_URL, or http://127.0.0.1:<port>).`)
  return url
}

export default async function globalSetup() {
  const supabase = localTarget()
  await waitForPorts([Number(supabase.port)])
  const storageDir = mkdtempSync(join(tmpdir(), 'atelier-cdn-storage-'))
  const backend = await startLocalSupabase({ port: Number(supabase.port), dataDir: null, storageDir, quiet: true })
  const cdn = await startWorkersDev()
  // Read by the tests (the workers inherit this process's environment) and by tests/e2e/support/backend.ts.
  process.env.CDN_URL = cdn.url
  process.env.SUPABASE_PORT = supabase.port
  console.log(`cdn: wrangler dev ${cdn.url}, supabase ${backend.url}`)
  return async () => {
    await cdn.close()
    await backend.close()
    rmSync(storageDir, { recursive: true, force: true })
  }
}
