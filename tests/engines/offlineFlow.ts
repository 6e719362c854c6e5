// A message sent after browsing offline, in one browser of an engine (webkitOffline.test.ts,
// firefoxOffline.test.ts), as tests/e2e/offlineAnnouncement.spec.ts does it in Chromium: the service
// worker installed online, then the network gone, six pages and the not-found page opened by their
// address, then /contact?service=horlogerie, a photo, and send at once. The visitor must read once
// that the message is kept on this device; back online, it arrives once.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { contactToasts } from '../../features/contact/contactToasts'
import { builtPage, builtFiles, clientDir } from '../dist/builtSite'
import { findAll, textOf } from '../dist/parseHtml'
import type { Engine, EnginePage } from './engine'
import { waitInPage } from './hydration'
import { countAnnouncements, dropFromPrecache, readAnnouncements, restoreToPrecache, waitForQuiet, waitForWorker } from './offlinePage'
import { startEngineStack, type EngineStack } from './stack'
import { refuseCookies, writePhoto } from './visitor'
import { pageState, pageWatch, problemsOf } from './watch'
import { sentTracking } from '../../features/request-tracking/texts'

/** The reported path: six pages, then an address the site does not have. */
const browsed = ['/services/sertissage-pierres', '/horlogerie/reparation-montres', '/cgv', '/contact', '/services', '/a-propos', '/une-adresse-inconnue']
const contact = '/contact?service=horlogerie'

/** A page's heading as its prerendered HTML has it (an unknown address gets /404's). */
function headingOf(path: string): string {
  const built = builtPage(path === '/une-adresse-inconnue' ? '/404' : path.replace(/\?.*$/, ''))
  const [main] = findAll(built.document, (el) => el.tag === 'main')
  return textOf(findAll(main!, (el) => el.tag === 'h1')[0]!)
}

/** The built file that draws sonner's toasts, as the page asks for it. */
const toasterFile = (() => {
  const files = builtFiles('.js').filter((file) => readFileSync(join(clientDir, file), 'utf8').includes('data-sonner-toaster'))
  if (files.length !== 1) throw new Error(`expected one file with sonner's toaster, found ${files.join(', ')}`)
  return `/${files[0]!.replace(/\\/g, '/')}`
})()

/** What the engines' own consoles say of requests to the backend the network refused (the reviews, the photo's upload). */
const refused = /NetworkError|Failed to fetch|Load failed|Could not connect|can.t establish a connection|ECONNREFUSED|CORS request did not succeed/i

export function describeOfflineFlow(launch: (siteUrl: string) => Promise<Engine>): void {
  let stack: EngineStack
  let engine: Engine
  let page: EnginePage
  let photo: string

  beforeAll(async () => {
    stack = await startEngineStack()
    engine = await launch(stack.siteUrl)
    page = await engine.newPage()
    await refuseCookies(page)
    await waitForWorker(page)
    // The reported path reloads the page once the worker is installed.
    await page.goto('/')
    photo = await writePhoto('montre', '#8a7a5a')
  }, 180_000)

  afterAll(async () => {
    await engine?.quit()
    await stack?.close()
    if (photo) rmSync(photo, { force: true })
  })

  /**
   * The network gone for the browser. The site and the backend refuse every connection (their relays
   * cut), so that whatever the browser does not hold (a page outside the precache, a file dropped from
   * it, the backend) fails as on a device with no network; only the worker's caches answer, and the
   * worker's own requests fail too. Where the driver has the device's switch (Firefox through BiDi),
   * the tab is taken offline as well, so the page knows it (`navigator.onLine`, the `offline` event).
   * WebDriver classic has none for WebKitGTK, whose `navigator.onLine` follows the system's network
   * monitor: there the page meets a network that refuses everything without the system saying so, as
   * on a Wi-Fi whose own connection has gone, and the visitor reads the message for a server that does not answer.
   */
  async function network(on: boolean): Promise<void> {
    if (on) await Promise.all([stack.restoreSite(), stack.restoreBackend()])
    else await Promise.all([stack.cutSite(), stack.cutBackend()])
    await page.setOffline?.(!on)
  }

  // A failed flow leaves the network as it found it for the next one.
  afterEach(() => network(true))

  /** What the visitor should read: kept on this device, for the reason the page can know. */
  const keptHere = () => (page.setOffline ? contactToasts.queued : contactToasts.queuedServerDown)

  async function browseOfflineAndSend(text: string) {
    await network(false)
    for (const path of [...browsed, contact]) {
      await page.goto(path)
      await waitInPage(
        page,
        `${path} and its heading`,
        (h) => document.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim() === h,
        headingOf(path),
      )
      if (path !== contact) await waitForQuiet(page)
    }
    expect(await page.evaluate(() => location.search, null)).toBe('?service=horlogerie')
    await countAnnouncements(page, keptHere().title)
    await page.type('input[id$="-nom"]', 'Claire Martin')
    await page.type('input[id$="-email"]', 'claire.martin@exemple.fr')
    await page.type('textarea[id$="-message"]', text)
    await page.chooseFile('input[type="file"]', photo)
    await waitInPage(page, 'the photo preview', () => document.querySelector('img[alt="Aperçu de la photo choisie"]') !== null, null, 30_000)
    await page.clickButton('Envoyer le message')
  }

  /** The visitor reads once, in one live region, that the message is kept here; the form empties and the pending indicator shows. */
  async function expectKeptOnce(): Promise<'sonner' | 'page'> {
    const { title, description } = keptHere()
    try {
      await waitInPage(page, `« ${title} »`, () => (window as unknown as { announced: () => unknown[] }).announced().length > 0, null, 30_000)
    } catch (error) {
      // What the page said instead (sonner's toasts, or the page's own region) and where its send stands.
      const watch = await pageWatch(page).catch(() => null)
      const regions = await page.evaluate(() => [...document.querySelectorAll('[role="status"]')].map((region) => region.textContent), null).catch(() => null)
      const state = await pageState(page).catch((cause: Error) => `unreadable: ${cause.message}`)
      throw new Error(
        `${(error as Error).message}; the page showed ${JSON.stringify(watch)}, in its status regions ${JSON.stringify(regions)}; its state: ${JSON.stringify(state)}`,
        {
          cause: error,
        },
      )
    }
    await waitInPage(page, 'the pending indicator', () => /1 message en attente d’envoi/.test(document.body.textContent ?? ''), null)
    // A second announcement of the same message would come within the first delivery attempt.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const announced = await readAnnouncements(page)
    expect(announced, JSON.stringify(announced)).toHaveLength(1)
    // Kept on the device, the toast adds that the reference will come by e-mail (request tracking).
    expect(announced[0]!.description).toBe(`${description} ${sentTracking.laterByEmail}`)
    expect(await page.evaluate(() => document.querySelector<HTMLTextAreaElement>('textarea[id$="-message"]')?.value, null)).toBe('')
    return announced[0]!.region
  }

  /** Back online: the message arrives once, with its photo, and the page says it has left. */
  async function expectArrivesOnce(text: string): Promise<void> {
    const before = await stack.storedPhotos()
    await network(true)
    // Asked every 250 ms, 240 times: a minute.
    for (let asked = 0; (await stack.rowsWithText(text)).length === 0; asked++) {
      if (asked === 240) throw new Error('the message did not arrive within a minute of the network’s return')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    await waitInPage(
      page,
      `« ${contactToasts.deliveredLater(1).title} »`,
      (title) =>
        [...document.querySelectorAll('[aria-live="polite"] *, [role="status"] *')].some(
          (shown) => shown.childElementCount === 0 && shown.textContent === title,
        ),
      contactToasts.deliveredLater(1).title,
    )
    await waitInPage(page, 'the pending indicator to go', () => !/en attente d’envoi/.test(document.body.textContent ?? ''), null)
    const rows = await stack.rowsWithText(text)
    expect(rows).toHaveLength(1)
    expect((await stack.storedPhotos()).filter((p) => !before.some((b) => b.name === p.name)).map((p) => p.name)).toEqual([rows[0]!.file_url])
  }

  /** Fails on anything the page or the browser reported but the requests the network refused and what `allowed` matches. */
  async function expectClean(...allowed: RegExp[]): Promise<void> {
    const problems = [...(await problemsOf(page)), ...engine.consoleProblems().splice(0)]
    expect(problems.filter((p) => !refused.test(p) && !allowed.some((re) => re.test(p)))).toEqual([])
  }

  test('a message sent after browsing offline where the toasts’ file is neither in the worker’s cache nor reachable is announced once by the page’s own live region, and arrives once', async () => {
    const text = `Hors ligne sans les toasts — ${crypto.randomUUID()}`
    expect(await dropFromPrecache(page, toasterFile)).toBe(1)
    try {
      await browseOfflineAndSend(text)
      expect(await expectKeptOnce()).toBe('page')
      // The toasts' file, which fails to load (again for each later toast: the failed import is
      // kept), and React's report of that failure (WebKit's names no file; Firefox's console names
      // only an error object, which the page's own record holds).
      const toastsMissing = [new RegExp(toasterFile.replaceAll('.', '\\.')), /Importing a module script failed/, /^error: JSHandle@error /]
      await expectClean(...toastsMissing)
      await expectArrivesOnce(text)
      await expectClean(...toastsMissing)
    } finally {
      await network(true)
      // The next flow expects a complete precache.
      await page.goto('/')
      await restoreToPrecache(page, toasterFile)
    }
  }, 180_000)

  test('a message sent after browsing offline is announced as kept on this device by a toast, once, and arrives once', async () => {
    const text = `Hors ligne après plusieurs pages — ${crypto.randomUUID()}`
    await browseOfflineAndSend(text)
    expect(await expectKeptOnce()).toBe('sonner')
    await expectClean()
    await expectArrivesOnce(text)
    await expectClean()
  }, 180_000)
}
