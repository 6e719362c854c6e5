import { expect, test } from './support/fixtures'
import { expectOneAddressPerPage, securityHeaderNames as security } from './support/oneAddress'

const revalidate = 'public, max-age=0, must-revalidate'

test('the server sends the deployed headers: a strict CSP on pages, long caching on assets', async ({ request }) => {
  const page = await request.get('/services/achat-or')
  const csp = page.headers()['content-security-policy']
  expect(csp).toMatch(/default-src 'none'/)
  expect(csp).toMatch(/script-src 'self';/)
  expect(page.headers()['cache-control']).toBe(revalidate)
  expect(page.headers()['strict-transport-security']).toMatch(/preload/)
  expect(page.headers()['x-content-type-options']).toBe('nosniff')

  const html = await page.text()
  const asset = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1]
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

test('no page carries an inline script or an inline event handler', async ({ request }) => {
  for (const path of ['/', '/contact', '/services', '/services/achat-or', '/404']) {
    const html = await (await request.get(path)).text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    for (const [, attrs, body] of scripts) {
      const isData = /type="application\/(ld\+)?json"/.test(attrs!)
      expect(isData || (/\bsrc=/.test(attrs!) && body!.trim() === ''), `${path}: <script${attrs}>`).toBe(true)
    }
    expect(html, path).not.toMatch(/\son[a-z]+="/i)
    expect(html, path).not.toMatch(/\sstyle="/i)
  }
})

test('a malformed address is refused with 400 and the server keeps serving', async ({ request }) => {
  expect((await request.get('/%E0%A4%A')).status()).toBe(400)
  expect((await request.get('/')).status()).toBe(200)
})
