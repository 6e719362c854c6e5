import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.mjs'
import { SCHEMA_KINDS, startTestBackend, type TestBackend } from './helpers/backend'
import { freePort } from './helpers/postgres-cluster'

const SCRIPT = fileURLToPath(new URL('../../scripts/supabase-check.mjs', import.meta.url))

/** The script's lines up to its health report's JSON, and its exit code. */
async function supabaseCheck(env: Record<string, string>) {
  const { SUPABASE_SECRET_KEY: _secret, SUPABASE_SERVICE_ROLE_KEY: _legacy, HEALTH_SECRET: _health, ...inherited } = process.env
  const { stdout, stderr, code } = await new Promise<{ stdout: string; stderr: string; code: number }>((resolve) => {
    execFile(process.execPath, [SCRIPT], { env: { ...inherited, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, code: error ? Number(error.code ?? 1) : 0 }),
    )
  })
  return { lines: stdout.split('\n').filter((line) => line.startsWith('supabase:check')), stdout, stderr, code }
}

describe.each(SCHEMA_KINDS)('npm run supabase:check on %s', (kind) => {
  let inbox: LocalInbox
  let started: TestBackend
  const backend = () => started
  beforeAll(async () => {
    inbox = await startInbox({ webPort: 0, smtpPort: 0 })
    started = await startTestBackend(kind, { mail: { smtpHost: inbox.smtpHost, smtpPort: inbox.smtpPort } })
  })
  afterAll(async () => {
    await started?.close()
    await inbox?.close()
  })

  it('recreates a deleted bucket with the expected options and reports the others as present', async () => {
    const { service, url, secretKey, serviceRoleKey, query } = backend()
    expect((await service.storage.deleteBucket('repair_images')).error).toBeNull()
    expect(await query("select id from storage.buckets where id = 'repair_images'")).toEqual([])

    const first = await supabaseCheck({ SUPABASE_URL: url, SUPABASE_SECRET_KEY: secretKey })
    expect(first.lines).toEqual([
      'supabase:check bucket contact_images: present',
      'supabase:check bucket repair_images: created',
      'supabase:check bucket showcase: present',
      'supabase:check health: healthy',
    ])
    expect(first.code).toBe(0)
    const [bucket] = await query("select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'repair_images'")
    expect(bucket.public).toBe(false)
    expect(Number(bucket.file_size_limit)).toBe(10 * 1024 * 1024)
    expect(bucket.allowed_mime_types).toContain('image/avif')

    // An older project's legacy key still works.
    const second = await supabaseCheck({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey })
    expect(second.lines).toEqual([
      'supabase:check bucket contact_images: present',
      'supabase:check bucket repair_images: present',
      'supabase:check bucket showcase: present',
      'supabase:check health: healthy',
    ])
  })

  it('prints each cause of an unhealthy project with the report, and exits 1', async () => {
    const [saved] = await backend().query(`delete from vault.secrets where name = 'project_url' returning name, secret`)
    const check = await supabaseCheck({ SUPABASE_URL: backend().url, SUPABASE_SECRET_KEY: backend().secretKey })
    await backend().query(`insert into vault.secrets (name, secret) values ($1::text, $2::text)`, [saved.name, saved.secret])
    expect(check.code).toBe(1)
    expect(check.lines.slice(3)).toEqual(['supabase:check health: Vault secret missing: project_url'])
    expect(check.stdout).toContain('"vault_missing": [\n    "project_url"\n  ]')
  })

  it('logs a failure of the bucket check and goes on with the health check; exits 1 when the API is unreachable', async () => {
    for (const env of [{ SUPABASE_SERVICE_ROLE_KEY: 'not-a-key' }, { SUPABASE_SECRET_KEY: 'sb_secret_revoked' }] as Record<string, string>[]) {
      const wrongKey = await supabaseCheck({ SUPABASE_URL: backend().url, ...env })
      expect(wrongKey.lines).toHaveLength(2)
      expect(wrongKey.lines[0]).toMatch(/^supabase:check cannot check the buckets at /)
      expect(wrongKey.lines[1]).toBe('supabase:check health: healthy')
    }

    const wrongSecret = await supabaseCheck({ SUPABASE_URL: backend().url, HEALTH_SECRET: 'not-the-secret' })
    expect(wrongSecret.code).toBe(1)
    expect(wrongSecret.lines.at(-1)).toBe('supabase:check health: answered 401: {"error":"unauthorised"}')

    const closedPort = await freePort()
    const unreachable = await supabaseCheck({ SUPABASE_URL: `http://127.0.0.1:${closedPort}`, SUPABASE_SECRET_KEY: backend().secretKey })
    expect(unreachable.lines).toEqual([
      `supabase:check cannot check the buckets at http://127.0.0.1:${closedPort}: fetch failed (ECONNREFUSED)`,
      `supabase:check health: unreachable at http://127.0.0.1:${closedPort}: fetch failed (ECONNREFUSED)`,
    ])
    expect(unreachable.code).toBe(1)
  })
})
