// Links followed: after hydration, in place (client-side); before hydration, an in-page link keeps
// its address, its place and a single history entry.
import { expect, test } from 'vitest'
import type { EnginePage } from '../engine'
import { waitForHydration, waitInPage } from '../hydration'
import { pageWatch } from '../watch'
import type { ContactSession } from './session'
import { headingOf, waitForIcons } from './steps'

/** Waits for the page to show `path` with the heading its prerendered HTML has. */
const showing = (page: EnginePage, to: string) => {
  const expected = { path: to, heading: headingOf(to) }
  return waitInPage(
    page,
    `${expected.path} with its heading « ${expected.heading} »`,
    ({ path, heading }) => location.pathname === path && document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() === heading,
    expected,
  )
}

/** Keeps the header on the window (a page loaded anew would not have it, nor this header element): the history's length. */
const keepHeader = (page: EnginePage) =>
  page.evaluate(() => {
    ;(window as unknown as { keptHeader: Element | null }).keptHeader = document.querySelector('header')
    return history.length
  }, null)

/** Whether the page still shows the header kept by keepHeader. */
const inPlace = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { keptHeader?: Element | null }).keptHeader === document.querySelector('header'), null)

/**
 * An unregistered worker keeps its registration while a page it controls is open: leave for a
 * document of the site that runs no script, until the registration is gone. Visited at once, the
 * page was once still taken by the leaving worker in Firefox on a loaded host, which then failed the
 * page's code (« A ServiceWorker intercepted the request and encountered an unexpected error »).
 * The page left behind may still have had its own registration on the way (the site registers its
 * worker once idle after hydration): a register() that ends after the unregister() takes the
 * registration back (the specification's « uninstalling » flag is cleared), and in Firefox on a
 * loaded host the worker then went on controlling /robots.txt. So each visit of that document, where
 * no code of the site runs, unregisters what it finds again; between visits, a page of no origin
 * lets the registration go.
 */
async function leaveUntilWorkerGone(page: EnginePage): Promise<void> {
  for (let visit = 1; ; visit += 1) {
    await page.visit('/robots.txt')
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
    }, null)
    const gone = await waitInPage(
      page,
      'the service worker gone',
      async () => (await navigator.serviceWorker.getRegistrations()).length === 0,
      null,
      5_000,
    ).then(
      () => true,
      async (error: Error) => {
        if (visit < 3) return false
        const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null, null).catch(() => 'unreadable')
        throw new Error(`${error.message} (in three visits; /robots.txt controlled by a worker: ${controlled})`)
      },
    )
    if (gone) return
    await page.visit('about:blank')
  }
}

/** Where the page is once hydrated: its address, its history's length, and where #processus stands in the viewport. */
const placeOf = (page: EnginePage) =>
  page.evaluate(
    () => ({
      address: location.pathname + location.hash,
      historyLength: history.length,
      top: document.getElementById('processus')?.getBoundingClientRect().top ?? null,
      height: innerHeight,
    }),
    null,
  )

export function describeLinkFlows(session: ContactSession): void {
  test('a link followed after hydration opens the next page in place: its heading and icons, the same header, one history entry; Back returns', async () => {
    const { page } = session
    session.allow()
    await page.goto('/a-propos')
    const historyLength = await keepHeader(page)
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href^="/contact"]')!.click(), null)
    await showing(page, '/contact')
    expect(await inPlace(page), 'the same header, in a page not loaded anew').toBe(true)
    expect(await page.evaluate(() => history.length, null)).toBe(historyLength + 1)
    await waitForIcons(page, (icons) => icons.blank.length === 0 && icons.shown.length > 3)
    await page.evaluate(() => history.back(), null)
    await showing(page, '/a-propos')
    expect(await inPlace(page)).toBe(true)
    await session.expectClean(page)
  })

  // Last: it takes the service worker away, as on a first visit.
  test('an in-page link pressed before the page hydrates keeps its address, its place and a single history entry', async () => {
    const { page, stack } = session
    session.allow()
    // A first visit on a slow link: no service worker serves the page's code, still on its way when
    // the visitor presses « Voir les étapes » (#processus).
    await page.goto('/')
    // Once the page has its web fonts (served with them by the worker) or has loaded them for the
    // next page, which it does when idle: leaving it mid-download, Firefox reports a failed download.
    await waitInPage(
      page,
      'the web fonts',
      () => ('fonts' in document.documentElement.dataset || 'fontsReady' in document.documentElement.dataset) && document.fonts.status === 'loaded',
      null,
    )
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister()
      sessionStorage.setItem('engine-early-press', 'a[href="#processus"]')
    }, null)
    await leaveUntilWorkerGone(page)
    await page.bypassHttpCache?.()
    const slow = stack.delayFiles(/^\/assets\/entries\/pages_reparations\.[\w-]+\.js$/, 3_000)
    try {
      await page.visit('/reparations')
      await waitForHydration(page)
    } finally {
      slow.stop()
    }
    const { earlyPress } = await pageWatch(page)
    // The press did come before hydration (were the page's code named otherwise, nothing was delayed).
    expect(slow.delayed()).toBeGreaterThan(0)
    expect(earlyPress?.hydrated).toBe(false)
    const after = await placeOf(page)
    expect(after.address).toBe('/reparations#processus')
    // One entry for the visitor's step, none added by the hydration.
    expect(after.historyLength).toBe((earlyPress?.historyLength ?? NaN) + 1)
    expect(after.top).not.toBeNull()
    expect(after.top!).toBeGreaterThanOrEqual(-1)
    expect(after.top!).toBeLessThan(after.height)
    await session.expectClean(page)
  })
}
