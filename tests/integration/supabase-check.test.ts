import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { BACKEND_KINDS, useBackend } from './helpers/backend'
import { freePort } from './helpers/postgres-cluster'

const run = promisify(execFile)
const SCRIPT = fileURLToPath(new URL('../../scripts/supabase-check.mjs', import.meta.url))

async function supabaseCheck(env: Record<string, string>) {
  const { SUPABASE_SECRET_KEY: _secret, SUPABASE_SERVICE_ROLE_KEY: _legacy, ...inherited } = process.env
  const { stdout, stderr } = await run(process.execPath, [SCRIPT], { env: { ...inherited, ...env }, timeout: 30_000 })
  return { lines: stdout.trim().split('\n'), stderr }
}

describe.each(BACKEND_KINDS)('npm run supabase:check on %s', (kind) => {
  const backend = useBackend(kind)

  it('recreates a deleted bucket with the expected options and reports the others as present', async () => {
    const { service, url, secretKey, serviceRoleKey, query } = backend()
    expect((await service.storage.deleteBucket('repair_images')).error).toBeNull()
    expect(await query("select id from storage.buckets where id = 'repair_images'")).toEqual([])

    const first = await supabaseCheck({ SUPABASE_URL: url, SUPABASE_SECRET_KEY: secretKey })
    expect(first.lines).toEqual(['supabase:check bucket contact_images: present', 'supabase:check bucket repair_images: created'])
    const [bucket] = await query("select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'repair_images'")
    expect(bucket.public).toBe(false)
    expect(Number(bucket.file_size_limit)).toBe(10 * 1024 * 1024)
    expect(bucket.allowed_mime_types).toContain('image/avif')

    // An older project's legacy key still works.
    const second = await supabaseCheck({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey })
    expect(second.lines).toEqual(['supabase:check bucket contact_images: present', 'supabase:check bucket repair_images: present'])
  })

  it('logs a failure and still exits 0 when the key is wrong or the API is unreachable', async () => {
    for (const env of [{ SUPABASE_SERVICE_ROLE_KEY: 'not-a-key' }, { SUPABASE_SECRET_KEY: 'sb_secret_revoked' }] as Record<string, string>[]) {
      const wrongKey = await supabaseCheck({ SUPABASE_URL: backend().url, ...env })
      expect(wrongKey.lines).toHaveLength(1)
      expect(wrongKey.lines[0]).toMatch(/^supabase:check cannot check the buckets at /)
    }

    const closedPort = await freePort()
    const unreachable = await supabaseCheck({ SUPABASE_URL: `http://127.0.0.1:${closedPort}`, SUPABASE_SECRET_KEY: backend().secretKey })
    expect(unreachable.lines).toEqual([`supabase:check cannot check the buckets at http://127.0.0.1:${closedPort}: fetch failed (ECONNREFUSED)`])
  })
})
