import { expect, test } from './support/fixtures'
import { notFound } from '../../lib/content/pageContent/notFound'
import { routeFor } from '../../lib/routes'
import { iconsDrawn } from './support/iconsDrawn'
import { watchLayoutShifts } from './support/layoutShifts'
import { hydrated } from './support/builtPages'

test.describe('header', () => {
  test('is transparent at the top of the home page and solid once scrolled past 10 px', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-state', 'transparent')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-state', 'scrolled')
    await expect(header).not.toHaveCSS('box-shadow', 'none')
    await page.evaluate(() => window.scrollTo(0, 5))
    await expect(header).toHaveAttribute('data-state', 'transparent')
  })

  test('is white on inner pages, and is sticky', async ({ page }) => {
    await page.goto('/a-propos')
    await hydrated(page)
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-state', 'solid')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await page.mouse.wheel(0, 1200)
    await expect(header).toHaveAttribute('data-state', 'scrolled')
    expect(await header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0)
  })

  test('has the logo, the links, and highlights the current page', async ({ page }) => {
    await page.goto('/a-propos')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(page.getByRole('img', { name: 'Maison Bologne Paris' }).first()).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'La Maison' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute('href', '/contact#rendez-vous')
  })

  test('hides the appointment button where the page asks, and on screens under lg', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Prendre rendez-vous' })).toHaveCount(0)
    await page.setViewportSize({ width: 900, height: 800 })
    await page.goto('/a-propos')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Prendre rendez-vous' })).toBeHidden()
  })
})

// Over a slow link the HTML arrives in pieces, and the browser draws what it has. A header drawn
// before its buttons were parsed gave its logo the whole width, then squeezed it once they came:
// the tagline broke onto a second line and the logo moved. The home page's hero, centred in the
// screen's height, drawn with only its heading, moved up once its links and badges came. The test
// server's hook sends the HTML up to the end of the logo, then up to the end of
// the page's heading, then the rest, 800 ms apart. Chromium waits for the opening's end (the head's
// rel=expect); Firefox and Safari ignore that link, and the stylesheet hides the page until then.
for (const width of [360, 800, 1280])
  for (const expectLink of ['honoured', 'ignored'] as const)
    test(
      `at ${width} px, a page whose HTML arrives in pieces (in the header, in the first section) is drawn once, whole: nothing moves when the rest arrives (rel=expect ${expectLink})`,
      { tag: '@waits' },
      async ({ browser, baseURL }) => {
        // No service worker: every page comes from the server, in its pieces.
        const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' })
        await context.addCookies([
          { name: 'html-split', value: '800', url: baseURL },
          ...(expectLink === 'ignored' ? [{ name: 'html-expect', value: 'ignored', url: baseURL }] : []),
        ])
        const page = await context.newPage()
        const shifts = await watchLayoutShifts(page)
        for (const path of ['/', '/a-propos', '/cgv', '/404']) {
          await page.goto(path)
          expect(await shifts(), `layout shifts on ${path}`).toEqual([])
        }
        await context.close()
      },
    )

test.describe('services dropdown', () => {
  test('opens on hover after a short delay and closes after the pointer leaves', async ({ page }) => {
    await page.goto('/a-propos')
    await hydrated(page)
    const button = page.getByRole('button', { name: 'Services' })
    await button.hover()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel.getByRole('link')).toHaveText([
      'Vue d’ensemble',
      'Création sur mesure',
      'Transformation de bijoux',
      'Conseil personnalisé',
      'Réparation de montres',
    ])
    await page.mouse.move(10, 600)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('works from the keyboard: Enter opens, Tab walks the links, Escape closes and refocuses', async ({ page }) => {
    await page.goto('/a-propos')
    await hydrated(page)
    const button = page.getByRole('button', { name: 'Services' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveText('Vue d’ensemble')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveText('Création sur mesure')
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/services$/)
  })
})

test.describe('mobile drawer at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('opens titled Menu, locks scrolling, traps focus, and closes by each means', async ({ page }) => {
    await page.goto('/a-propos')
    await hydrated(page)
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nous contacter' })).toBeVisible()
    const opener = page.getByRole('button', { name: 'Ouvrir le menu' })

    for (const close of ['button', 'escape', 'backdrop', 'link'] as const) {
      await page.goto('/a-propos')
      await hydrated(page)
      await opener.click()
      const dialog = page.getByRole('dialog', { name: 'Menu' })
      await expect(dialog).toBeVisible()
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
      if (close === 'button') await dialog.getByRole('button', { name: 'Fermer le menu' }).click()
      if (close === 'escape') await page.keyboard.press('Escape')
      if (close === 'backdrop') await page.mouse.click(10, 400)
      if (close === 'link') {
        await dialog.getByRole('button', { name: 'À propos' }).click()
        await dialog.getByRole('link', { name: 'Notre atelier' }).click()
      }
      await expect(dialog, `closed by ${close}`).toBeHidden()
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
      if (close !== 'link') await expect(opener, `focus back on the opener after closing by ${close}`).toBeFocused()
    }
  })

  test('holds the contact button, the service groups and the legal links', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact')
    await dialog.getByRole('button', { name: 'Services' }).click()
    for (const group of ['Création', 'Expertise', 'Réparation']) await expect(dialog.getByText(group, { exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Voir tous nos services' })).toHaveAttribute('href', '/services')
    await dialog.getByRole('button', { name: 'Informations légales' }).click()
    await expect(dialog.getByRole('link', { name: 'Mentions légales' })).toBeVisible()
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true)
  })
})

test.describe('navigation', () => {
  test('every client-side navigation starts at the top of the new page', async ({ page }) => {
    await page.goto('/a-propos')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click()
    await expect(page).toHaveURL(/\/mentions-legales$/)
    await expect(page.locator('h1')).toHaveText('Mentions légales')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a page reached by a client-side navigation draws its icons, from the symbols the first page brought', async ({ page }) => {
    await page.goto('/cgv')
    await hydrated(page)
    expect((await iconsDrawn(page)).shown).not.toContain('#icon-send')
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.locator('h1')).toHaveText(routeFor('/contact')!.h1)
    await expect.poll(async () => (await iconsDrawn(page)).blank, { message: 'icons shown that draw nothing' }).toEqual([])
    expect((await iconsDrawn(page)).shown).toContain('#icon-send')
  })

  test('the header and the footer stay in place across client-side navigations, and the link pressed keeps the focus', async ({ page }) => {
    await page.goto('/cgv')
    await hydrated(page)
    type Kept = { header: Element | null; footer: Element | null }
    await page.evaluate(() => {
      ;(window as unknown as { kept: Kept }).kept = { header: document.querySelector('header'), footer: document.querySelector('footer') }
    })
    const kept = () =>
      page.evaluate(() => {
        const { header, footer } = (window as unknown as { kept: Kept }).kept
        return {
          header: header === document.querySelector('header') && !!header?.isConnected,
          footer: footer === document.querySelector('footer') && !!footer?.isConnected,
        }
      })
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    for (const [name, path] of [
      ['Contact', '/contact'],
      ['La Maison', '/a-propos'],
    ] as const) {
      await nav.getByRole('link', { name }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.locator('h1')).toHaveText(routeFor(path)!.h1)
      expect(await kept(), `after the navigation to ${path}`).toEqual({ header: true, footer: true })
      await expect(nav.getByRole('link', { name })).toBeFocused()
    }
  })

  test('a page that fails to render on a client-side navigation gives way to the error page, not an empty one', async ({ page, consoleWatch }) => {
    // The terms page's component made to throw, as the build wrote it: its module names it as its default export.
    let injected = false
    await page.route(/\/assets\/entries\/pages_cgv\.[\w-]+\.js$/, async (route) => {
      const response = await route.fetch()
      const code = await response.text()
      const component = /\{default:\(\)=>([\w$]+)\}/.exec(code)?.[1]
      const broken = code.replace(`function ${component}(){`, `function ${component}(){throw Error("rendu impossible");`)
      injected = !!component && broken !== code
      await route.fulfill({ response, body: broken })
    })
    consoleWatch.allow(/rendu impossible/)
    await page.goto('/a-propos')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions générales de vente' }).click()
    await expect(page.locator('h1')).toHaveText(notFound.error.title)
    expect(injected).toBe(true)
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible()
  })

  test('a link to an anchor on the same page goes to that anchor', async ({ page }) => {
    await page.goto('/cgv')
    await hydrated(page)
    const link = page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link').nth(5)
    const target = (await link.getAttribute('href'))!
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${target}$`))
    await expect.poll(() => page.locator(target).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })
})

test.describe('unknown paths', () => {
  test('answer 404 with the French not-found page and log the attempted path', async ({ page, request, consoleWatch }) => {
    // Chrome reports the document's own 404 status in the console; that line is the point here.
    consoleWatch.allow(/status of 404/)
    const response = await request.get('/cette-page-n-existe-pas')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page non trouvée')
    const logged: string[] = []
    page.on('console', (m) => logged.push(m.text()))
    const visit = await page.goto('/bijoux/perdu')
    expect(visit?.status()).toBe(404)
    await hydrated(page)
    await expect(page).toHaveTitle(/^Page non trouvée/)
    await expect(page.locator('h1')).toHaveText('Page non trouvée')
    await expect(page.getByText('n’existe pas ou a été déplacée')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Retourner à l’accueil' })).toHaveAttribute('href', '/')
    expect(logged.some((line) => line.includes('/bijoux/perdu'))).toBe(true)
  })
})
