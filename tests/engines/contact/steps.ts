// The steps the contact flows share: what the visitor does on the contact page, and what a flow
// waits for and reads.
import { contactToasts } from '../../../features/contact/contactToasts'
import { iconsInView } from '../../e2e/support/iconsDrawn'
import { builtPage } from '../../dist/builtSite'
import { findAll, textOf } from '../../dist/parseHtml'
import type { EnginePage } from '../engine'
import { waitInPage } from '../hydration'
import type { EngineStack } from '../stack'
import { pageState, pageWatch, type PageWatch } from '../watch'
import { sentTracking } from '../../../features/request-tracking/texts'

const field = {
  name: 'input[id$="-nom"]',
  email: 'input[id$="-email"]',
  message: 'textarea[id$="-message"]',
  photo: 'input[type="file"]',
}
const send = 'Envoyer le message'
/** Requests refused while the backend is down, as an engine's own console may report them. */
export const backendDown = /CORS request did not succeed|NetworkError|Failed to fetch|Load failed|Could not connect|can.t establish a connection|ECONNREFUSED/i

/** The page's heading as its prerendered HTML has it. */
export function headingOf(path: string): string {
  const [main] = findAll(builtPage(path).document, (el) => el.tag === 'main')
  const [heading] = findAll(main!, (el) => el.tag === 'h1')
  return textOf(heading!)
}

export const uniqueText = (label: string) => `${label} — ${Date.now()}-${Math.floor(Math.random() * 1e6)}`

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

export const formMessage = (page: EnginePage) =>
  page.evaluate((selector) => document.querySelector<HTMLTextAreaElement>(selector)?.value ?? null, field.message)

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** What request tracking adds to a send's toast: the reference once the message has arrived, or that
 *  it will come by e-mail when the message is kept on the device. */
const trackingSentence = `^ (${escaped(sentTracking.reference('MB-00-0000')).replace('MB-00-0000', 'MB-\\d{2}-\\d{4,}')}|${escaped(sentTracking.laterByEmail)})$`

/** Waits for a toast with this title (and description, if given, which may end with the tracking's
 *  sentence); on failure, says what the page showed and its state. */
async function waitForToast(page: EnginePage, title: string, description?: string, timeout = 30_000): Promise<void> {
  try {
    await waitInPage(
      page,
      `the toast "${title}"`,
      ([t, d, tracking]) =>
        (window as unknown as { __engineWatch: PageWatch }).__engineWatch.toasts.some(
          (x) =>
            x.title === t && (d === null || x.description === d || (x.description.startsWith(d) && new RegExp(tracking).test(x.description.slice(d.length)))),
        ),
      [title, description ?? null, trackingSentence] as const,
      timeout,
    )
  } catch (error) {
    const watch = await pageWatch(page).catch(() => null)
    const state = await pageState(page).catch((cause: Error) => `unreadable: ${cause.message}`)
    throw new Error(`${(error as Error).message}; the page showed ${JSON.stringify(watch)}; its state: ${JSON.stringify(state)}`, { cause: error })
  }
}

/** Fills the form (with `photo` if given), sends it and waits for the toast `toast` (its description too, if given). */
export async function sendAndWaitForToast(page: EnginePage, text: string, toast: { title: string; description?: string }, photo?: string): Promise<void> {
  await fillForm(page, text, photo)
  await page.clickButton(send)
  await waitForToast(page, toast.title, toast.description)
}

/** Waits for the page to announce that one queued message has left. */
export const waitForDeliveredToast = (page: EnginePage) =>
  waitForToast(page, contactToasts.deliveredLater(1).title, contactToasts.deliveredLater(1).description)

/** The pending indicator's text (« N message(s) en attente d’envoi »), or null while none shows. */
export const pendingShown = (page: EnginePage) =>
  page.evaluate(() => [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent ?? '').find((t) => /en attente d’envoi/.test(t)) ?? null, null)

/** Reads `read` every 250 ms until `done` holds; fails with `what` and the last value after `timeout` ms. */
export async function poll<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeout: number): Promise<T> {
  const end = Date.now() + timeout
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > end) throw new Error(`Timed out after ${timeout} ms: ${what} (last: ${JSON.stringify(value)})`)
    await sleep(250)
  }
}

/** Waits for the message's row in the database. */
export const waitForRow = (stack: EngineStack, text: string, timeout = 60_000, what = 'the row') =>
  poll(
    what,
    () => stack.rowsWithText(text),
    (rows) => rows.length > 0,
    timeout,
  )

/** Runs `steps` with the backend down, and brings it back whatever happens. */
export async function whileBackendDown<T>(stack: EngineStack, steps: () => Promise<T>): Promise<T> {
  await stack.cutBackend()
  try {
    return await steps()
  } finally {
    await stack.restoreBackend()
  }
}

/** The photos stored since `before` was read. */
export const photosAddedSince = async (stack: EngineStack, before: { name: string }[]) =>
  (await stack.storedPhotos()).filter((p) => !before.some((b) => b.name === p.name))

type Icons = Awaited<ReturnType<typeof iconsInView>>

/** Waits until the icons in view satisfy `drawn` (by default: none left blank), and returns them. */
export const waitForIcons = (page: EnginePage, drawn: (icons: Icons) => boolean = (icons) => icons.blank.length === 0) =>
  poll('every icon in view to draw its symbol', () => page.evaluate(iconsInView, null), drawn, 15_000)
