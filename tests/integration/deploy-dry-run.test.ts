// `npm run deploy -- --dry-run` on the project as it is: with the owner's facts still placeholders
// the launch check refuses, and the deploy stops at step 1, saying so, before building anything.
// The same dry run with complete facts (OWNER_FACTS=tests/fixtures/owner.complete.ts) goes through
// the build and `wrangler deploy --dry-run`: the test gate runs it as its second build.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it, onTestFinished } from 'vitest'

it('stops at the launch check while the owner’s facts are placeholders, and says so', () => {
  const env = { ...process.env }
  delete env.OWNER_FACTS
  const run = spawnSync('node', ['scripts/deploy.mjs', '--dry-run', '--env-file', 'tests/fixtures/deploy.env'], { encoding: 'utf8', env })
  const output = run.stdout + run.stderr
  expect(run.status, output).toBe(1)
  expect(output).toContain('== Step 1/5: Launch check')
  expect(output).toContain('Step 1 (Launch check: the owner’s facts are complete) failed')
  // The launch check's own list, naming the invented phone number and the file to edit.
  expect(output).toContain('lib/owner.ts')
  expect(output).toMatch(/phone/i)
  expect(output).not.toContain('Step 2/5')
})

it('refuses an env file whose values would deploy the local backend, naming each problem', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-env-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  writeFileSync(join(dir, '.env.production'), 'VITE_SITE_URL=https://www.maison-bologne.fr\nVITE_SUPABASE_URL=http://127.0.0.1:54321\n')
  const run = spawnSync('node', ['scripts/deploy.mjs', '--dry-run', '--env-file', join(dir, '.env.production')], { encoding: 'utf8' })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain('VITE_SUPABASE_URL must be https')
  expect(run.stderr).toContain('SUPABASE_PROJECT_REF is missing')
  expect(run.stdout).not.toContain('Step 1')
})
