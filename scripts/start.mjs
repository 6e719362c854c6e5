// @ts-check
// `npm start`: builds the site if needed, starts the embedded Supabase-compatible backend and serves
// the prerendered site on http://127.0.0.1:3000 (PORT overrides). The built site names its Supabase
// URL in its code and CSP, so a build made for another backend (SUPABASE_PORT or VITE_SUPABASE_URL
// changed since) is rebuilt for this one. With the local backend, the owner's changes in /atelier are
// published as hosted: the database's `site-build` job posts to a deploy hook, here a build on this
// machine (server/localPublisher.mjs), after which the site is served anew.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { builtSupabaseUrl } from '../server/builtSupabaseUrl.mjs'
import { exitIfPortTaken, firstTakenPort, portTakenMessage } from '../server/portTaken.mjs'
import { startLocalPublisher } from '../server/localPublisher.mjs'
import { startSiteServer } from '../server/siteServer.mjs'
import { devInboxPorts } from '../supabase/local/inbox.mjs'

const sources = ['pages', 'features', 'components', 'lib', 'styles', 'public', 'vite', 'vite.config.ts', 'uno.config.ts', 'package.json']
const builtMarker = 'dist/client/index.html'

/** @param {string} path @returns {number} */
function newestChange(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const localSupabaseUrl = 'http://127.0.0.1:54321'
const localBackend = !process.env.VITE_SUPABASE_URL
const supabaseUrl = new URL(process.env.VITE_SUPABASE_URL || `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`).origin
const builtFor = builtSupabaseUrl()
const sitePort = Number(process.env.PORT ?? 3000)

/** @type {import('../server/portTaken.mjs').NamedPort[]} */
const ports = [
  { port: sitePort, variable: 'PORT' },
  ...(localBackend ? [{ port: Number(new URL(supabaseUrl).port), variable: 'SUPABASE_PORT' }, ...devInboxPorts()] : []),
]
// Before the build, and before the database opens: the program holding the port is often another
// `npm start`, with .data/pglite open.
const taken = await firstTakenPort(ports)
if (taken) {
  console.error(portTakenMessage(taken, 'npm start'))
  process.exit(1)
}

const needsBuild =
  process.argv.includes('--build') ||
  !existsSync(builtMarker) ||
  builtFor !== supabaseUrl ||
  Math.max(...sources.map(newestChange)) > statSync(builtMarker).mtimeMs

// The default local URL is what a build without VITE_SUPABASE_URL targets (lib/supabaseUrl.ts).
const buildEnv = supabaseUrl === localSupabaseUrl ? process.env : { ...process.env, VITE_SUPABASE_URL: supabaseUrl }
if (needsBuild) {
  console.log(builtFor && builtFor !== supabaseUrl ? `Construction du site pour ${supabaseUrl} (il visait ${builtFor})…` : 'Construction du site…')
  const result = spawnSync('npx', ['vike', 'build'], { stdio: 'inherit', env: buildEnv })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** @type {Array<{ close(): Promise<unknown> }>} what has started, the last first */
const started = []
const closeStarted = async () => {
  for (const part of started.splice(0)) await part.close()
}
/** @type {Awaited<ReturnType<typeof startSiteServer>>} */
let site
try {
  if (localBackend) {
    const { startLocalSupabase } = await import('../supabase/local/server.mjs')
    const { startDevInbox } = await import('../supabase/local/inbox.mjs')
    const { VISIT_FEED_KEY } = await import('../supabase/local/keys.mjs')
    const inbox = await startDevInbox()
    if (inbox) started.unshift(inbox)
    const local = await startLocalSupabase({
      port: Number(new URL(supabaseUrl).port),
      // The e-mails' action links open this site's /suivi-demande.
      mail: inbox && { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort, siteUrl: `http://${process.env.HOST ?? '127.0.0.1'}:${sitePort}` },
    })
    started.unshift(local)
    const publisher = await startLocalPublisher({
      build: { command: 'npx', args: ['vike', 'build'], env: buildEnv },
      onBuilt: async () => {
        // The new build's files are served by a new server: the old one knew only the old build's.
        await site.close()
        site = await startSiteServer({ port: sitePort, host: process.env.HOST ?? '127.0.0.1' })
      },
    })
    started.unshift(publisher)
    await local.query(
      `insert into vault.secrets (name, secret) values ('site_deploy_hook_url', $1::text) on conflict (name) do update set secret = excluded.secret`,
      [publisher.url],
    )
    // As `supabase status` prints them: fixed local values, public, valid only against this backend.
    console.log(`Supabase local : ${local.url}`)
    console.log(`  clé publiable (Publishable key) : ${local.publishableKey}`)
    console.log(`  clé secrète (Secret key)        : ${local.secretKey}`)
    if (inbox) console.log(`Boîte de réception de l'atelier (maildev) : ${inbox.url}`)
    console.log(`Agenda des visites (abonnement) : ${local.url}/functions/v1/visit-feed?key=${VISIT_FEED_KEY}`)
    console.log(`Publication des changements de l'atelier (crochet de déploiement local) : ${publisher.url}`)
  }
  site = await startSiteServer({ port: sitePort, host: process.env.HOST ?? '127.0.0.1' })
} catch (error) {
  // A port taken since the check above.
  await closeStarted()
  exitIfPortTaken(error, ports, 'npm start')
  throw error
}
console.log(`Site : ${site.url}`)

const stop = async () => {
  await site.close()
  await closeStarted()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
