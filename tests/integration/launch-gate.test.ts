// A real build for a hosted Supabase project runs the launch check and stops with its list before
// writing anything, while the site still carries placeholders.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, it, onTestFinished } from 'vitest'

const run = promisify(execFile)

it('stops a build for a hosted project that still carries placeholders, listing them', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'never-written-'))
  onTestFinished(() => rmSync(outDir, { recursive: true, force: true }))
  const failure = await run('npx', ['vike', 'build', '--outDir', outDir], {
    env: {
      ...process.env,
      OWNER_FACTS: '',
      LAUNCH_PREVIEW: '',
      VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_projet-heberge',
    },
    timeout: 120_000,
  }).then(
    () => null,
    (error: { stderr?: string; stdout?: string }) => error,
  )
  expect(failure, 'the build should have failed').not.toBeNull()
  expect(readdirSync(outDir), 'what the build wrote').toEqual([])
  const output = `${failure?.stderr}${failure?.stdout}`
  expect(output).toContain('phone.display: placeholder')
  expect(output).toContain('LAUNCH_PREVIEW=1')
}, 120_000)
