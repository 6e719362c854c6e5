import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { PUBLISHABLE_KEY, SECRET_KEY, VISIT_FEED_KEY } from '../../supabase/local/keys.mjs'
import { BACKEND_KINDS } from './helpers/backend'
import { freePorts, startPostgresCluster, type PostgresCluster } from './helpers/postgres-cluster'

const CLI = fileURLToPath(new URL('../../supabase/local/cli.mjs', import.meta.url))

describe.each(BACKEND_KINDS)('npm run supabase:local on %s', (kind) => {
  const cwd = mkdtempSync(join(tmpdir(), 'supabase-cli-'))
  let cluster: PostgresCluster | null = null

  beforeAll(async () => {
    if (kind === 'postgres') cluster = await startPostgresCluster()
  })
  afterAll(async () => {
    await cluster?.stop()
    rmSync(cwd, { recursive: true, force: true })
  })

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'starts on SUPABASE_PORT, logs its URL, its two keys and the calendar feed’s URL, and stops on %s',
    async (signal) => {
      const [port, inboxPort, inboxSmtpPort] = (await freePorts(3)) as [number, number, number]
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        SUPABASE_PORT: String(port),
        SUPABASE_INBOX_PORT: String(inboxPort),
        SUPABASE_INBOX_SMTP_PORT: String(inboxSmtpPort),
        DATABASE_URL: cluster?.databaseUrl ?? '',
      }
      const child = spawn(process.execPath, [CLI], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
      // A failed expectation or a timeout leaves no backend running after the test.
      onTestFinished(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')))
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

      // At most a minute for the five lines, on the monotonic clock: the day and the wall clock play no part.
      const started = performance.now()
      while (output.split('\n').length < 5 && performance.now() - started < 60_000 && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      // As `supabase status` prints them, so a newcomer can copy them.
      expect(output.trim().split('\n')).toEqual([
        expect.stringContaining(`http://127.0.0.1:${port}`),
        `Publishable key: ${PUBLISHABLE_KEY}`,
        `Secret key: ${SECRET_KEY}`,
        `Workshop inbox (maildev): http://127.0.0.1:${inboxPort}`,
        `Workshop calendar feed: http://127.0.0.1:${port}/functions/v1/visit-feed?key=${VISIT_FEED_KEY}`,
      ])
      const health = await fetch(`http://127.0.0.1:${port}/health`)
      expect(await health.json()).toMatchObject({ status: 'ok', database: kind })
      expect((await fetch(`http://127.0.0.1:${inboxPort}/api/email`)).status).toBe(200)
      // The web inbox a newcomer opens in a browser.
      const page = await fetch(`http://127.0.0.1:${inboxPort}/`, { headers: { accept: 'text/html' } })
      expect(await page.text()).toMatch(/<title>[^<]*MailDev/i)

      child.kill(signal)
      expect(await exited).toBe(0)
      expect(existsSync(join(cwd, '.data', 'pglite'))).toBe(kind === 'pglite')
    },
  )
})

describe('npm run supabase:local on a port already in use', () => {
  it('says in one line which port is taken and which variable moves it, and exits with an error, before opening a database', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'supabase-cli-taken-'))
    const [port, inboxPort, inboxSmtpPort] = (await freePorts(3)) as [number, number, number]
    const holder = await new Promise<Server>((resolve) => {
      const server = createServer().listen(port, '127.0.0.1', () => resolve(server))
    })
    try {
      const env = { ...process.env, SUPABASE_PORT: String(port), SUPABASE_INBOX_PORT: String(inboxPort), SUPABASE_INBOX_SMTP_PORT: String(inboxSmtpPort) }
      const child = spawn(process.execPath, [CLI], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
      // A failed expectation or a timeout leaves no backend running after the test.
      onTestFinished(() => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')))
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
      expect(code).toBe(1)
      expect(output.trim().split('\n'), output).toEqual([
        `Le port ${port} est déjà utilisé par un autre programme : choisissez-en un autre avec la variable SUPABASE_PORT (par exemple SUPABASE_PORT=${port + 1} npm run supabase:local).`,
      ])
      expect(existsSync(join(cwd, '.data', 'pglite'))).toBe(false)
    } finally {
      await new Promise((resolve) => holder.close(resolve))
      rmSync(cwd, { recursive: true, force: true })
    }
  })
})
