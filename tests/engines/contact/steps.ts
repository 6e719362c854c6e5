// The contact page's flows, run in one browser of an engine (webkit.test.ts, firefox.test.ts): a
// plain message, a visit request, the icons drawn, one with a photo, the backend down then back, two tabs, a delivery made by the
// service worker, and links followed (client-side, and before hydration). Chromium runs the same flows with Playwright (tests/e2e/contact.spec.ts,
// outbox.spec.ts). Every page must end with nothing in its console.
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { contactToasts } from '../../../features/contact/contactToasts'
import { visitToasts } from '../../../features/contact/visitToasts'
import { iconsInView } from '../../e2e/support/iconsDrawn'
import { readOutboxEntries } from '../../e2e/support/outboxEntries'
import { builtPage } from '../../dist/builtSite'
import { findAll, textOf } from '../../dist/parseHtml'
import { sendErrorToast } from '../../../features/contact/sendErrorToast'
import type { Engine, EnginePage } from '../engine'
import { waitForHydration, waitInPage } from '../hydration'
import { startEngineStack, type EngineStack } from '../stack'
import { refuseCookies, writePhoto } from '../visitor'
import { deliveredCount, pageState, pageWatch, problemsOf, type PageWatch } from '../watch'

const field = {
  name: 'input[id$="-nom"]',
  email: 'input[id$="-email"]',
  message: 'textarea[id$="-message"]',
  photo: 'input[type="file"]',
}
const send = 'Envoyer le message'
/** Requests refused while the backend is down, as an engine's own console may report them. */
const backendDown = /CORS request did not succeed|NetworkError|Failed to fetch|Load failed|Could not connect|can.t establish a connection|ECONNREFUSED/i

/** The page's heading as its prerendered HTML has it. */
function headingOf(path: string): string {
  const [main] = findAll(builtPage(path).document, (el) => el.tag === 'main')
  const [heading] = findAll(main!, (el) => el.tag === 'h1')
  return textOf(heading!)
}

const uniqueText = (label: string) => `${label} — ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function fillForm(page: EnginePage, text: string, photo?: string): Promise<void> {
  await page.type(field.name, 'Claire Martin')
  await page.type(field.email, 'claire.martin@exemple.fr')
  await page.type(field.message, text)
  if (photo) {
    await page.chooseFile(field.photo, photo)
    // The photo is prepared on the device (decoded, encoded again); its preview shows when ready.
    await waitInPage(page, 'the photo preview', () => document.querySelector('img[alt="Aperçu de la photo choisie"]') !== null, null, 30_000)
  }
}

const formMessage = (page: EnginePage) => page.evaluate((selector) => document.querySelector<HTMLTextAreaElement>(selector)?.value ?? null, field.message)

async function waitForToast(page: EnginePage, title: string, description?: string, timeout = 30_000): Promise<void> {
  try {
    await waitInPage(
      page,
      `the toast "${title}"`,
      ([t, d]) => (window as unknown as { __engineWatch: PageWatch }).__engineWatch.toasts.some((x) => x.title === t && (d === null || x.description === d)),
      [title, description ?? null] as const,
      timeout,
    )
  } catch (error) {
    const watch = await pageWatch(page).catch(() => null)
    const state = await pageState(page).catch((cause: Error) => `unreadable: ${cause.message}`)
    throw new Error(`${(error as Error).message}; the page showed ${JSON.stringify(watch)}; its state: ${JSON.stringify(state)}`, { cause: error })
  }
}

const pendingShown = (page: EnginePage) =>
  page.evaluate(() => [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent ?? '').find((t) => /en attente d’envoi/.test(t)) ?? null, null)

async function poll<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeout: number): Promise<T> {
  const end = Date.now() + timeout
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > end) throw new Error(`Timed out after ${timeout} ms: ${what} (last: ${JSON.stringify(value)})`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export function describeContactFlows(launch: (siteUrl: string) => Promise<Engine>): void {
  let stack: EngineStack
  let engine: Engine
  let page: EnginePage
  let photo: string
  const allowed: RegExp[] = []
  /**
   * Vike's notice that hydration took over 4 s: on this 2-core host WebKit renders in software under
   * Xvfb beside the other test processes, so it measures the host's load, not the site (the
   * Lighthouse gate measures hydration on a calibrated phone).
   */
  const hostTooSlow = /\[vike\]\[Warning\] The onRenderClient\(\) hook defined by \/pages\/\+onRenderClient\.tsx is slow/

  /** Fails on anything the page or the browser reported, then forgets the browser's reports. */
  async function expectClean(...pages: EnginePage[]): Promise<void> {
    const problems = [...(await Promise.all(pages.map(problemsOf))).flat(), ...engine.consoleProblems().splice(0)]
    expect(problems.filter((p) => !hostTooSlow.test(p) && !allowed.some((re) => re.test(p)))).toEqual([])
  }

  beforeAll(async () => {
    stack = await startEngineStack()
    engine = await launch(stack.siteUrl)
    // One tab for every flow: a tab left open on the site would deliver and announce in its place.
    page = await engine.newPage()
    await refuseCookies(page)
    photo = await writePhoto('bague', '#b8975a')
  }, 180_000)

  afterAll(async () => {
    await engine?.quit()
    await stack?.close()
    if (photo) rmSync(photo, { force: true })
  })

  test('a plain message: "Message envoyé" once, exactly one row, no pending indicator on the way', async () => {
    allowed.length = 0
    const text = uniqueText('Message simple')
    await page.goto('/contact')
    await fillForm(page, text)
    await page.clickButton(send)
    await waitForToast(page, contactToasts.sent.title, contactToasts.sent.description)
    expect(await stack.rowsWithText(text)).toHaveLength(1)
    expect(await formMessage(page)).toBe('')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const watch = await pageWatch(page)
    expect(watch.pendingSeen).toEqual([])
    expect(watch.toasts.map((t) => t.title)).toEqual([contactToasts.sent.title])
    await expectClean(page)
  })

  test('a visit request: a day and a time chosen in the picker leave with the message, and the visitor reads it is transmitted', async () => {
    allowed.length = 0
    const text = uniqueText('Demande de rendez-vous')
    await page.goto('/contact')
    // The picker's code loads as it nears the viewport.
    await page.evaluate(() => document.getElementById('rendez-vous')?.scrollIntoView(), null)
    await waitInPage(
      page,
      'the visit picker to offer its days',
      () => (document.querySelector<HTMLSelectElement>('select[name="visitDate"]')?.options.length ?? 0) > 1,
      null,
      30_000,
    )
    const choose = (name: string, index: number) =>
      page.evaluate(
        ([n, i]) => {
          const select = document.querySelector<HTMLSelectElement>(`select[name="${n}"]`)!
          select.selectedIndex = i
          select.dispatchEvent(new Event('change', { bubbles: true }))
          return [select.value, select.selectedOptions[0]?.textContent ?? ''] as const
        },
        [name, index] as const,
      )
    const [day, dayLabel] = await choose('visitDate', 1)
    await waitInPage(
      page,
      'the times of that day',
      () => (document.querySelector<HTMLSelectElement>('select[name="visitTime"]')?.options.length ?? 0) > 1,
      null,
    )
    const [time, timeLabel] = await choose('visitTime', 1)
    await fillForm(page, text)
    await page.clickButton(send)
    await waitForToast(
      page,
      visitToasts.sent({ day, time }).title,
      `Votre demande de rendez-vous pour ${dayLabel} à ${timeLabel} est transmise\u202f; l’atelier vous confirme le créneau par e-mail.`,
    )
    const rows = await stack.rowsWithText(text)
    expect(rows).toMatchObject([{ visit_date: day, visit_time: time }])
    await expectClean(page)
  })

  test("the icons in view draw the page's symbols", async () => {
    allowed.length = 0
    await page.goto('/contact')
    const icons = await poll(
      'every icon in view to draw its symbol',
      () => page.evaluate(iconsInView, null),
      (icons) => icons.blank.length === 0,
      15_000,
    )
    expect(icons.shown.length).toBeGreaterThan(3)
    await expectClean(page)
  })

  test('a message with a real JPEG leaves on the first press: "Message envoyé", one row, one stored photo', async () => {
    allowed.length = 0
    const text = uniqueText('Message avec photo')
    await page.goto('/contact')
    const before = await stack.storedPhotos()
    await fillForm(page, text, photo)
    await page.clickButton(send)
    await waitForToast(page, contactToasts.sent.title, contactToasts.sent.description, 30_000)
    const rows = await stack.rowsWithText(text)
    expect(rows).toHaveLength(1)
    const added = (await stack.storedPhotos()).filter((p) => !before.some((b) => b.name === p.name))
    expect(added).toHaveLength(1)
    expect(added[0]!.size).toBeGreaterThan(500)
    expect(rows[0]!.file_url).toBe(added[0]!.name)
    const watch = await pageWatch(page)
    expect(watch.toasts.map((t) => t.title)).toEqual([contactToasts.sent.title])
    expect(watch.pendingSeen).toEqual([])
    await expectClean(page)
  })

  describe('the backend down, then back', () => {
    test('a message is announced as kept on this device (no error to retry by hand), and arrives once within 60 s of the return, without a reload', async () => {
      allowed.splice(0, allowed.length, backendDown)
      const text = uniqueText('Serveur injoignable')
      await page.goto('/contact')
      await stack.cutBackend()
      try {
        await fillForm(page, text)
        await page.clickButton(send)
        await waitForToast(page, contactToasts.queuedServerDown.title, contactToasts.queuedServerDown.description)
        await waitInPage(page, 'the pending indicator', () => /1 message en attente d’envoi/.test(document.body.textContent ?? ''), null)
        expect(await formMessage(page)).toBe('')
        expect((await pageWatch(page)).toasts.map((t) => t.title)).toEqual([contactToasts.queuedServerDown.title])
        // Long enough for the page's first retries to meet the outage too.
        await new Promise((resolve) => setTimeout(resolve, 6_500))
        expect(await stack.rowsWithText(text)).toEqual([])
      } finally {
        await stack.restoreBackend()
      }
      const back = Date.now()
      await poll(
        'the row',
        () => stack.rowsWithText(text),
        (rows) => rows.length > 0,
        60_000,
      )
      const delay = Date.now() - back
      console.log(`${engine.name}: delivered ${(delay / 1000).toFixed(1)} s after the backend's return`)
      await waitForToast(page, contactToasts.deliveredLater(1).title, contactToasts.deliveredLater(1).description)
      await poll(
        'the pending indicator to go',
        () => pendingShown(page),
        (shown) => shown === null,
        10_000,
      )
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      expect(await stack.rowsWithText(text)).toHaveLength(1)
      const watch = await pageWatch(page)
      expect(deliveredCount(watch)).toBe(1)
      expect(watch.toasts.some((t) => t.title === sendErrorToast.title)).toBe(false)
      await expectClean(page)
    }, 120_000)

    test('a message with a photo is kept too, and arrives once with its photo', async () => {
      allowed.splice(0, allowed.length, backendDown)
      const text = uniqueText('Serveur injoignable, avec photo')
      await page.goto('/contact')
      const before = await stack.storedPhotos()
      await stack.cutBackend()
      try {
        await fillForm(page, text, photo)
        await page.clickButton(send)
        await waitForToast(page, contactToasts.queuedServerDown.title, contactToasts.queuedServerDown.description, 30_000)
        expect(await formMessage(page)).toBe('')
      } finally {
        await stack.restoreBackend()
      }
      await poll(
        'the row',
        () => stack.rowsWithText(text),
        (rows) => rows.length > 0,
        60_000,
      )
      await waitForToast(page, contactToasts.deliveredLater(1).title, contactToasts.deliveredLater(1).description)
      const [row, ...others] = await stack.rowsWithText(text)
      expect(others).toEqual([])
      const added = (await stack.storedPhotos()).filter((p) => !before.some((b) => b.name === p.name))
      expect(added).toHaveLength(1)
      expect(row!.file_url).toBe(added[0]!.name)
      expect((await pageWatch(page)).toasts.some((t) => t.title === sendErrorToast.title)).toBe(false)
      await expectClean(page)
    }, 120_000)
  })

  test('two tabs with queued messages: each message arrives exactly once, and is announced once', async () => {
    allowed.splice(0, allowed.length, backendDown)
    const first = page
    const second = await engine.newPage()
    const texts = [uniqueText('Onglet A'), uniqueText('Onglet B')]
    // Closed whatever happens: a tab left open on the site would deliver in the next tests' place.
    onTestFinished(() => second.close().catch(() => undefined))
    await first.goto('/contact')
    await second.goto('/contact')
    await stack.cutBackend()
    try {
      for (const [tab, text] of [
        [first, texts[0]!],
        [second, texts[1]!],
      ] as const) {
        await tab.focus()
        await fillForm(tab, text)
        await tab.clickButton(send)
        await waitForToast(tab, contactToasts.queuedServerDown.title)
      }
      for (const tab of [first, second])
        await waitInPage(tab, 'both messages pending', () => /2 messages en attente d’envoi/.test(document.body.textContent ?? ''), null)
    } finally {
      await stack.restoreBackend()
    }
    for (const text of texts)
      await poll(
        `the row of ${text}`,
        () => stack.rowsWithText(text),
        (rows) => rows.length > 0,
        60_000,
      )
    const announced = () => Promise.all([first, second].map(async (tab) => deliveredCount(await pageWatch(tab))))
    await poll('both deliveries announced', announced, (counts) => counts[0]! + counts[1]! >= 2, 15_000)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const counts = await announced()
    // On failure, say what each tab showed and since when.
    expect(counts[0]! + counts[1]!, JSON.stringify(await Promise.all([first, second].map(pageWatch)))).toBe(2)
    for (const text of texts) expect(await stack.rowsWithText(text)).toHaveLength(1)
    await expectClean(first, second)
  }, 150_000)

  test('a message the service worker delivers while no page of the site is open is announced once, by the next page', async () => {
    allowed.splice(0, allowed.length, backendDown)
    const text = uniqueText('Livré par le service worker')
    await page.goto('/contact')
    await waitInPage(page, 'the service worker to control the page', () => navigator.serviceWorker?.controller !== null, null, 45_000).catch(
      async (error: Error) => {
        // Say where the worker got to: never registered, stuck installing (a precache fetch), waiting, or active without claiming the page.
        const state = await page
          .evaluate(async () => {
            const registration = await navigator.serviceWorker?.getRegistration()
            const of = (worker: ServiceWorker | null | undefined) => worker?.state ?? null
            return JSON.stringify({
              registered: Boolean(registration),
              installing: of(registration?.installing),
              waiting: of(registration?.waiting),
              active: of(registration?.active),
              hydrated: document.documentElement.dataset.hydrated ?? null,
            })
          }, null)
          .catch((cause: Error) => `unreadable: ${cause.message}`)
        throw new Error(`${error.message}; the worker: ${state}`)
      },
    )
    await stack.cutBackend()
    let due = 0
    try {
      await fillForm(page, text)
      await page.clickButton(send)
      await waitForToast(page, contactToasts.queuedServerDown.title)
      due = Math.max(...(await page.evaluate(readOutboxEntries, null)).map((entry) => entry.nextAttemptAt))
      await expectClean(page)
      // The visitor leaves the site: no page of it is left to deliver.
      await page.visit('about:blank')
    } finally {
      await stack.restoreBackend()
    }
    // Once the message's backoff has ended and the idle worker has been stopped, opening anything of
    // the site's that runs no script (an icon) starts the worker, which delivers what is due.
    // A worker still running (the engine stops it later than usual on a busy host) delivers nothing
    // for an icon: the visitor leaves again, and comes back once it has had time to stop.
    await new Promise((resolve) => setTimeout(resolve, Math.max(due - Date.now(), 0) + engine.workerIdleMs + 2_000))
    expect(await stack.rowsWithText(text)).toEqual([])
    for (let visit = 1; ; visit += 1) {
      await page.visit('/icons/icon-192.png')
      const arrived = await poll(
        'the row',
        () => stack.rowsWithText(text),
        (rows) => rows.length > 0,
        15_000,
      ).then(
        () => true,
        (error: Error) => {
          if (visit === 3) throw error
          return false
        },
      )
      if (arrived) break
      await page.visit('about:blank')
      await new Promise((resolve) => setTimeout(resolve, engine.workerIdleMs + 2_000))
    }

    await page.goto('/services')
    await waitForToast(page, contactToasts.deliveredLater(1).title, contactToasts.deliveredLater(1).description)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(deliveredCount(await pageWatch(page))).toBe(1)
    await expectClean(page)
    // Told once: the next page says nothing more.
    await page.goto('/a-propos')
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(deliveredCount(await pageWatch(page))).toBe(0)
    expect(await stack.rowsWithText(text)).toHaveLength(1)
    await expectClean(page)
  }, 200_000)

  test('a link followed after hydration opens the next page in place: its heading and icons, the same header, one history entry; Back returns', async () => {
    allowed.length = 0
    await page.goto('/a-propos')
    const historyLength = await page.evaluate(() => {
      // Kept on the window: a page loaded anew would not have it, nor this header element.
      ;(window as unknown as { keptHeader: Element | null }).keptHeader = document.querySelector('header')
      return history.length
    }, null)
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href^="/contact"]')!.click(), null)
    const shows = (path: string) => ({ path, heading: headingOf(path) })
    const showing = (expected: { path: string; heading: string }) =>
      waitInPage(
        page,
        `${expected.path} with its heading « ${expected.heading} »`,
        ({ path, heading }) => location.pathname === path && document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() === heading,
        expected,
      )
    await showing(shows('/contact'))
    const inPlace = () => page.evaluate(() => (window as unknown as { keptHeader?: Element | null }).keptHeader === document.querySelector('header'), null)
    expect(await inPlace(), 'the same header, in a page not loaded anew').toBe(true)
    expect(await page.evaluate(() => history.length, null)).toBe(historyLength + 1)
    await poll(
      'every icon in view to draw its symbol',
      () => page.evaluate(iconsInView, null),
      (icons) => icons.blank.length === 0 && icons.shown.length > 3,
      15_000,
    )
    await page.evaluate(() => history.back(), null)
    await showing(shows('/a-propos'))
    expect(await inPlace()).toBe(true)
    await expectClean(page)
  })

  // Last: it takes the service worker away, as on a first visit.
  test('an in-page link pressed before the page hydrates keeps its address, its place and a single history entry', async () => {
    allowed.length = 0
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
    // An unregistered worker keeps its registration while a page it controls is open: leave for a
    // document of the site that runs no script, until the registration is gone. Visited at once,
    // the page was once still taken by the leaving worker in Firefox on a loaded host, which then
    // failed the page's code (« A ServiceWorker intercepted the request and encountered an
    // unexpected error »). Once, in a gate, the registration outlived the wait on that document: it
    // was left for a page of no origin and visited anew, which no leaving worker may take.
    for (let visit = 1; ; visit += 1) {
      await page.visit('/robots.txt')
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
      if (gone) break
      await page.visit('about:blank')
    }
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
    const after = await page.evaluate(
      () => ({
        address: location.pathname + location.hash,
        historyLength: history.length,
        top: document.getElementById('processus')?.getBoundingClientRect().top ?? null,
        height: innerHeight,
      }),
      null,
    )
    expect(after.address).toBe('/reparations#processus')
    // One entry for the visitor's step, none added by the hydration.
    expect(after.historyLength).toBe((earlyPress?.historyLength ?? NaN) + 1)
    expect(after.top).not.toBeNull()
    expect(after.top!).toBeGreaterThanOrEqual(-1)
    expect(after.top!).toBeLessThan(after.height)
    await expectClean(page)
  })
}
