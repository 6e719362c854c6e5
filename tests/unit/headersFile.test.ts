import { describe, expect, it } from 'vitest'
import { headersFile } from '../../lib/security/headers'
import { headersFor, matchesPattern, parseHeadersFile } from '../../server/headersFile.mjs'

const assets = ['/assets/chunks/app.123.js', '/assets/static/pages.456.css', '/fonts/inter-latin-wght-5.3.0.woff2']
const file = headersFile('https://abc.supabase.co', { styles: ["'sha256-abc='"], scripts: ["'sha256-boot='"] }, assets)
const rules = parseHeadersFile(file)
const securityHeaderNames = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Cross-Origin-Resource-Policy',
]

describe('the _headers file', () => {
  it('gives every page a strict CSP naming only the site and its Supabase project', () => {
    const csp = headersFor(rules, '/contact')['Content-Security-Policy']!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self' 'sha256-boot=';")
    expect(csp).toContain("style-src 'self' 'sha256-abc='")
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co")
    expect(csp).toContain("img-src 'self' data: blob: https://abc.supabase.co")
    expect(csp).toContain('frame-src https://www.google.com')
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it('sends the same security headers on every path, a page, an unknown path answered with the 404 page, the worker', () => {
    const expected = headersFor(rules, '/')
    for (const path of ['/contact', '/services/achat-or', '/une/adresse/inconnue', '/404', '/sw.js', '/assets/chunks/absent.js', '/fonts/absent.woff2']) {
      const headers = headersFor(rules, path)
      for (const name of securityHeaderNames) expect(headers[name], `${name} on ${path}`).toBe(expected[name])
    }
    expect(expected['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(expected['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(expected['X-Frame-Options']).toBe('DENY')
    expect(expected['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    expect(expected['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload')
    expect(expected['X-Content-Type-Options']).toBe('nosniff')
    expect(expected['Cross-Origin-Resource-Policy']).toBe('same-origin')
    expect(expected['Permissions-Policy']).not.toMatch(/interest-cohort/)
  })

  it('is one rule for every path plus the caching rules, with no header named by two rules a path can match', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', ...assets])
    for (const path of ['/', ...assets, '/assets/x.js']) {
      // A detached header (`! Name`, value null) is the one exception: it removes what `/*` set.
      const names = rules
        .filter((rule) => matchesPattern(rule.pattern, path))
        .flatMap((rule) => rule.headers.filter(([, value]) => value !== null).map(([name]) => name.toLowerCase()))
      expect(new Set(names).size, path).toBe(names.length)
    }
  })

  it('sends hashed assets and fonts the transport headers only: no document header on a script or a font', () => {
    for (const path of assets) {
      const headers = headersFor(rules, path)
      expect(headers['Strict-Transport-Security'], path).toBe('max-age=63072000; includeSubDomains; preload')
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff')
      expect(headers['Cross-Origin-Resource-Policy'], path).toBe('same-origin')
      for (const name of ['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'])
        expect(headers[name], `${name} on ${path}`).toBeUndefined()
    }
  })

  it('caches hashed assets and fonts for a year, and leaves pages, page data and the worker to revalidate', () => {
    expect(headersFor(rules, '/assets/chunks/app.123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/fonts/inter-latin-wght-5.3.0.woff2')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    // A file that is not there (an old page asking for an asset a new deploy removed) is not one of them.
    for (const path of ['/contact', '/contact/index.pageContext.json', '/sw.js', '/manifest.webmanifest', '/assets/chunks/app.999.js', '/fonts/x.woff2']) {
      expect(headersFor(rules, path)['Cache-Control'], path).toBeUndefined()
    }
  })

  it('refuses to write more rules than Cloudflare reads', () => {
    const many = Array.from({ length: 99 }, (_, n) => `/assets/chunks/c${n}.js`)
    expect(() => headersFile('https://abc.supabase.co', { styles: [], scripts: [] }, many)).not.toThrow()
    expect(() => headersFile('https://abc.supabase.co', { styles: [], scripts: [] }, [...many, '/fonts/f.woff2'])).toThrow(/100/)
  })
})

describe('reading a _headers file as Cloudflare Pages does', () => {
  it('matches splats across slashes and placeholders within one segment', () => {
    expect(matchesPattern('/*', '/')).toBe(true)
    expect(matchesPattern('/assets/*', '/assets/chunks/a.js')).toBe(true)
    expect(matchesPattern('/assets/*', '/assets')).toBe(false)
    expect(matchesPattern('/services/:slug', '/services/achat-or')).toBe(true)
    expect(matchesPattern('/services/:slug', '/services/achat-or/x')).toBe(false)
    expect(matchesPattern('/contact', '/contact/')).toBe(false)
    expect(matchesPattern('/a.b', '/axb')).toBe(false)
  })

  it('applies every matching rule and joins a header several rules name', () => {
    const text = '/*\n  X-A: 1\n  Cache-Control: no-cache\n\n/assets/*\n  cache-control: immutable\n  X-B: 2\n'
    expect(headersFor(parseHeadersFile(text), '/assets/a.js')).toEqual({ 'X-A': '1', 'Cache-Control': 'no-cache, immutable', 'X-B': '2' })
    expect(headersFor(parseHeadersFile(text), '/contact')).toEqual({ 'X-A': '1', 'Cache-Control': 'no-cache' })
  })
})
