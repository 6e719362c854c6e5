import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPage, builtPages, clientDir } from './builtSite'
import { findAll, textOf } from './parseHtml'

// Each service is one module with a small `entry` (menus, cards, the contact form) and its `page`
// (the copy), and only the entries may reach the browser's JavaScript.
const servicePages = builtPages.filter((page) => /^\/(services|horlogerie)\/[^/]+$/.test(page.path))
const scripts = readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(clientDir, 'assets', file), 'utf8'))
const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')
const footerLinks = findAll(builtPage('/').document, (el) => el.tag === 'footer')
  .flatMap((footer) => findAll(footer, (el) => el.tag === 'a'))
  .map((a) => a.attrs.href)

const metaDescription = (path: string) =>
  findAll(builtPage(path).document, (el) => el.tag === 'meta' && el.attrs.name === 'description')[0]?.attrs.content ?? ''

describe('service records', () => {
  it('give the build its service pages', () => {
    expect(servicePages.length).toBeGreaterThanOrEqual(15)
  })

  it.each(servicePages.map((p) => [p.path] as const))('%s is in the sitemap and the footer, and its copy stays out of every script', (path) => {
    expect(sitemap).toContain(`${path}</loc>`)
    expect(footerLinks).toContain(path)
    const description = metaDescription(path)
    expect(description.length).toBeGreaterThan(100)
    // A JavaScript string escapes quotes and non-ASCII differently: look for a plain stretch of it.
    const stretch = description.slice(0, 40)
    expect(scripts.filter((js) => js.includes(stretch))).toEqual([])
  })
})

// The header's Services menu is underlined where the page is one of its own.
const servicesMenuUnderlined = (path: string) => {
  const header = findAll(builtPage(path).document, (el) => el.tag === 'header')[0]
  const button = header && findAll(header, (el) => el.tag === 'button' && textOf(el).trim() === 'Services')[0]
  if (!button) throw new Error(`no Services menu in the header of ${path}`)
  return (button.attrs.class ?? '').split(' ').includes('underline')
}

describe("the header's Services menu", () => {
  it.each(builtPages.map((p) => [p.path] as const))('%s shows it as current only on /services and the service pages', (path) => {
    expect(servicesMenuUnderlined(path)).toBe(path === '/services' || servicePages.some((page) => page.path === path))
  })
})
