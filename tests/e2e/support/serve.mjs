// @ts-check
// The stack the browser tests run against: a fresh local Supabase backend (in-memory PGlite) on the
// port the build targets, the workshop's inbox, and the built site, served by a process of its own
// (siteProcess.mjs) so that no file waits behind a query.
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startInbox } from '../../../supabase/local/inbox.mjs'
import { startLocalSupabase } from '../../../supabase/local/server.mjs'
import { waitForPorts } from '../../../server/waitForPorts.mjs'

/** The site-wide ceiling of contact messages and the workshop's digest threshold while the browser
 *  tests run: they send in minutes more messages than the site receives in a week, and expect each
 *  one's own e-mail. */
const LIFTED_SITE_CEILING = 1_000_000

/**
 * Test hook, likewise: `POST /__e2e/site-ceiling?max=<n>` sets the site-wide ceiling of contact
 * messages (per hour and per day) to n, `?max=reached` to the messages of the last day (so that it is
 * reached, and the hard cap not, whatever the tests before sent), and `&hardCap=<factor>` the hard cap to that many times the
 * ceiling (private.contact_proof_policy; 4 by default); `?max=lifted` lifts the ceiling again and
 * puts the hard cap back. The ceiling's own browser tests use it, after every other test has run
 * (playwright.config.ts), since it holds back every sender.
 * @type {import('../../../server/siteServer.mjs').Responder | undefined}
 */
const siteCeiling =
  process.env.E2E_TEST_HOOKS === '1'
    ? (req, res, path) => {
        if (path !== '/__e2e/site-ceiling' || req.method !== 'POST') return false
        const query = new URL(req.url ?? '', 'http://localhost').searchParams
        const max = query.get('max')
        const value = max === 'lifted' ? LIFTED_SITE_CEILING : max === 'reached' ? 'reached' : Number(max)
        setSiteCeiling(value, Number(query.get('hardCap') ?? PRODUCTION_HARD_CAP_FACTOR)).then(
          () => res.writeHead(204).end(),
          (error) => res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error)),
        )
        return true
      }
    : undefined

/**
 * Test hook, likewise: `POST /__e2e/visit-blocked-slot?day=YYYY-MM-DD&time=HH:MM` blocks a visit
 * slot as the owner does for a visit booked by phone (private.visit_blocked_slots, which only the
 * service role reaches), with `&name=…&phone=…` the caller's name and number as the owner types
 * them; `DELETE` frees it again.
 * @type {import('../../../server/siteServer.mjs').Responder | undefined}
 */
const visitBlockedSlot =
  process.env.E2E_TEST_HOOKS === '1'
    ? (req, res, path) => {
        if (path !== '/__e2e/visit-blocked-slot' || (req.method !== 'POST' && req.method !== 'DELETE')) return false
        const query = new URL(req.url ?? '', 'http://localhost').searchParams
        const slot = [query.get('day'), query.get('time')]
        const [sql, params] =
          req.method === 'POST'
            ? [
                `insert into private.visit_blocked_slots (visit_date, visit_time, note, name, phone) values ($1, $2, 'browser test', $3, $4)`,
                [...slot, query.get('name'), query.get('phone')],
              ]
            : [`delete from private.visit_blocked_slots where visit_date = $1 and visit_time = $2`, slot]
        backend.query(sql, params).then(
          () => res.writeHead(204).end(),
          (error) => res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error)),
        )
        return true
      }
    : undefined

/**
 * Test hook, likewise: `POST /__e2e/auth-code-age?email=<address>&seconds=<n>` makes the sign-in
 * code last sent to that address n seconds old, as the integration tests age it (auth.users'
 * recovery_sent_at, which the local backend reads as GoTrue does): a code past its hour, at once.
 * @type {import('../../../server/siteServer.mjs').Responder | undefined}
 */
const authCodeAge =
  process.env.E2E_TEST_HOOKS === '1'
    ? (req, res, path) => {
        if (path !== '/__e2e/auth-code-age' || req.method !== 'POST') return false
        const query = new URL(req.url ?? '', 'http://localhost').searchParams
        backend
          .query(`update auth.users set recovery_sent_at = now() - make_interval(secs => $2::int) where lower(email) = lower($1::text)`, [
            query.get('email'),
            Number(query.get('seconds')),
          ])
          .then(
            () => res.writeHead(204).end(),
            (error) => res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error)),
          )
        return true
      }
    : undefined

/** @param {number} max */
/** The hard cap as the migration sets it: four times the ceiling. */
const PRODUCTION_HARD_CAP_FACTOR = 4
/** @param {number | 'reached'} max @param {number} hardCapFactor */
const setSiteCeiling = async (max, hardCapFactor) => {
  if (max === 'reached')
    await backend.query(
      `update private.contact_rate_limits set max_messages = greatest(1, (select count(*) from private.contact_sends where sent_at > now() - interval '1 day'))
        where scope = 'site'`,
    )
  else await backend.query(`update private.contact_rate_limits set max_messages = $1 where scope = 'site'`, [max])
  await backend.query(`update private.contact_proof_policy set hard_cap_factor = $1`, [hardCapFactor])
}

const storageDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-storage-'))
const supabasePort = Number(process.env.SUPABASE_PORT ?? 54321)
// The workshop's inbox beside the backend, at the Supabase CLI's offsets (API + 3 web, + 4 SMTP), so
// every message a test sends makes its real e-mail (tests/e2e/support/inbox.ts reads them).
const sitePort = Number(process.env.PORT ?? 4173)
const inboxSmtpPort = Number(process.env.SUPABASE_INBOX_SMTP_PORT ?? inboxWebPort() + 1)
await waitForPorts([sitePort, supabasePort, inboxWebPort(), inboxSmtpPort])
const inbox = await startInbox({ webPort: inboxWebPort(), smtpPort: inboxSmtpPort })
const backend = await startLocalSupabase({
  port: supabasePort,
  dataDir: null,
  storageDir,
  quiet: true,
  // The e-mails' action links open this site's /suivi-demande.
  mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort, siteUrl: `http://127.0.0.1:${sitePort}` },
})
await setSiteCeiling(LIFTED_SITE_CEILING, PRODUCTION_HARD_CAP_FACTOR)
await backend.query(`update private.workshop_digest_settings set threshold = $1`, [LIFTED_SITE_CEILING])
// The test hooks that need the database, reached through the site's /__e2e/ addresses.
const hooks = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname
  if (!(siteCeiling?.(req, res, path) || visitBlockedSlot?.(req, res, path) || authCodeAge?.(req, res, path))) res.writeHead(404).end()
})
await new Promise((resolve) => hooks.listen(0, '127.0.0.1', () => resolve(undefined)))
const hooksAddress = hooks.address()
const siteProcess = fork(new URL('./siteProcess.mjs', import.meta.url), {
  env: { ...process.env, PORT: String(sitePort), E2E_HOOKS_PORT: String(typeof hooksAddress === 'object' && hooksAddress ? hooksAddress.port : 0) },
})
const site = await new Promise((resolve, reject) => {
  siteProcess.once('message', resolve)
  siteProcess.once('exit', (code) => reject(new Error(`the site's process ended (${code}) before it served`)))
})
console.log(`e2e: site ${/** @type {{ url: string }} */ (site).url}, supabase ${backend.url}, inbox ${inbox.url}`)

function inboxWebPort() {
  return Number(process.env.SUPABASE_INBOX_PORT ?? supabasePort + 3)
}

const stop = async () => {
  const siteClosed = new Promise((resolve) => siteProcess.once('exit', resolve))
  siteProcess.disconnect()
  await siteClosed
  await new Promise((resolve) => hooks.close(() => resolve(undefined)))
  await backend.close()
  await inbox.close()
  rmSync(storageDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
