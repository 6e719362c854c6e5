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
