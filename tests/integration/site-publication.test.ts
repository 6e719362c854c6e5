// The site follows the owner's data (supabase/schemas/site_publication.sql): each change to what the
// prerendered pages show marks the site as changed, and the minute's job calls the host's deploy
// hook once the edits have paused, so a burst of edits makes one build. A stand-in hook records the
// POSTs it receives and answers as told. Every instant is given to the job, counted from the
// database's own clock at the time of the edits.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HEALTH_SECRET } from '../../supabase/local/keys.mjs'
import { createTestUser } from '../../supabase/local/testing.mjs'
import { SCHEMA_KINDS, startTestBackend, useBackend } from './helpers/backend'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** An HTTP server standing in for the host: records each request to its deploy hook and answers
 *  `status`; serves build.json with the instant `builtAt`. */
function standInHook() {
  const received: { method: string; path: string }[] = []
  let status = 200
  let builtAt = ''
  const server: Server = createServer((request, response) => {
    if (request.url === '/build.json') {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ builtAt }))
      return
    }
    received.push({ method: request.method ?? '', path: request.url ?? '' })
    request.resume()
    request.on('end', () => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ success: status < 300 }))
    })
  })
  return {
    received,
    answer: (next: number) => (status = next),
    built: (at: string) => (builtAt = at),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/build-42`)),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe.each(SCHEMA_KINDS)('the site’s publication on %s', (kind) => {
  const backend = useBackend(kind)
  const hook = standInHook()
  let hookUrl: string
  let member: SupabaseClient
  let stranger: SupabaseClient

  beforeAll(async () => {
    hookUrl = await hook.start()
    const owner = await createTestUser(backend(), { email: `proprietaire-${stamp()}@example.fr` })
    expect((await backend().service.rpc('grant_workshop_role', { member_email: owner.user.email })).error).toBeNull()
    member = backend().clientWithToken(owner.accessToken)
    stranger = backend().clientWithToken((await createTestUser(backend(), { email: `inconnu-${stamp()}@example.fr` })).accessToken)
  })
  afterAll(() => hook.stop())

  beforeEach(async () => {
    hook.received.length = 0
    hook.answer(200)
    await backend().query(`update private.site_publication set waiting_since = null, changed_at = null, asked_at = null, request_id = null,
                             answered_at = null, failed_at = null, last_error = null`)
    await backend().query(
      `insert into vault.secrets (name, secret) values ('site_deploy_hook_url', $1::text)
                           on conflict (name) do update set secret = excluded.secret`,
      [hookUrl],
    )
  })

  /** The database's clock plus `seconds`: the instant given to the job. */
  const inSeconds = async (seconds: number) =>
    ((await backend().query(`select (now() + make_interval(secs => $1::int)) as at`, [seconds])) as { at: Date }[])[0]!.at
  const runJob = async (at: Date) =>
    ((await backend().query(`select private.request_site_build($1::timestamptz) as said`, [at])) as { said: string }[])[0]!.said
  const problems = async () => ((await backend().query(`select private.site_publication_problems() as found`)) as { found: string[] }[])[0]!.found
  const saveFigure = (count: number) =>
    member.rpc('atelier_save_review_profile', { rating_value: 4.8, rating_count: count, rating_source: 'Google', profile_url: null, review_url: null })

  it('calls the deploy hook once for ten edits in a row, after they pause, and records its answer', async () => {
    for (let count = 120; count < 130; count++) expect((await saveFigure(count)).data).toEqual({ outcome: 'done' })
    await backend().query(`update public.gold_price_lists set saved_at = saved_at`)

    expect(await runJob(await inSeconds(30))).toBe('waiting for the edits to pause')
    await backend().deliverQueuedRequests()
    expect(hook.received).toEqual([])

    expect(await runJob(await inSeconds(150))).toBe('build asked')
    await backend().deliverQueuedRequests()
    expect(hook.received).toEqual([{ method: 'POST', path: '/hooks/build-42' }])

    expect(await runJob(await inSeconds(210))).toBe('nothing to publish')
    const [row] = await backend().query(`select waiting_since, asked_at, answered_at, failed_at, request_id from private.site_publication`)
    expect(row).toMatchObject({ waiting_since: null, failed_at: null, request_id: null })
    expect(row!.answered_at).toBeInstanceOf(Date)
    await backend().deliverQueuedRequests()
    expect(hook.received).toHaveLength(1)
    expect(await problems()).toEqual([])
  })

  it.each(['gold_price_lists', 'opening_exceptions', 'review_profile', 'price_lines', 'weekly_hours', 'summer_closure', 'workshop_contact', 'showcase_pieces'])(
    'marks the site changed by a change to %s',
    async (table) => {
      await backend().query(`delete from public.${table} where false`)
      const [row] = (await backend().query(`select changed_at from private.site_publication`)) as { changed_at: Date | null }[]
      expect(row!.changed_at).toBeInstanceOf(Date)
    },
  )

  it('asks anyway ten minutes after the first of edits that never pause', async () => {
    await saveFigure(140)
    await backend().query(`update private.site_publication set waiting_since = now() - interval '11 minutes'`)
    expect(await runJob(await inSeconds(10))).toBe('build asked')
    await backend().deliverQueuedRequests()
    expect(hook.received).toHaveLength(1)
  })

  it('records a refused call, says it in the health report, keeps the changes waiting and calls again after ten minutes', async () => {
    hook.answer(500)
    await saveFigure(150)
    expect(await runJob(await inSeconds(150))).toBe('build asked')
    await backend().deliverQueuedRequests()
    expect(await runJob(await inSeconds(180))).toBe('waiting to call the deploy hook again')
    const found = await problems()
    expect(found).toEqual([expect.stringMatching(/^the site's build could not be asked for at .+: the deploy hook answered HTTP 500$/)])
    const report = ((await backend().query(`select private.health_report() as report`)) as { report: { healthy: boolean; problems: string[] } }[])[0]!.report
    expect(report.problems).toContain(found[0])
    expect(report.healthy).toBe(false)

    hook.answer(200)
    expect(await runJob(await inSeconds(180 + 11 * 60))).toBe('build asked')
    await backend().deliverQueuedRequests()
    expect(await runJob(await inSeconds(180 + 12 * 60))).toBe('nothing to publish')
    expect(hook.received).toHaveLength(2)
    expect(await problems()).toEqual([])
  })

  it('without a hook in Vault calls nothing and leaves the changes for the next deploy', async () => {
    await backend().query(`delete from vault.secrets where name = 'site_deploy_hook_url'`)
    await saveFigure(160)
    expect(await runJob(await inSeconds(150))).toBe('no deploy hook in Vault (site_deploy_hook_url)')
    await backend().query(`update private.site_publication set waiting_since = now() - interval '31 minutes'`)
    expect(await problems()).toEqual([])
    await backend().deliverQueuedRequests()
    expect(hook.received).toEqual([])
  })

  it('with a hook, names changes that have waited half an hour (the job does not run)', async () => {
    await saveFigure(165)
    expect(await problems()).toEqual([])
    await backend().query(`update private.site_publication set waiting_since = now() - interval '31 minutes'`)
    expect(await problems()).toEqual([expect.stringMatching(/^changes to the site have waited for a build since /)])
  })

  it('tells a member where the site stands, and refuses anon and a signed-in non-member', async () => {
    await saveFigure(170)
    const { data } = await member.rpc('atelier_site_publication')
    expect(data).toMatchObject({ asked_at: null, failed_at: null, has_hook: true })
    const { waiting_since, changed_at } = data as { waiting_since: unknown; changed_at: unknown }
    expect([typeof waiting_since, typeof changed_at]).toEqual(['string', 'string'])
    for (const client of [backend().anon, stranger]) {
      const refused = await client.rpc('atelier_site_publication')
      expect(refused.data).toBeNull()
      expect(refused.error?.code).toBe('42501')
    }
  })

  it('has the health check name a build asked half an hour ago that the site does not serve, and not once it does', async () => {
    const site = new URL(hookUrl).origin
    const withSite = await startTestBackend(kind, { functionSecrets: { SITE_URL: site } })
    try {
      const [asked] = (await withSite.query(`update private.site_publication set asked_at = now() - interval '31 minutes' returning asked_at`)) as {
        asked_at: Date
      }[]
      const problems = async () => {
        const response = await fetch(`${withSite.url}/functions/v1/health`, { headers: { 'x-health-secret': HEALTH_SECRET } })
        return ((await response.json()) as { problems: string[] }).problems
      }
      hook.built(new Date(asked!.asked_at.getTime() - 60_000).toISOString())
      expect(await problems()).toContainEqual(
        expect.stringMatching(/^the site's build asked for at .+ is not live after 30 minutes: the site serves the build of /),
      )
      hook.built(new Date(asked!.asked_at.getTime() + 60_000).toISOString())
      expect((await problems()).filter((problem) => problem.includes('build'))).toEqual([])
    } finally {
      await withSite.close()
    }
  })
})
