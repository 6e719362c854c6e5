// `npm start` publishes the owner's changes as a host does (server/localPublisher.mjs): the database's
// `site-build` job posts to its deploy hook, which builds the site again on this machine, once more
// for posts that came during a build. The build here is a stand-in command that leaves a mark and
// takes a moment; `npm start` gives `npx vike build`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startLocalPublisher } from '../../server/localPublisher.mjs'
import { useBackend } from './helpers/backend'

const scratch = mkdtempSync(join(tmpdir(), 'local-publisher-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** A publisher whose build appends a line to `marks` after `ms`, or fails when told. */
async function publisherWithMarks(name: string, fails = false, ms = 300) {
  const marks = join(scratch, name)
  const served: number[] = []
  const publisher = await startLocalPublisher({
    build: {
      command: process.execPath,
      args: ['-e', `setTimeout(() => { require('node:fs').appendFileSync(${JSON.stringify(marks)}, 'built\\n'); process.exit(${fails ? 1 : 0}) }, ${ms})`],
    },
    onBuilt: async () => {
      served.push(readFileSync(marks, 'utf8').split('\n').filter(Boolean).length)
    },
    log: () => undefined,
  })
  return { publisher, served, marks }
}

describe('the local deploy hook', () => {
  it('answers a POST at once and builds; posts during the build make one build more, then the new build is served', async () => {
    // The build lasts long enough for the three posts that follow to come during it.
    const { publisher, served } = await publisherWithMarks('burst', false, 2_000)
    try {
      const first = await fetch(publisher.url, { method: 'POST', body: '{}' })
      expect(first.status).toBe(202)
      for (let i = 0; i < 3; i++) expect((await fetch(publisher.url, { method: 'POST', body: '{}' })).status).toBe(202)
      await publisher.settled()
      expect(publisher.builds()).toBe(2)
      // Each build served once it had ended, its mark written.
      expect(served).toEqual([1, 2])
      expect((await fetch(publisher.url)).status).toBe(405)
    } finally {
      await publisher.close()
    }
  })

  it('serves nothing new when the build fails', async () => {
    const { publisher, served } = await publisherWithMarks('failing', true)
    try {
      await fetch(publisher.url, { method: 'POST', body: '{}' })
      await publisher.settled()
      expect(publisher.builds()).toBe(1)
      expect(served).toEqual([])
    } finally {
      await publisher.close()
    }
  })
})

describe('the embedded backend’s site-build job', () => {
  const backend = useBackend('pglite')

  it('asks the local deploy hook for a build once the edits have paused, and records its answer', async () => {
    const { publisher, served } = await publisherWithMarks('job')
    try {
      await backend().query(
        `insert into vault.secrets (name, secret) values ('site_deploy_hook_url', $1::text) on conflict (name) do update set secret = excluded.secret`,
        [publisher.url],
      )
      await backend().query(`update public.gold_price_lists set saved_at = saved_at`)
      const [{ at }] = (await backend().query(`select now() + interval '150 seconds' as at`)) as [{ at: Date }]
      const said = async (instant: Date) =>
        ((await backend().query(`select private.request_site_build($1::timestamptz) as said`, [instant])) as { said: string }[])[0]!.said
      expect(await said(at)).toBe('build asked')
      await backend().deliverQueuedRequests()
      await publisher.settled()
      expect(served).toEqual([1])
      expect(await said(new Date(at.getTime() + 60_000))).toBe('nothing to publish')
    } finally {
      await publisher.close()
    }
  })
})
