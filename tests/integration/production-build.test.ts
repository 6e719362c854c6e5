// A production build (VITE_SITE_URL on https) aimed at the local backend stops before building
// anything, saying what to set; a local build, and a production build aimed at a hosted project,
// go ahead.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it, onTestFinished } from 'vitest'
import { productionSupabaseProblem } from '../../vite/productionSupabase'
import { ANON_KEY, PUBLISHABLE_KEY } from '../../supabase/local/keys.mjs'

const run = promisify(execFile)
const site = 'https://www.maison-bologne.fr'
const hosted = { VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_projet-heberge' }

describe('the Supabase target of a production build', () => {
  it.each([
    ['no Supabase URL (the local default)', { VITE_SUPABASE_URL: undefined }, /VITE_SUPABASE_URL is not set/],
    ['127.0.0.1', { VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, /points at this machine/],
    ['localhost', { VITE_SUPABASE_URL: 'http://localhost:54321' }, /points at this machine/],
    ['[::1]', { VITE_SUPABASE_URL: 'http://[::1]:54321' }, /points at this machine/],
    ['plain http', { VITE_SUPABASE_URL: 'http://supabase.example.fr' }, /is not https/],
    ['no key (the local default)', { VITE_SUPABASE_PUBLISHABLE_KEY: undefined }, /No Supabase key is set/],
    ['the local publishable key', { VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }, /well-known demo key/],
    ['the demo anon JWT', { VITE_SUPABASE_PUBLISHABLE_KEY: undefined, VITE_SUPABASE_ANON_KEY: ANON_KEY }, /well-known demo key/],
  ])('is refused with %s', (_label, change, message) => {
    expect(productionSupabaseProblem({ VITE_SITE_URL: site, ...hosted, ...change })).toMatch(message)
  })

  it('is the hosted project: accepted, with a publishable key or an older anon key', () => {
    expect(productionSupabaseProblem({ VITE_SITE_URL: site, ...hosted })).toBeNull()
    expect(
      productionSupabaseProblem({ VITE_SITE_URL: site, VITE_SUPABASE_URL: hosted.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.e30.cle' }),
    ).toBeNull()
  })

  it('is not checked for a local build (no VITE_SITE_URL, or one on this machine or plain http)', () => {
    expect(productionSupabaseProblem({})).toBeNull()
    expect(productionSupabaseProblem({ VITE_SITE_URL: 'http://127.0.0.1:3000' })).toBeNull()
    expect(productionSupabaseProblem({ VITE_SITE_URL: 'https://localhost:3000' })).toBeNull()
  })

  it('stops a real build aimed at the local backend, before it writes anything', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'never-written-'))
    onTestFinished(() => rmSync(outDir, { recursive: true, force: true }))
    const build = run('npx', ['vite', 'build', '--outDir', outDir], {
      env: { ...process.env, VITE_SITE_URL: site, VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE_KEY },
      timeout: 120_000,
    })
    const failure = await build.then(
      () => null,
      (error: { stderr?: string; stdout?: string }) => error,
    )
    expect(failure, 'the build should have failed').not.toBeNull()
    expect(readdirSync(outDir), 'what the build wrote').toEqual([])
    expect(`${failure?.stderr}${failure?.stdout}`).toMatch(/VITE_SUPABASE_URL \(http:\/\/127\.0\.0\.1:54321\) points at this machine/)
  }, 120_000)
})
