// vite/emptyCssComments.ts removes the placeholder comments Vite writes where it took out a
// stylesheet's import. If Vite writes them otherwise, the plugin would silently remove nothing.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { emptyCssComment, emptyCssComments } from '../../vite/emptyCssComments'

const viteChunks = join('node_modules', 'vite', 'dist', 'node', 'chunks')
const viteSource = readdirSync(viteChunks)
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(viteChunks, file), 'utf8'))
  .join('\n')

describe("Vite's empty css comments", () => {
  it('are still written by the installed Vite as the plugin expects', () => {
    const templates = [...viteSource.matchAll(/`\/\* empty css \$\{"".padEnd\([^)]*\)\}\*\/`/g)]
    expect(templates.length, 'vite no longer writes `/* empty css … */`: update vite/emptyCssComments.ts').toBeGreaterThan(0)
    expect('import"./a.js";/* empty css              *//* empty css   */export{}'.replace(emptyCssComment, '')).toBe('import"./a.js";export{}')
  })

  it('are removed from every chunk of the bundle, and only those', () => {
    const bundle = {
      'a.js': { type: 'chunk', code: '/* empty css              */import{a}from"./b.js";/* kept */a()' },
      'a.css': { type: 'asset', source: '/* empty css */' },
    }
    const plugin = emptyCssComments()
    ;(plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle)
    expect(bundle['a.js'].code).toBe('import{a}from"./b.js";/* kept */a()')
    expect(bundle['a.css'].source).toBe('/* empty css */')
  })
})
