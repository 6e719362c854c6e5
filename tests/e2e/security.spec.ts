import { createHash } from 'node:crypto'
import { expect, test } from './support/fixtures'
import { expectOneAddressPerPage, securityHeaderNames as security } from './support/oneAddress'

const revalidate = 'public, max-age=0, must-revalidate'

test('the server sends the deployed headers: a strict CSP on pages, long caching on assets', async ({ request }) => {
  const page = await request.get('/services/achat-or')
  const csp = page.headers()['content-security-policy']
  expect(csp).toMatch(/default-src 'none'/)
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
  expect(page.headers()['cache-control']).toBe(revalidate)
  expect(page.headers()['strict-transport-security']).toMatch(/preload/)
  expect(page.headers()['x-content-type-options']).toBe('nosniff')

  const html = await page.text()
  const asset = html.match(/<script[^>]+data-entry="(\/assets\/[^"]+\.js)"/)?.[1]
  expect(asset).toBeTruthy()
  const script = await request.get(asset!)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(script.headers()['cross-origin-resource-policy']).toBe('same-origin')
  expect(page.headers()['cross-origin-resource-policy']).toBe('same-origin')
  expect(page.headers()['permissions-policy']).not.toMatch(/interest-cohort/)

  // A file missing under /assets/ or /fonts/ (an old page asking for what a new deploy removed) is
  // the 404 page: its document headers, and nothing cached for a year.
  const missingAsset = asset!.replace(/[^/]+$/, 'absent-0000.js')
  for (const path of ['/nulle-part', '/services/inconnu', missingAsset, '/fonts/absente-1.0.0.woff2']) {
    const missing = await request.get(path)
    expect(missing.status(), path).toBe(404)
    for (const name of security) expect(missing.headers()[name], `${name} on ${path}`).toBe(page.headers()[name])
    expect(missing.headers()['cache-control'], path).toBe(revalidate)
  }
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe(revalidate)
})

test('a page has one address: its other spellings redirect there once, keeping the query', async ({ request }) => {
  await expectOneAddressPerPage(request)
})

test('the only inline script of a page is its bootstrap, allowed by its hash; no inline event handler', async ({ request }) => {
  for (const path of ['/', '/contact', '/services', '/services/achat-or', '/404']) {
    const response = await request.get(path)
    const allowed = /script-src ([^;]*)/.exec(response.headers()['content-security-policy']!)![1]!.split(' ')
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    const inline = scripts.filter(([, attrs, body]) => !/type="application\/(ld\+)?json"/.test(attrs!) && body!.trim() !== '')
    expect(
      inline.map(([, attrs]) => attrs!.trim()),
      path,
    ).toEqual([expect.stringMatching(/^data-entry="\/assets\/entries\/[^"]+\.js"/)])
    for (const [, , body] of inline) expect(allowed, path).toContain(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
    for (const [, attrs, body] of scripts.filter(([, attrs]) => /\bsrc=/.test(attrs!))) expect(body!.trim(), `${path}: <script${attrs}>`).toBe('')
    expect(html, path).not.toMatch(/\son[a-z]+="/i)
    expect(html, path).not.toMatch(/\sstyle="/i)
  }
})

test('a malformed address is refused with 400 and the server keeps serving', async ({ request }) => {
  expect((await request.get('/%E0%A4%A')).status()).toBe(400)
  expect((await request.get('/')).status()).toBe(200)
})
