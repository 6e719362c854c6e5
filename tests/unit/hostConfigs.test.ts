// Each host's configuration, read as that host reads it, gives every path what Cloudflare gives it
// from _headers (server/headersFile.mjs, itself checked against Cloudflare's runtime by tests/cdn).
import { getTransformedRoutes } from '@vercel/routing-utils'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { headersFile } from '../../lib/security/headers'
import { headersFor, matchesPattern, parseHeadersFile } from '../../server/headersFile.mjs'
import { assetsIgnore, netlifyToml, vercelJson } from '../../vite/hostConfigs'

const headers = headersFile('https://abc.supabase.co', { styles: ["'sha256-abc='"], scripts: ["'sha256-boot='"] }, [
  '/assets/chunks/a.1.js',
  '/assets/static/inter.2.woff2',
])
const cloudflare = (path: string) => headersFor(parseHeadersFile(headers), path)
const paths = [
  '/',
  '/contact',
  '/services/achat-or',
  '/contact/index.pageContext.json',
  '/sw.js',
  '/nulle-part',
  '/assets/chunks/a.1.js',
  '/assets/static/inter.2.woff2',
  '/assets/chunks/gone.9.js',
]

/** What Vercel answers for a path, from the routes its CLI compiles vercel.json into: routes in
 * order, a `continue` route adds its headers and goes on, any other matching route ends. */
function vercelAnswer(path: string): { status?: number; location?: string; headers: Record<string, string> } {
  const { routes, error } = getTransformedRoutes(JSON.parse(vercelJson(headers)))
  if (error) throw new Error(error.message)
  const answer: { status?: number; location?: string; headers: Record<string, string> } = { headers: {} }
  for (const route of (routes ?? []) as { src?: string; headers?: Record<string, string>; continue?: boolean; status?: number }[]) {
    const match = route.src === undefined ? null : new RegExp(route.src).exec(path)
    if (!match) continue
    const routeHeaders = Object.entries(route.headers ?? {}).map(([k, v]) => [k, v.replace(/\$(\d)/g, (_, i: string) => match[Number(i)] ?? '')])
    if (route.continue) Object.assign(answer.headers, Object.fromEntries(routeHeaders))
    else return { status: route.status, location: Object.fromEntries(routeHeaders)['Location'], headers: answer.headers }
  }
  return answer
}

describe('vercel.json', () => {
  it('sends each path exactly the headers Cloudflare sends from _headers, assets without the document headers', () => {
    for (const path of paths) {
      const answer = vercelAnswer(path)
      expect(answer.status, path).toBeUndefined()
      expect(answer.headers, path).toEqual(cloudflare(path))
    }
    expect(vercelAnswer('/assets/chunks/a.1.js').headers['Content-Security-Policy']).toBeUndefined()
    expect(vercelAnswer('/assets/chunks/gone.9.js').headers['Content-Security-Policy']).toContain("default-src 'none'")
    expect(vercelAnswer('/nulle-part').headers['Content-Security-Policy']).toContain("default-src 'none'")
  })

  it('serves a page at its one address and redirects its other spellings there with 308', () => {
    for (const [asked, served] of [
      ['/contact/', '/contact'],
      ['/contact.html', '/contact'],
      ['/services/achat-or.html', '/services/achat-or'],
      ['/index.html', '/'],
    ])
      expect(vercelAnswer(asked!), asked).toMatchObject({ status: 308, location: served })
    expect(JSON.parse(vercelJson(headers))).toMatchObject({ cleanUrls: true, trailingSlash: false })
  })

  it('refuses a detach it cannot say in Vercel’s terms rather than sending the header everywhere', () => {
    expect(() => vercelJson('/*\n  X-A: 1\n\n/a/:name\n  ! X-A\n')).toThrow(/a file or a folder's splat/)
  })
})

describe('netlify.toml', () => {
  const config = parse(netlifyToml(headers)) as { build: { publish: string }; headers: { for: string; values: Record<string, string> }[] }
  const netlify = (path: string) =>
    Object.assign({}, ...config.headers.filter((rule) => matchesPattern(rule.for, path)).map((rule) => rule.values)) as Record<string, string>

  it('publishes the folder it is in and sends pages and the 404 what Cloudflare sends', () => {
    expect(config.build.publish).toBe('.')
    for (const path of ['/', '/contact', '/nulle-part', '/sw.js']) expect(netlify(path), path).toEqual(cloudflare(path))
  })

  it('caches hashed assets for a year as Cloudflare does (with the document headers too: Netlify cannot detach them)', () => {
    for (const path of ['/assets/chunks/a.1.js', '/assets/static/inter.2.woff2', '/assets/chunks/gone.9.js'])
      expect(netlify(path), path).toMatchObject(cloudflare(path))
  })
})

it('keeps both files and the build manifest out of what Cloudflare publishes', () => {
  expect(assetsIgnore.split('\n').filter(Boolean).sort()).toEqual(['.vite', 'netlify.toml', 'vercel.json'])
})
