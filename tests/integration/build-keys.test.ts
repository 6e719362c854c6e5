// A build given two different Supabase keys stops before building anything, with the fix in its message.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it, onTestFinished } from 'vitest'

const run = promisify(execFile)

describe('building with a half-migrated key configuration', () => {
  it('stops, naming the variable to keep', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'never-written-'))
    onTestFinished(() => rmSync(outDir, { recursive: true, force: true }))
    const build = run('npx', ['vite', 'build', '--outDir', outDir], {
      env: { ...process.env, VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_nouvelle', VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.e30.ancienne' },
      timeout: 120_000,
    })
    const failure = await build.then(
      () => null,
      (error: { code?: number; stderr?: string; stdout?: string }) => error,
    )
    expect(failure, 'the build should have failed').not.toBeNull()
    expect(readdirSync(outDir), 'what the build wrote').toEqual([])
    expect(`${failure?.stderr}${failure?.stdout}`).toMatch(/VITE_SUPABASE_PUBLISHABLE_KEY and VITE_SUPABASE_ANON_KEY are both set, to different keys/)
  }, 120_000)
})
