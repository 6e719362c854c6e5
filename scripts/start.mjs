// @ts-check
// `npm start`: builds the site if needed, starts the embedded Supabase-compatible backend and serves
// the prerendered site on http://127.0.0.1:3000 (PORT overrides).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { startSiteServer } from '../server/siteServer.mjs'

const sources = ['pages', 'components', 'lib', 'styles', 'public', 'build', 'vite.config.ts', 'uno.config.ts', 'package.json']
const builtMarker = 'dist/client/index.html'

/** @param {string} path @returns {number} */
function newestChange(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const needsBuild = process.argv.includes('--build') || !existsSync(builtMarker) || Math.max(...sources.map(newestChange)) > statSync(builtMarker).mtimeMs

if (needsBuild) {
  console.log('Construction du site…')
  const result = spawnSync('npx', ['vike', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** @type {{ close(): Promise<unknown> } | undefined} */
let backend
if (!process.env.VITE_SUPABASE_URL) {
  const { startLocalSupabase } = await import('../supabase/local/server.mjs')
  const local = await startLocalSupabase({ port: Number(process.env.SUPABASE_PORT ?? 54321) })
  backend = local
  // As `supabase status` prints them: fixed local values, public, valid only against this backend.
  console.log(`Supabase local : ${local.url}`)
  console.log(`  clé publiable (Publishable key) : ${local.publishableKey}`)
  console.log(`  clé secrète (Secret key)        : ${local.secretKey}`)
}

const site = await startSiteServer({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' })
console.log(`Site : ${site.url}`)

const stop = async () => {
  await site.close()
  await backend?.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
