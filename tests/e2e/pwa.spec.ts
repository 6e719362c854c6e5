// The installable, offline site: after one visit every page of the route table works offline.
import { notFound } from '../../lib/content/pageContent/notFound'
import { routeFor, routes } from '../../lib/routes'
import { site } from '../../lib/site'
import { expect, test } from './support/fixtures'
import { backendUnreachable, hydrated, showcasePhotoOffline, visitControlled } from './support/serviceWorker'

// These tests are about the service worker, which the other browser tests block.
test.use({ serviceWorkers: 'allow' })

test.describe('offline after the first visit', () => {
  test.beforeEach(async ({ page, consoleWatch }) => {
    // The contact page asks Supabase for its reviews, which fails offline (the widget then shows none).
    consoleWatch.allow(backendUnreachable)
    consoleWatch.allow(showcasePhotoOffline)
    await visitControlled(page)
    await page.context().setOffline(true)
  })

  test('every page of the route table opens by direct navigation, with its heading and its security headers', async ({ page }) => {
    // Twenty-five navigations: the budget of a test that does one.
    test.slow()
    for (const route of routes) {
      const response = await page.goto(route.path)
      await expect(page.locator('h1'), route.path).toHaveText(route.h1)
      // The worker answers with the response it cached, so that response must carry the headers
      // the host sends with every page.
      expect(response?.headers()['content-security-policy'], route.path).toContain("default-src 'none'")
      expect(response?.headers()['x-frame-options'], route.path).toBe('DENY')
    }
    await hydrated(page)
  })

  test('clean URLs open with and without a trailing slash, and with a query string', async ({ page }) => {
    for (const path of ['/services/', '/contact/', '/horlogerie/entretien-pendules/', '/a-propos/', '/contact?service=reparation']) {
      await page.goto(path)
      await expect(page.locator('h1'), path).toHaveText(routeFor(new URL(path, 'http://x').pathname)!.h1)
    }
  })

  test('client-side navigation moves between pages', async ({ page }) => {
    await page.goto('/a-propos')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await nav.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('h1')).toHaveText(routeFor('/contact')!.h1)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
    await expect(page).toHaveURL(/\/mentions-legales$/)
    await expect(page.locator('h1')).toHaveText('Mentions légales')
    await page.goBack()
    await expect(page.locator('h1')).toHaveText(routeFor('/contact')!.h1)
  })

  test('an unknown path shows the French not-found page', async ({ page }) => {
    const response = await page.goto('/bijoux/perdu')
    await expect(page.locator('h1')).toHaveText(notFound.title)
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'")
    await hydrated(page)
    await expect(page.getByRole('main').getByRole('link', { name: notFound.homeLink })).toHaveAttribute('href', '/')
  })
})

test('requests to Supabase are left to the browser, not answered by the worker', async ({ page }) => {
  await visitControlled(page)
  // The reviews widget of the contact page reads Supabase once the page is idle.
  const reviews = page.waitForResponse((response) => response.url().includes('/rest/v1/reviews'))
  await page.goto('/contact')
  expect((await reviews).status()).toBe(200)
  expect((await reviews).fromServiceWorker()).toBe(false)
})

test.describe('installability', () => {
  test('Chrome finds nothing missing to install the site', async ({ page }) => {
    await visitControlled(page)
    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
    // Playwright's contexts are always incognito-like.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
  })

  test('the manifest is French, names the brand, and has the icons and shortcuts', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({
      lang: 'fr',
      short_name: site.brand,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: site.themeColor,
      background_color: site.backgroundColor,
    })
    expect(manifest.name).toContain(site.brand)
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[]
    expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
    expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual(['/contact', '/services'])
  })

  test('every page links the manifest, the apple-touch-icon and the theme colour', async ({ request }) => {
    for (const route of routes) {
      const head = (await (await request.get(route.path)).text()).split('</head>')[0]!
      expect(head, route.path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
      expect(head, route.path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
      expect(head, route.path).toContain(`<meta name="theme-color" content="${site.themeColor}"/>`)
    }
    expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png')
  })
})
