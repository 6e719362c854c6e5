// @ts-check
// Deno's type-check of every Edge Function (each folder of supabase/functions with an index.ts and a
// deno.json), with its own import map and lock file (--frozen: a lock that no longer matches fails).
// Functions whose deno.json and deno.lock are the same are checked in one run: the modules they
// share (_shared/, lib/, nodemailer's types) are then read and checked once, not once per function.
// It also fetches their npm imports into Deno's cache, so that the first e-mail of the tests does not
// wait for the download. Exits with the first failing run's code.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const functionsDir = 'supabase/functions'
const deno = 'node_modules/.bin/deno'
const read = (/** @type {string} */ file) => (existsSync(file) ? readFileSync(file, 'utf8') : '')

/** @type {Map<string, string[]>} the functions' folders, by the text of their deno.json and deno.lock */
const groups = new Map()
for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
  const dir = join(functionsDir, entry.name)
  if (!entry.isDirectory() || !existsSync(join(dir, 'index.ts')) || !existsSync(join(dir, 'deno.json'))) continue
  const key = `${read(join(dir, 'deno.json'))}\0${read(join(dir, 'deno.lock'))}`
  groups.set(key, [...(groups.get(key) ?? []), dir])
}

const runs = [...groups.values()].map(
  (dirs) =>
    /** @type {Promise<number>} */ (
      new Promise((resolve) => {
        const args = ['check', '--frozen', '--quiet', '--config', join(dirs[0] ?? '', 'deno.json'), ...dirs.map((dir) => join(dir, 'index.ts'))]
        spawn(deno, args, { stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1))
      })
    ),
)
const codes = await Promise.all(runs)
process.exit(codes.find((code) => code !== 0) ?? 0)
