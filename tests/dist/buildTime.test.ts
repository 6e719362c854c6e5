// Every date a build writes is the build's own (lib/buildTime.ts): the sitemap's, the calendar's
// day in the pages' data, the years of experience the copy gives, and build.json's instant (which
// the back office compares with the owner's last change), all from one instant, whatever day these
// tests run.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtFiles, clientDir } from './builtSite'

const read = (file: string) => readFileSync(join(clientDir, file), 'utf8')
const builtOn = /"builtOn":"(\d{4}-\d\d-\d\d)"/.exec(read('contact.html'))?.[1]

describe('the dates of a build', () => {
  it('are one day: the sitemap gives the day the pages were built on', () => {
    expect(builtOn).toMatch(/^\d{4}-\d\d-\d\d$/)
    const lastmods = new Set([...read('sitemap.xml').matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]))
    expect([...lastmods]).toEqual([builtOn])
  })

  it('are the instant build.json gives, on the day the pages were built on in Paris', () => {
    const { builtAt } = JSON.parse(read('build.json')) as { builtAt: string }
    expect(new Date(builtAt).toISOString()).toBe(builtAt)
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(builtAt))).toBe(builtOn)
  })

  it('count the years since 1964 to the build’s year, down to the decade, on every page that gives them', () => {
    const decades = Math.floor((Number(builtOn!.slice(0, 4)) - 1964) / 10) * 10
    const pages = builtFiles('.html').filter((file) => /Plus de \d+\s?ans/.test(read(file)))
    expect(pages.length).toBeGreaterThan(2)
    for (const file of pages) for (const [, years] of read(file).matchAll(/Plus de (\d+)\s?ans/g)) expect(Number(years), file).toBe(decades)
  })
})
