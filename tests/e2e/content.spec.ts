import { routes } from '../../lib/routes'
import { hasOwnerPieces, type ShowcasePiece } from '../../lib/showcase'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'

// What each page holds is checked on every page in everyPage.spec.ts (pageContent.ts); here, the
// behaviours of the content.
test('no breadcrumb outside the services pages, the repairs hub and the clock page', async ({ request }) => {
  const withTrail = new Set(routes.filter((r) => r.breadcrumb).map((r) => r.path))
  for (const route of routes) {
    const html = await (await request.get(route.path)).text()
    expect(html.includes('aria-label="Fil d&#x27;Ariane"') || html.includes(`aria-label="Fil d’Ariane"`), route.path).toBe(withTrail.has(route.path))
  }
  expect([...withTrail].filter((p) => !p.startsWith('/services')).sort()).toEqual(['/horlogerie/entretien-pendules', '/reparations'])
})

test('process blocks end with a call to the contact page with the service preselected', async ({ page }) => {
  await page.goto('/services/creation-sur-mesure')
  const steps = page.locator('section[data-section="steps"]')
  await expect(steps.getByRole('link')).toHaveAttribute('href', '/contact?service=creation-sur-mesure')
  await page.goto('/services/reparation-bijoux')
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /./ })
      .filter({ has: page.locator('xpath=self::a[@href="/contact?service=réparation"]') }),
  ).toHaveCount(1)
})

test('FAQ: the first answer is open, a click opens another and a click on an open one closes it', async ({ page }) => {
  await page.goto('/services/transformation-bijoux')
  await hydrated(page)
  const questions = page.locator('section[data-section="faq"] [data-faq-item] button')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false')
  await questions.nth(1).click()
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await questions.nth(1).click()
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false')
  await questions.nth(2).focus()
  await page.keyboard.press('Enter')
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(`#${await questions.nth(2).getAttribute('aria-controls')}`)).toBeVisible()
  await page.keyboard.press('Space')
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false')
})

test.describe('services catalogue tabs', () => {
  test('the hash selects the tab, creation by default, and choosing a tab rewrites the hash without navigating', async ({ page }) => {
    await page.goto('/services')
    await hydrated(page)
    const tab = (name: string) => page.getByRole('tab', { name })
    await expect(tab('Création')).toHaveAttribute('aria-selected', 'true')
    for (const name of ['Création', 'Expertise', 'Réparation']) await expect(tab(name)).toBeVisible()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { name: 'Services recommandés' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Autres services' })).toBeVisible()

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await tab('Expertise').click()
    await expect(page).toHaveURL(/\/services#expertise$/)
    await expect(tab('Expertise')).toHaveAttribute('aria-selected', 'true')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    await page.keyboard.press('ArrowRight')
    await expect(tab('Réparation')).toBeFocused()
    await expect(page).toHaveURL(/#reparation$/)
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Voir toutes nos réparations' })).toHaveAttribute('href', '/reparations')

    await page.goto('/services#expertise')
    await expect(tab('Expertise')).toHaveAttribute('aria-selected', 'true')
    await page.goto('/services#horlogerie')
    await expect(tab('Réparation')).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('#horlogerie')).toBeInViewport()
  })
})

test('a direct load of /services#horlogerie opens on the repairs tab, scrolled to the watches, scripts or not, and hydration moves nothing', async ({
  browser,
  page,
}) => {
  const look = (p: Page, selector: string) =>
    p.locator(selector).evaluate((el) => {
      const style = getComputedStyle(el)
      return `${style.borderBottomColor} ${style.color}`
    })
  // As before the page's code has run: the tab the hash names is shown, and drawn as chosen.
  const raw = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
  await raw.goto('/services#horlogerie')
  await expect(raw.locator('#horlogerie')).toBeInViewport()
  await expect(raw.locator('#panneau-creation')).toBeHidden()
  const unhydrated = { chosen: await look(raw, '#onglet-reparation'), other: await look(raw, '#onglet-creation') }
  await raw.context().close()

  // Hydrated, the same: the chosen tab looks as it did, and from the moment the page is marked
  // hydrated nothing moves and the page is not scrolled. (Chromium indicates the hash's target once
  // the document has loaded: on a loaded host, after a first frame drawn at the top.)
  await page.addInitScript(() => {
    type Seen = { hydratedAt: number | null; shiftSince: number; scrolls: number[] }
    const seen: Seen = ((window as unknown as { seen: Seen }).seen = { hydratedAt: null, shiftSince: 0, scrolls: [] })
    new MutationObserver(() => {
      seen.hydratedAt ??= performance.now()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        if (seen.hydratedAt !== null && entry.startTime >= seen.hydratedAt) seen.shiftSince += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
    const sample = () => {
      if (seen.hydratedAt !== null) seen.scrolls.push(Math.round(scrollY))
      if (seen.scrolls.length < 60) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await page.goto('/services#horlogerie')
  await page.waitForFunction(() => (window as unknown as { seen: { scrolls: number[] } }).seen.scrolls.length >= 60)
  await expect(page.getByRole('tab', { name: 'Réparation' })).toHaveAttribute('aria-selected', 'true')
  const seen = await page.evaluate(() => (window as unknown as { seen: { shiftSince: number; scrolls: number[] } }).seen)
  expect(seen.shiftSince).toBe(0)
  expect(seen.scrolls[0]).toBeGreaterThan(0)
  expect(new Set(seen.scrolls).size).toBe(1)
  await expect(page.locator('#horlogerie')).toBeInViewport()
  expect({ chosen: await look(page, '#onglet-reparation'), other: await look(page, '#onglet-creation') }).toEqual(unhydrated)
})

test.describe('home page', () => {
  test('has its hero with four quick links, and every section in the HTML before its code loads', async ({ browser, page }) => {
    const raw = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    await raw.goto('/')
    const quick = raw.getByRole('list', { name: 'Accès rapides' }).getByRole('link')
    await expect(quick).toHaveText(['Création sur mesure', 'Achat d’or', 'Réparation', 'Expertise'])
    for (const id of ['la-maison', 'services', 'atelier-en-images']) await expect(raw.locator(`#${id} h2`)).toBeVisible()
    await expect(raw.locator('#services').getByRole('link')).toHaveCount(7)
    await expect(raw.locator('[data-deferred-hydration]')).toHaveCount(3)
    await raw.context().close()

    await page.goto('/')
    await hydrated(page)
    await page.getByRole('heading', { name: 'Parlons de votre projet' }).scrollIntoViewIfNeeded()
    for (const id of ['la-maison', 'services', 'atelier-en-images']) await expect(page.locator(`#${id}`)).toBeVisible()
    await expect(page.locator('#services').getByRole('link')).toHaveCount(7)
    await expect(page.getByRole('main').getByRole('link', { name: 'Nous contacter' }).last()).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('main').getByRole('link', { name: 'Découvrir nos services' }).last()).toHaveAttribute('href', '/services')
    await page.getByRole('button', { name: 'Lire la vidéo' }).click()
    await expect(page.locator('video')).toHaveAttribute('src', '/media/atelier.mp4')
  })

  test('the sections hydrated later never move the page: no layout shift', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.addInitScript(() => {
      ;(window as unknown as { cls: number }).cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    await page.waitForTimeout(1500)
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.02)
  })
})

test('the repairs page has every block in its HTML and hydrates each as it nears the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/reparations')
  await hydrated(page)
  // Far below the fold, the closing block is there to read, but its code has not run yet.
  await page.waitForTimeout(1200)
  const closing = page.locator('[data-deferred-hydration]').filter({ has: page.locator('[data-lazy-block="contact"]') })
  await expect(closing).toHaveAttribute('data-deferred-hydration', 'pending')
  await expect(closing.getByRole('link').first()).toBeAttached()
  await closing.scrollIntoViewIfNeeded()
  await expect(closing).toHaveAttribute('data-deferred-hydration', 'done')
  await expect(page.locator('[data-lazy-block="services-reparation"]')).toBeAttached()
})

test('an in-page link pressed before the page hydrates keeps its address once it has', async ({ page }) => {
  // A slow phone: the client router has started, the page's own code is still on its way.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let heldRequests = 0
  await page.route(/\/assets\/entries\/pages_reparations\.[\w-]+\.js$/, async (route) => {
    heldRequests += 1
    await held
    await route.continue()
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/reparations', { waitUntil: 'domcontentloaded' })
  await page.waitForFunction(() => (history.state as { vike?: unknown } | null)?.vike !== undefined)
  const entries = await page.evaluate(() => history.length)
  await page.getByRole('link', { name: 'Voir les étapes' }).click()
  await expect(page).toHaveURL(/\/reparations#processus$/)
  // The press did come before hydration (were the page's code named otherwise, nothing was held).
  expect(heldRequests).toBeGreaterThan(0)
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  release()
  await hydrated(page)
  await expect(page).toHaveURL(/\/reparations#processus$/)
  await expect(page.locator('#processus')).toBeInViewport()
  // One entry for the visitor's step, none added by the hydration: Back leaves the section.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1)
  await page.goBack()
  await expect(page).toHaveURL(/\/reparations$/)
})

test.describe('findability', () => {
  test('every page has valid JSON-LD: the store everywhere, the breadcrumb and the service where they apply', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route.path)).text()
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
      const store = blocks.find((b) => b['@type'] === 'JewelryStore')
      expect(store, route.path).toMatchObject({
        name: 'Maison Bologne',
        address: { streetAddress: '12 rue Jean Bologne', postalCode: '75016', addressLocality: 'Paris' },
        geo: { '@type': 'GeoCoordinates' },
        // The hours the build read, whatever they are: tests/dist/weeklyHours.test.ts holds every page's to
        // them, tests/integration/hours-readers.test.ts the JSON-LD to hours of its own.
        openingHoursSpecification: expect.arrayContaining([expect.objectContaining({ '@type': 'OpeningHoursSpecification' })]),
      })
      expect(store.telephone && store.url && store.image && store.priceRange).toBeTruthy()
      expect(
        blocks.some((b) => b['@type'] === 'BreadcrumbList'),
        route.path,
      ).toBe(Boolean(route.breadcrumb))
      const isService = route.path.startsWith('/services/') || route.path.startsWith('/horlogerie/')
      const service = blocks.find((b) => b['@type'] === 'Service')
      expect(Boolean(service), route.path).toBe(isService)
      if (service) expect(service.provider['@type']).toBe('JewelryStore')
    }
  })

  test('the sitemap lists exactly the prerendered routes but those reached only from an e-mail, and robots.txt points to it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'))
    // The finished pieces' page only once the build found some the owner published (not the test gate's samples).
    const pieces = (await (await request.get('/images/realisations/pieces.json')).json()) as ShowcasePiece[]
    expect(locs.sort()).toEqual(
      routes
        .filter((r) => r.indexed !== false && (r.indexed !== 'with-pieces' || hasOwnerPieces(pieces)))
        .map((r) => r.path)
        .sort(),
    )
    expect(locs).not.toContain('/suivi-demande')
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
  })
})

test.describe('photographs', () => {
  test('come in AVIF, WebP and JPEG at several widths, fade in once loaded, and keep their size', async ({ page }) => {
    // The poster is held until its state before loading is read: lazy, it is within the browser's
    // loading distance at this width, and on a loaded host it arrived before the page had hydrated.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/images/atelier-poster-*', async (route) => {
      await held
      await route.continue()
    })
    // Not waiting for the load event, which a held image may delay.
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await hydrated(page)
    const film = page.locator('#atelier-en-images')
    // The fade, seen from the first frame the image's opacity is animated.
    const fade = film.locator('picture img').evaluate(
      (img) =>
        new Promise<string>((resolve) => {
          const look = () => {
            const playing = img.getAnimations().find((a) => a.effect instanceof KeyframeEffect && a.effect.getKeyframes().some((k) => 'opacity' in k))
            if (playing) resolve(`${Number(getComputedStyle(img).opacity) < 1 ? 'from below 1' : 'at 1'}, ${String(playing.effect?.getTiming().duration)} ms`)
            else requestAnimationFrame(look)
          }
          look()
        }),
    )
    expect(await film.locator('picture img').evaluate((img) => getComputedStyle(img).opacity), 'before it loads').toBe('0')
    release()
    await film.scrollIntoViewIfNeeded()
    expect(await fade).toBe('from below 1, 500 ms')
    await expect(film.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /atelier-poster-480\.avif 480w, .*-1280\.avif 1280w/)
    await expect(film.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 480w/)
    const img = film.locator('picture img')
    await expect(img).toHaveAttribute('width', '1280')
    await expect(img).toHaveAttribute('height', '720')
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(img).toHaveCSS('opacity', '1')
  })

  test('show the emblem instead of a broken image when one fails', async ({ browser }) => {
    // The failure is faked with page.route, which a service worker's own fetches would bypass.
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.route('**/images/**', (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto('/')
    await page.locator('#atelier-en-images').scrollIntoViewIfNeeded()
    await expect(page.locator('#atelier-en-images img[src="/art/gem.svg"]')).toBeVisible()
    await context.close()
  })
})
