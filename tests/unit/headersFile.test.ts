import { describe, expect, it } from 'vitest'
import { headersFile } from '../../lib/security/headers'
import { headersFor, parseHeadersFile } from '../../server/headersFile.mjs'

const file = headersFile('https://abc.supabase.co', ['/', '/contact', '/services/achat-or'], ["'sha256-abc='"])
const rules = parseHeadersFile(file)

describe('the _headers file', () => {
  it('gives every page a strict CSP naming only the site and its Supabase project', () => {
    const csp = headersFor(rules, '/contact')['Content-Security-Policy']!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self' 'sha256-abc='")
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co")
    expect(csp).toContain("img-src 'self' data: blob: https://abc.supabase.co")
    expect(csp).toContain('frame-src https://www.google.com')
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it('sends the document headers on pages with and without a trailing slash, the 404 page and the worker', () => {
    for (const path of ['/', '/contact', '/contact/', '/services/achat-or/', '/404.html', '/sw.js']) {
      const headers = headersFor(rules, path)
      expect(headers['Content-Security-Policy'], path).toBeTruthy()
      expect(headers['Cache-Control'], path).toBe('no-cache')
      expect(headers['Cross-Origin-Opener-Policy'], path).toBe('same-origin')
      expect(headers['Referrer-Policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['Permissions-Policy'], path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    }
  })

  it('caches hashed assets and fonts for a year, page data not at all, and sends HSTS and nosniff everywhere', () => {
    expect(headersFor(rules, '/assets/chunks/app.123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersFor(rules, '/fonts/inter-latin-wght-5.3.0.woff2')['Cache-Control']).toMatch(/immutable/)
    expect(headersFor(rules, '/contact/index.pageContext.json')['Cache-Control']).toBe('no-cache')
    for (const path of ['/assets/x.js', '/logo.svg', '/contact']) {
      expect(headersFor(rules, path)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload')
      expect(headersFor(rules, path)['X-Content-Type-Options']).toBe('nosniff')
    }
    expect(headersFor(rules, '/assets/x.js')['Content-Security-Policy']).toBeUndefined()
  })
})
