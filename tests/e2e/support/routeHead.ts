import { expect, type APIRequestContext } from '@playwright/test'
import type { RouteMeta } from '../../../lib/routes'
import { siteUrl } from '../../../lib/site'

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1]
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) =>
    code.startsWith('#x')
      ? String.fromCodePoint(parseInt(code.slice(2), 16))
      : code.startsWith('#')
        ? String.fromCodePoint(Number(code.slice(1)))
        : (entities[code] ?? whole),
  )

/** The page's raw prerendered HTML carries its own head: title, description, canonical, Open Graph, icons. */
export async function checkRawHead(request: APIRequestContext, route: RouteMeta) {
  const response = await request.get(route.path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(html).toMatch(/<html lang="fr"/)
  expect(decode(attr(head, /<title>([^<]*)<\/title>/) ?? '')).toBe(route.title)
  expect(head.match(/<title>/g)).toHaveLength(1)
  expect(decode(attr(head, /<meta name="description" content="([^"]*)"/) ?? '')).toBe(route.description)
  const canonical = siteUrl + (route.path === '/' ? '/' : route.path)
  expect(attr(head, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical)
  expect(attr(head, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical)
  expect(decode(attr(head, /<meta property="og:title" content="([^"]*)"/) ?? '')).toBe(route.title)
  expect(attr(head, /<meta property="og:description" content="([^"]*)"/)).toBeTruthy()
  expect(attr(head, /<meta property="og:type" content="([^"]*)"/)).toBe('website')
  expect(attr(head, /<meta property="og:locale" content="([^"]*)"/)).toBe('fr_FR')
  expect(attr(head, /<meta property="og:image" content="([^"]*)"/)).toMatch(/^https:\/\/.+\.(jpg|png)$/)
  expect(attr(head, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image')
  expect(head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/)
  expect(head).toMatch(/<link rel="icon"/)
  expect(head.match(/og:title/g)).toHaveLength(1)
  const body = html.slice(html.indexOf('<body'))
  expect(decode(attr(body, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, '') ?? '')).toBe(route.h1)
  expect(body).not.toMatch(/<title>|rel="canonical"/)
}
