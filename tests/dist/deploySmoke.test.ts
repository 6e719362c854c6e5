// The deploy's last step (scripts/deploy/smoke.mjs), asked of the built site as the project's server
// serves it (as Cloudflare does) and of a local backend: it passes on a healthy deployment and names
// what is wrong on a broken one.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { smokeTest } from '../../scripts/deploy/smoke.mjs'
import { startSiteServer } from '../../server/siteServer.mjs'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { HEALTH_SECRET } from '../../supabase/local/keys.mjs'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.mjs'
import { clientDir } from './builtSite'

let inbox: LocalInbox
let backend: LocalSupabase
let site: { url: string; close(): Promise<unknown> }
const storageDir = mkdtempSync(join(tmpdir(), 'deploy-smoke-'))

beforeAll(async () => {
  inbox = await startInbox({ webPort: 0, smtpPort: 0 })
  backend = await startLocalSupabase({ port: 0, dataDir: null, storageDir, quiet: true, mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort } })
  site = await startSiteServer({ root: clientDir, port: 0 })
}, 120_000)
afterAll(async () => {
  await site?.close()
  await backend?.close()
  await inbox?.close()
  rmSync(storageDir, { recursive: true, force: true })
})

const target = () => ({ siteUrl: site.url, supabaseUrl: backend.url, publishableKey: backend.publishableKey, healthSecret: HEALTH_SECRET })

it('passes on every page of the sitemap, the 404, closed sign-ups and a healthy backend', async () => {
  expect(await smokeTest(target())).toEqual([])
}, 60_000)

it('names a page answered with a redirect and a health check that refuses or fails', async () => {
  const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8').replace('</urlset>', '<url><loc>https://www.maison-bologne.fr/contact/</loc></url></urlset>')
  const problems = await smokeTest({ ...target(), healthSecret: 'not-the-secret', sitemap })
  expect(problems).toEqual(['/contact/ answered 308 → /contact, not 200', 'the health function answered 401: {"error":"unauthorised"}'])
}, 60_000)
