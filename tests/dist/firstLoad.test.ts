// What each page's first load carries, as the bootstrap asks for it (the files the budget of
// scripts/bundle-report.mjs counts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoadScripts } from '../../scripts/bundle-report.mjs'
import { localPublishableKey } from '../../lib/supabase'
import { builtFiles, clientDir } from './builtSite'

const pages = builtFiles('.html')
const script = (src: string) => readFileSync(join(clientDir, src), 'utf8')

describe("every page's first-load JavaScript", () => {
  it('carries no Supabase key, nor the settings that give one: only the code that sends reads them', () => {
    // The build's key (here the local one) is in the site, for the code that sends a message.
    const scripts = builtFiles('.js')
    expect(scripts.some((file) => script(file).includes(localPublishableKey))).toBe(true)
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) {
      const carrying = firstLoadScripts(readFileSync(join(clientDir, page), 'utf8')).filter((src) =>
        /VITE_SUPABASE_(PUBLISHABLE|ANON)_KEY|sb_publishable_|sb_secret_/.test(script(src)),
      )
      expect(carrying, page).toEqual([])
    }
  })
})

describe("every page's entry", () => {
  // React's own marker of an element: in React's code, in no other file of the site.
  const isReact = (src: string) => script(src).includes('react.transitional.element')

  it("evaluates Vike's client alone: React comes in a file of its own, which the entry imports only on demand", () => {
    for (const page of pages) {
      const html = readFileSync(join(clientDir, page), 'utf8')
      const entry = /\sdata-entry="([^"]+)"/.exec(html)?.[1]
      expect(entry, page).toBeTruthy()
      const scripts = firstLoadScripts(html)
      expect(isReact(entry!), `${page}: React is in the entry, evaluated with it in one task`).toBe(false)
      const shell = scripts.filter(isReact)
      expect(shell, `${page}: the first load's files holding React`).toHaveLength(1)
      const name = shell[0]!.split('/').pop()!
      const entryCode = script(entry!)
      expect(entryCode, page).toContain(`import(\`../chunks/${name}\`)`)
      expect(entryCode, `${page}: the entry imports ${name} statically`).not.toMatch(new RegExp(`from\\s*["'\`][^"'\`]*${name.replace('.', '\\.')}`))
    }
  })
})
