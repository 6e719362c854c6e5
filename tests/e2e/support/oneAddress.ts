// What every host of the site must do, checked on the project's server (security.spec.ts) and on
// Cloudflare's Workers runtime (tests/cdn): one address per page, the same security headers on
// every response.
import { expect, type APIRequestContext } from '@playwright/test'

/** The headers every response carries, the 404 included (the `/*` rule of _headers). */
export const securityHeaderNames = [
  'content-security-policy',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
]

/** The path and query of an address, on whatever origin it names. */
export const pathAndQuery = (href: string) => {
  const url = new URL(href, 'http://site.test')
  return url.pathname + url.search
}

/** Other spellings of a page's address redirect once to it, the query kept: with 308 (permanent)
 * from the project's server, Cloudflare Pages, Vercel and Netlify; Cloudflare Workers' static
 * assets answer 307, as their html_handling documents. */
export async function expectOneAddressPerPage(request: APIRequestContext, status: 307 | 308 = 308) {
  for (const [asked, served] of [
    ['/contact/', '/contact'],
    ['/contact.html?service=horlogerie', '/contact?service=horlogerie'],
    ['/services/', '/services'],
    ['/services/achat-or.html', '/services/achat-or'],
    ['/index.html', '/'],
  ] as const) {
    const response = await request.get(asked, { maxRedirects: 0 })
    expect(response.status(), asked).toBe(status)
    expect(pathAndQuery(response.headers()['location']!), asked).toBe(served)
    expect((await request.get(served, { maxRedirects: 0 })).status(), served).toBe(200)
  }
}
