// What Cloudflare Workers answers for the built site deployed with wrangler.jsonc (its runtime,
// run by wrangler): every address the site emits is served as is, unknown ones get the French 404
// with every security header, and a visitor can send a message and read unvisited pages offline.
import type { APIRequestContext } from '@playwright/test'
import { notFound } from '../../lib/content/pageContent/notFound'
import { trackingLinksPage } from '../../lib/content/pageContent/trackingLinks'
import { routeFor } from '../../lib/routes'
import { messagesWithText, uniqueText } from '../e2e/support/backend'
import { sendContactForm } from '../e2e/support/contactForm'
import { expect, test } from '../e2e/support/fixtures'
import { expectOneAddressPerPage, pathAndQuery, securityHeaderNames as security } from '../e2e/support/oneAddress'
import { backendUnreachable, hydrated, showcasePhotoOffline, visitControlled } from '../e2e/support/serviceWorker'

test.use({ baseURL: process.env.CDN_URL })

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml', { maxRedirects: 0 })).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathAndQuery(m[1]!))
}

test('every sitemap URL, canonical link and internal link answers 200 at once, with no redirect', async ({ request }) => {
  const pages = await sitemapPaths(request)
  expect(pages.length).toBeGreaterThan(20)
  expect(pages).toEqual(expect.arrayContaining(['/tarifs', trackingLinksPage.path]))
  const linked = new Set<string>()
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
    const html = await response.text()
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    expect(canonical && pathAndQuery(canonical), `canonical of ${path}`).toBe(path)
    expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], `og:url of ${path}`).toBe(canonical)
    for (const [, href] of html.matchAll(/\shref="(\/[^"#]*)/g)) linked.add(pathAndQuery(href!))
  }
  // Pages, their stylesheets, icons and manifest, each once.
  expect(linked.size).toBeGreaterThan(pages.length)
  for (const href of linked) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)
})

test('every other spelling of a page redirects once to its one address, keeping the query', async ({ request }) => {
  await expectOneAddressPerPage(request, 307)
})

// The price guide, the finished pieces (in the sitemap only once there are some) and the request
// tracking form: each served at its one address with its heading and the pages' headers.
test('the price guide, the finished pieces and the tracking form answer at their one address, with their heading', async ({ request }) => {
  const home = (await request.get('/', { maxRedirects: 0 })).headers()
  for (const path of ['/tarifs', '/realisations', trackingLinksPage.path]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
    for (const name of security) expect(response.headers()[name], `${name} on ${path}`).toBe(home[name])
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1], path).toBe(routeFor(path)!.h1)
    const slashed = await request.get(`${path}/`, { maxRedirects: 0 })
    expect(slashed.status(), `${path}/`).toBe(307)
    expect(pathAndQuery(slashed.headers()['location']!), `${path}/`).toBe(path)
  }
})

test('unknown paths answer 404 with the French page and the same security headers as every page', async ({ request }) => {
  const home = (await request.get('/', { maxRedirects: 0 })).headers()
  for (const name of security) expect(home[name], name).toBeTruthy()
  expect(home['content-security-policy']).toContain("default-src 'none'")
  expect(home['cross-origin-resource-policy']).toBe('same-origin')
  // The files the build wrote are cached for a year, with the transport headers only.
  const homeHtml = await (await request.get('/')).text()
  const asset = /<script[^>]+data-entry="(\/assets\/[^"]+\.js)"/.exec(homeHtml)?.[1]
  const styles = [...homeHtml.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!)
  const css = (await Promise.all(styles.map(async (href) => (await request.get(href)).text()))).join('\n')
  const font = /\/assets\/[^")]+\.woff2/.exec(css)?.[0]
  for (const path of [asset, styles[0], font]) {
    expect(path).toBeTruthy()
    const headers = (await request.get(path!)).headers()
    expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable')
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
    expect(headers['content-security-policy'], path).toBeUndefined()
  }
  expect(home['permissions-policy']).not.toMatch(/interest-cohort/)
  // A file missing under /assets/ or /fonts/ gets the same 404, and no year-long cache.
  for (const path of ['/nulle-part', '/services/bague-perdue', '/contact/plan', '/assets/chunks/absent-0000.js', '/fonts/absente-1.0.0.woff2']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    for (const name of security) expect(response.headers()[name], `${name} on ${path}`).toBe(home[name])
    expect(response.headers()['cache-control'] ?? '', path).not.toMatch(/immutable/)
    const html = await response.text()
    expect(html, path).toContain('<html lang="fr"')
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1], path).toBe(notFound.title)
  }
})

test('a visit to /contact?service=horlogerie stores one message with that service', async ({ page }) => {
  const text = uniqueText('Ma pendule sonne les heures en retard')
  await page.goto('/contact?service=horlogerie')
  await hydrated(page)
  await expect(page.getByRole('radio', { name: /^Horlogerie/ })).toBeChecked()
  await sendContactForm(page, text)
  // Generous: on a loaded host the outbox's IndexedDB steps alone can be slow.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible({ timeout: 30_000 })
  const rows = await messagesWithText(text)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ service: 'horlogerie', name: 'Claire Martin', message: text })
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the service worker installs, and a page never visited opens offline with its headers', async ({ page, consoleWatch }) => {
    consoleWatch.allow(backendUnreachable)
    consoleWatch.allow(showcasePhotoOffline)
    await visitControlled(page)
    await page.context().setOffline(true)
    for (const path of ['/horlogerie/entretien-pendules', '/services/achat-or', '/tarifs']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('h1'), path).toHaveText(routeFor(path)!.h1)
      expect(response?.headers()['content-security-policy'], path).toContain("default-src 'none'")
    }
    await hydrated(page)
  })
})
