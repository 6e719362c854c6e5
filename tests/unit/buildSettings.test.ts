// lib/buildEnv.ts's buildSetting(name, read): the site reads a setting through `read` (Vite writes
// the value in its place), Node through `name` (the build's plugins, the tests that import lib/). A
// call whose two spellings differ would give the site one setting and the tests another.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url).pathname
const sourceFiles = ['lib', 'features', 'components', 'pages', 'vite', 'server'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file)),
)

const calls = sourceFiles.flatMap((file) => {
  const source = readFileSync(join(root, file), 'utf8')
  // Every call but the definition's `buildSetting(name: …`, up to the parenthesis closing it.
  return [...source.matchAll(/\bbuildSetting\((?!name:)[^()]*(?:\([^()]*\)[^()]*)*\)/g)].map((match) => ({ file, call: match[0].replace(/\s+/g, ' ') }))
})

describe('build settings', () => {
  it('are read in the site, in lib/', () => {
    expect(calls.map((c) => c.file)).toEqual(expect.arrayContaining(['lib/site.ts', 'lib/supabaseUrl.ts', 'lib/supabase.ts']))
  })

  it.each(calls.map((c) => [`${c.file}: ${c.call}`, c] as const))('%s names the variable it reads', (_, { call }) => {
    const spelled = /^buildSetting\('(VITE_\w+)', \(\) => import\.meta\.env\.(VITE_\w+)\)$/.exec(call)
    expect(spelled, "buildSetting('VITE_…', () => import.meta.env.VITE_…)").not.toBeNull()
    expect(spelled![2]).toBe(spelled![1])
  })
})
