import type { Page } from '@playwright/test'
import { builtPagePaths, chunkOf, hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

/** Lets effects started by hydration settle: a frame, then a short task. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookie-consents'))
const banner = (page: Page) => page.getByRole('region', { name: 'Confidentialité et cookies' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Paramètres de confidentialité' })
const footerButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Paramètres des cookies' })

const onlyNecessary = '{"necessary":true,"embedded":false}'
const everything = '{"necessary":true,"embedded":true}'
/** The settings' switches, as a visitor reads them: the site asks consent for its embedded map only. */
const embedded = (page: Page) => dialog(page).getByRole('switch', { name: 'Contenus intégrés' })

/** Records, from the very first parse, whether the banner's title ever entered the DOM. */
async function watchForBanner(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bannerSeen: boolean }
    w.bannerSeen = false
    new MutationObserver(() => {
      if (document.getElementById('cookie-banner-title')) w.bannerSeen = true
    }).observe(document, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen)
}

test.describe('first visit', () => {
  test.use({ returningVisitor: false })

  test("the banner is never a page's largest paint: each page's own content is, at a phone's width", async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 404/)
    // The banner comes after hydration: had it been the largest paint, the page's LCP would be
    // hydration's time (on /404 its notice outgrew the page's message by 5 px²). Every page of the
    // build: a short one added later would meet the same.
    // Every page of the build, one after the other: a few seconds each on a busy machine.
    test.setTimeout(builtPagePaths.length * 4_000)
    await page.setViewportSize({ width: 412, height: 823 })
    await page.addInitScript(() => {
      const w = window as unknown as { largest: Element | null }
      w.largest = null
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) w.largest = entry.element
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    // The back office embeds nothing from another company: its staff are not asked.
    await page.goto('/atelier')
    await hydrated(page)
    await settled(page)
    await expect(banner(page)).toHaveCount(0)
    for (const path of builtPagePaths.filter((path) => path !== '/atelier')) {
      await page.goto(path)
      await expect(banner(page)).toBeVisible()
      await settled(page)
      const largest = await page.evaluate(() => {
        const element = (window as unknown as { largest: Element | null }).largest
        return { inBanner: Boolean(element?.closest('[aria-labelledby="cookie-banner-title"]')), text: element?.textContent?.slice(0, 60) ?? null }
      })
      expect(largest.inBanner, `${path}: ${largest.text}`).toBe(false)
    }
  })

  test('shows the banner after hydration only, fixed at the bottom, with its text, link and three buttons', async ({ page, request }) => {
    const bannerSeen = await watchForBanner(page)
    expect(await (await request.get('/a-propos')).text()).not.toContain('Confidentialité et cookies')
    await page.goto('/a-propos')
    await hydrated(page)
    await expect(banner(page)).toBeVisible()
    expect(await bannerSeen()).toBe(true) // the observer does see it when it comes
    // What consent governs, what it loads and from whom, and nothing the site does not do.
    await expect(banner(page)).toContainText('Avec votre accord, la page Contact affiche la carte Google Maps de l’atelier')
    await expect(banner(page)).toContainText('Google reçoit alors votre adresse IP et peut déposer des cookies.')
    await expect(banner(page)).toContainText('Le site ne mesure pas son audience et n’affiche aucune publicité.')
    await expect(banner(page)).not.toContainText(/analys|trafic|personnalis|marketing|expérience/i)
    await expect(banner(page).getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/politique-de-confidentialite')
    await expect(banner(page).getByRole('button')).toHaveText(['Paramètres', 'Refuser tout', 'Accepter tout'])
    const box = await banner(page).evaluate((el) => ({
      position: getComputedStyle(el).position,
      bottom: el.getBoundingClientRect().bottom,
      height: innerHeight,
    }))
    expect(box.position).toBe('fixed')
    expect(Math.round(box.bottom)).toBe(box.height)
    expect(await stored(page)).toBeNull()

    const accept = banner(page).getByRole('button', { name: 'Accepter tout' })
    const shimmer = () => accept.evaluate((el) => getComputedStyle(el, '::after').animationName)
    expect(await shimmer()).toBe('shimmer')
    // It catches the eye as the banner arrives, then stops: nothing may move by itself for more than
    // 5 s (WCAG 2.2.2), and an animation that never ends keeps a phone drawing frames.
    // Read from its declared timing, not from the running animation, which a busy machine may reach
    // only after it has ended and left the document's list.
    const timing = await accept.evaluate((el) => {
      const style = getComputedStyle(el, '::after')
      const ms = (time: string) => (time.endsWith('ms') ? parseFloat(time) : parseFloat(time) * 1000)
      return { iterations: style.animationIterationCount, end: ms(style.animationDelay) + ms(style.animationDuration) * Number(style.animationIterationCount) }
    })
    expect(timing.iterations).not.toBe('infinite')
    expect(timing.end).toBeGreaterThan(0)
    expect(timing.end).toBeLessThanOrEqual(5_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await shimmer()).toBe('none')
  })

  const decisions = [
    { name: '« Accepter tout »', json: everything, decide: (page: Page) => banner(page).getByRole('button', { name: 'Accepter tout' }).click() },
    { name: '« Refuser tout »', json: onlyNecessary, decide: (page: Page) => banner(page).getByRole('button', { name: 'Refuser tout' }).click() },
    {
      name: 'saving the settings with the embedded content switched on',
      json: everything,
      decide: async (page: Page) => {
        await banner(page).getByRole('button', { name: 'Paramètres' }).click()
        await embedded(page).click()
        await dialog(page).getByRole('button', { name: 'Enregistrer mes choix' }).click()
      },
    },
  ]
  for (const { name, json, decide } of decisions) {
    test(`${name} stores exactly ${json}, hides the banner, and it stays hidden after a reload`, async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      await decide(page)
      await expect(banner(page)).toHaveCount(0)
      await expect(dialog(page)).toHaveCount(0)
      expect(await stored(page)).toBe(json)
      const bannerSeen = await watchForBanner(page)
      await page.reload()
      await hydrated(page)
      await settled(page)
      expect(await bannerSeen()).toBe(false)
      expect(await stored(page)).toBe(json)
    })
  }

  test('works from the keyboard alone: the banner early in the tab order, a trapped dialog, Space, Escape', async ({ page }) => {
    // About thirty key presses, each checked: on a busy host it can outlast the default timeout.
    test.slow()
    await page.goto('/')
    await hydrated(page)
    const focused = page.locator(':focus')
    const settings = banner(page).getByRole('button', { name: 'Paramètres' })
    for (let i = 0; i < 4 && !(await settings.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(settings).toBeFocused() // reached within four presses: skip link, policy link, then the buttons
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')), `focus inside the dialog after ${i + 1} Tab`).toBe(true)
    }
    const map = embedded(page)
    for (let i = 0; i < 8 && !(await map.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(map).toBeFocused()
    await page.keyboard.press('Space')
    await expect(map).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(settings).toBeFocused()
    expect(await stored(page)).toBeNull() // closing is not choosing

    await page.keyboard.press('Tab')
    await expect(focused).toHaveText('Refuser tout')
    await page.keyboard.press('Enter')
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBe(onlyNecessary)
  })
})

test.describe('returning visitor', () => {
  test('never gets the banner: not in the prerendered HTML, not at first paint, not after hydration', async ({ page, request }) => {
    for (const path of ['/', '/contact']) {
      const html = await (await request.get(path)).text()
      expect(html).not.toContain('Confidentialité et cookies')
      expect(html).not.toContain('cookie-banner-title')
      expect(html).not.toContain('Paramètres de confidentialité')
    }
    const bannerSeen = await watchForBanner(page)
    await page.goto('/contact')
    await hydrated(page)
    await settled(page)
    expect(await bannerSeen()).toBe(false)
    await expect(banner(page)).toHaveCount(0)
  })

  test('reopens the settings from the footer: the necessary ones locked on, the embedded map with what it loads and from whom, and the three choices', async ({
    page,
  }) => {
    await page.goto('/a-propos')
    await hydrated(page)
    await footerButton(page).click()
    const settings = dialog(page)
    await expect(settings).toBeVisible()
    await expect(settings).toHaveAccessibleDescription('Choisissez ce que vous acceptez. Le site ne mesure pas son audience et n’affiche aucune publicité.')
    // One switch per purpose the site has: no analytics, no marketing.
    await expect(settings.getByRole('switch')).toHaveCount(2)
    await expect(settings).not.toContainText(/analytique|marketing|publicitaire|préférences/i)
    const necessary = settings.getByRole('switch', { name: 'Cookies nécessaires' })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    const map = embedded(page)
    await expect(map).not.toBeChecked()
    await expect(map).toBeEnabled()
    await expect(map).toHaveAccessibleDescription(/^La carte Google Maps de la page Contact, chargée depuis les serveurs de Google \(Google Ireland Limited\)/)
    await necessary.click({ force: true })
    await expect(necessary).toBeChecked()
    await expect(settings.getByRole('button', { name: /^(Tout refuser|Tout accepter|Enregistrer mes choix)$/ })).toHaveText([
      'Tout refuser',
      'Tout accepter',
      'Enregistrer mes choix',
    ])

    await page.keyboard.press('Escape')
    await expect(settings).toHaveCount(0)
    await expect(footerButton(page)).toBeFocused()

    await footerButton(page).click()
    await dialog(page).getByRole('button', { name: 'Tout accepter' }).click()
    await expect(dialog(page)).toHaveCount(0)
    expect(await stored(page)).toBe(everything)
    await footerButton(page).click()
    await dialog(page).getByRole('button', { name: 'Tout refuser' }).click()
    expect(await stored(page)).toBe(onlyNecessary)
  })
})

test.describe('the workshop map on /contact', () => {
  const mapFrame = (page: Page) => page.locator('iframe[title^="Carte"]')
  const showMap = (page: Page) => page.getByRole('button', { name: 'Afficher la carte' })

  /** Every request that leaves this machine; Google's answers are faked locally. */
  async function watchOrigins(page: Page) {
    const foreign: string[] = []
    page.context().on('request', (request) => {
      const url = request.url()
      if (!/^(http:\/\/127\.0\.0\.1:\d+\/|data:|blob:)/.test(url)) {
        // Google learns neither the page the visitor is on nor its query string: a Referer shows up
        // here as an entry that is not a Google address, which the tests below refuse.
        const referer = request.headers()['referer']
        foreign.push(referer ? `Referer ${referer} sent to ${url}` : url)
      }
    })
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Carte</title><p>Carte factice</p>' }),
    )
    return foreign
  }

  async function setEmbedded(page: Page, on: boolean) {
    await footerButton(page).click()
    const toggle = embedded(page)
    if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click()
    await dialog(page).getByRole('button', { name: 'Enregistrer mes choix' }).click()
    await expect(dialog(page)).toHaveCount(0)
  }

  test('with consent refused, nothing leaves the machine until the visitor asks for the map, which then stays', async ({ page }) => {
    const foreign = await watchOrigins(page)
    await page.goto('/contact')
    await hydrated(page)
    await showMap(page).scrollIntoViewIfNeeded()
    await expect(page.locator('img[src="/art/map.svg"]')).toBeVisible()
    await settled(page)
    await expect(mapFrame(page)).toHaveCount(0)
    expect(foreign).toEqual([])

    await showMap(page).click()
    await expect(mapFrame(page)).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.*output=embed/)
    await expect(mapFrame(page)).toHaveAttribute('referrerpolicy', 'no-referrer')
    await expect(page.frameLocator('iframe[title^="Carte"]').getByText('Carte factice')).toBeVisible()
    expect(foreign.length).toBeGreaterThan(0)
    expect(foreign.every((url) => url.startsWith('https://www.google.com/'))).toBe(true)

    await footerButton(page).click()
    await dialog(page).getByRole('button', { name: 'Tout refuser' }).click()
    await expect(mapFrame(page)).toHaveCount(1) // asked for explicitly: refusing cookies again does not take it away
  })

  test('a press on « Afficher la carte » before the workshop card has hydrated shows the map once its code arrives', async ({ page }) => {
    await watchOrigins(page)
    // The card's code, asked for when it nears the viewport or 300 ms after hydration, arrives only
    // once the visitor has pressed: a slow network, where a visitor sees the button and presses it
    // before the card is live. Held from the start (a route added after hydration could come after
    // the request, on a busy machine).
    let release = () => {}
    const pressed = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${chunkOf('features/contact/WorkshopCard.tsx')}`, async (route) => {
      await pressed
      await route.continue()
    })
    await page.goto('/contact')
    await hydrated(page)
    const card = page.locator('[data-deferred-hydration]', { has: showMap(page) })
    await showMap(page).scrollIntoViewIfNeeded()
    await expect(card).toHaveAttribute('data-deferred-hydration', 'pending')
    await showMap(page).click()
    release()
    await expect(mapFrame(page)).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/, { timeout: 10_000 })
    await expect(mapFrame(page)).toHaveCount(1)
  })

  test('granting « Contenus intégrés » shows the map at once and on later visits; withdrawing removes it without reload', async ({ page }) => {
    const foreign = await watchOrigins(page)
    await page.goto('/contact')
    await hydrated(page)
    await expect(showMap(page)).toBeVisible()
    expect(foreign).toEqual([])

    await setEmbedded(page, true)
    await expect(mapFrame(page)).toHaveCount(1)
    await expect(showMap(page)).toHaveCount(0)
    expect(await stored(page)).toBe(everything)

    await page.reload()
    await hydrated(page)
    await expect(mapFrame(page)).toHaveCount(1)

    await setEmbedded(page, false)
    await expect(mapFrame(page)).toHaveCount(0)
    await expect(showMap(page)).toBeVisible()
    expect(await stored(page)).toBe(onlyNecessary)
  })

  // Until December 2026 the site stored four categories, of which « Cookies de préférences » allowed
  // the map: a visitor who granted it is not asked again and keeps the map; one who refused it keeps
  // the button.
  for (const { preferences, map } of [
    { preferences: true, map: 1 },
    { preferences: false, map: 0 },
  ]) {
    test(`an earlier visitor's choice with the preferences ${preferences ? 'granted' : 'refused'} is read without asking again, and its date kept`, async ({
      page,
    }) => {
      const earlier = `{"necessary":true,"analytics":true,"marketing":false,"preferences":${preferences}}`
      const date = String(Date.now() - 30 * 864e5)
      await page.addInitScript(
        ({ choice, when }) => {
          if (window === window.top && !sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1')
            localStorage.setItem('cookie-consents', choice)
            localStorage.setItem('cookie-consents-date', when)
          }
        },
        { choice: earlier, when: date },
      )
      await watchOrigins(page)
      const bannerSeen = await watchForBanner(page)
      await page.goto('/contact')
      await hydrated(page)
      // The button gives way to the map as the card hydrates: scroll to whichever is there.
      await expect(async () => await showMap(page).or(mapFrame(page)).first().scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass()
      await expect(mapFrame(page)).toHaveCount(map)
      await expect(showMap(page)).toHaveCount(1 - map)
      await settled(page)
      expect(await bannerSeen()).toBe(false)
      expect(await page.evaluate(() => localStorage.getItem('cookie-consents-date'))).toBe(date)
      await footerButton(page).click()
      await expect(embedded(page)).toBeChecked({ checked: preferences })
    })
  }
})
