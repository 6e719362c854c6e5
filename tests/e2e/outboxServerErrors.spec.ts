// The offline outbox, end to end: a message sent without a connection is kept on the device and
// reaches Supabase exactly once when the connection returns, whoever delivers it.
import type { Page } from '@playwright/test'
import { contactToasts } from '../../features/contact/contactToasts'
import sharp from 'sharp'
import { PHOTO_NAME, contactImages, contactPhoto, emailFor, messagesWithText, removeContactPhoto, smallJpeg, uniqueText } from './support/backend'
import { sendContactForm, sendOffline } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { outboxEntries } from './support/outboxEntries'
import { backendUnreachable, hydrated, visitControlled } from './support/serviceWorker'

// These tests are about the service worker, which the other browser tests block.
test.use({ serviceWorkers: 'allow' })

const backend = { timeout: 30_000 }

/** As in browsers without Background Sync (Firefox, Safari): the page cannot ask the worker for a sync. */
const removeBackgroundSync = () => {
  delete (window as { SyncManager?: unknown }).SyncManager
  delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync
}

const pending = (page: Page) => page.getByRole('status').filter({ hasText: /en attente d’envoi/ })

test.beforeEach(async ({ page, consoleWatch }) => {
  // Each test first waits for the worker to precache the site, then goes offline and back, often in
  // two tabs: a slow test's time, not a default one's.
  test.slow()
  // Requests that fail while offline are the point here.
  consoleWatch.allow(backendUnreachable)
  await visitControlled(page)
})

test('a message with a photo sent offline is kept, survives a reload, and arrives once back online', async ({ page, context }) => {
  const text = uniqueText('Hors ligne avec photo')
  await page.goto('/contact')
  await hydrated(page)
  await context.setOffline(true)
  await sendOffline(page, text, await smallJpeg())

  await expect(page.getByText(contactToasts.queued.title)).toBeVisible()
  await expect(page.getByText(contactToasts.queued.description)).toBeVisible()
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')
  // The form is ready for another message.
  await expect(page.getByLabel('Votre message')).toHaveValue('')
  await expect(page.getByLabel(/Photo de votre bijou/)).toHaveValue('')

  await page.reload()
  await hydrated(page)
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')
  expect(await messagesWithText(text)).toEqual([])

  await context.setOffline(false)
  await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
  await expect(pending(page)).toHaveCount(0)
  const [row] = await messagesWithText(text)
  expect(row).toMatchObject({ name: 'Claire Martin', email: emailFor(text, 'claire.martin'), message: text })
  expect(row!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  const fileName = row!.file_url!
  expect(fileName).toMatch(PHOTO_NAME)
  expect((await contactImages()).filter((name) => name === fileName)).toHaveLength(1)
  // Nothing left in the outbox to send a second time.
  await page.reload()
  await hydrated(page)
  await expect(pending(page)).toHaveCount(0)
  expect(await messagesWithText(text)).toHaveLength(1)
})

test('after browsing several pages offline, sending on /contact always confirms the message is kept', async ({ page, context }) => {
  await context.setOffline(true)
  // Some pages loaded from the worker's precache, some reached by the site's own links.
  for (const [path, how] of [
    ['/services/achat-or', 'load'],
    ['/a-propos', 'link'],
    ['/reparations', 'load'],
    ['/horlogerie/reparation-montres', 'link'],
    ['/contact', 'link'],
  ] as const) {
    if (how === 'load') await page.goto(path)
    else {
      // The footer's links: the sections the browser skipped above the footer take their real height
      // once it comes into view, and moved a link by up to 300 px between the press and the release
      // (the click then met no link). Clicked once the link holds still.
      const link = page.locator(`a[href="${path}"]`).filter({ visible: true }).first()
      await link.scrollIntoViewIfNeeded()
      let previous: string | undefined
      const holdsStill = async () => {
        const box = JSON.stringify(await link.boundingBox())
        const still = box === previous
        previous = box
        return still
      }
      await expect.poll(holdsStill, { intervals: [300] }).toBe(true)
      await link.click()
    }
    await page.waitForURL(`**${path}`)
    await hydrated(page)
  }
  await sendOffline(page, uniqueText('Après une visite hors ligne'))
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')
  await expect(page.getByText(contactToasts.queued.title)).toBeVisible()
  await expect(page.getByText(contactToasts.queued.description)).toBeVisible()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])
  test(`at ${viewport.width} px, the pending indicator never hides the control a keyboard visitor is on, nor takes a click meant for it`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/contact')
    await hydrated(page)
    await context.setOffline(true)
    await sendOffline(page, uniqueText('Indicateur par-dessus le formulaire'))
    const indicator = pending(page)
    await expect(indicator).toBeVisible()
    const pill = (await indicator.boundingBox())!
    // Every stop of the keyboard, from the top of the page: the browser scrolls each into view.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('body').focus()
    const covered: string[] = []
    let stops = 0
    for (let seen = new Set<string>(); stops < 80; stops += 1) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body) return null
        // The toasts are drawn above the indicator, and stay where they are whatever the scroll.
        if (element.closest('[data-sonner-toaster]')) return { name: 'toast', x: 0, y: 0, width: 0, height: 0, key: element.outerHTML.slice(0, 200) }
        const { x, y, width, height } = element.getBoundingClientRect()
        return {
          name: `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? element.id).trim().slice(0, 40)}`,
          x,
          y,
          width,
          height,
          key: element.outerHTML.slice(0, 200),
        }
      })
      if (!focused || seen.has(focused.key)) break
      seen.add(focused.key)
      const overlaps =
        focused.x < pill.x + pill.width && pill.x < focused.x + focused.width && focused.y < pill.y + pill.height && pill.y < focused.y + focused.height
      if (overlaps && focused.width > 0) covered.push(focused.name)
    }
    expect(stops).toBeGreaterThan(10)
    expect(covered).toEqual([])
    // A tap on the part of the page under the indicator reaches the page: the indicator says, it takes nothing.
    const underneath = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]') ?? null, {
      x: pill.x + pill.width / 2,
      y: pill.y + pill.height / 2,
    })
    expect(underneath).toBeNull()
  })

test('three messages queued in two tabs arrive exactly once each', async ({ page, context }) => {
  const texts = [uniqueText('Onglet A, premier'), uniqueText('Onglet A, second'), uniqueText('Onglet B')]
  const other = await context.newPage()
  for (const tab of [page, other]) {
    await tab.goto('/contact')
    await hydrated(tab)
  }
  await context.setOffline(true)
  await sendOffline(page, texts[0]!)
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')
  await sendOffline(page, texts[1]!)
  await expect(pending(page)).toHaveText('2 messages en attente d’envoi')
  await sendOffline(other, texts[2]!)
  // Each tab hears the other's writes.
  for (const tab of [page, other]) await expect(pending(tab)).toHaveText('3 messages en attente d’envoi')

  await context.setOffline(false)
  for (const text of texts) await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
  for (const tab of [page, other]) await expect(pending(tab)).toHaveCount(0)
  // Late drainers (the worker's sync, a retry) have nothing left to send twice.
  await page.reload()
  await hydrated(page)
  for (const text of texts) expect(await messagesWithText(text)).toHaveLength(1)
})

test("a tab closed before the insert's answer: the next visit's delivery stores no second row and no second photo", async ({ page, context }) => {
  const text = uniqueText("Onglet fermé pendant l'envoi")
  await page.goto('/contact')
  await hydrated(page)
  let insertSeen!: () => void
  const insertReached = new Promise<void>((resolve) => (insertSeen = resolve))
  // The tab never hears the insert's answer: it is closed while the request is held here (Chromium
  // then lets the request go out), as a crash after sending would leave it.
  await context.route('**/rest/v1/contact_messages*', (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    insertSeen()
  })
  const uploaded = page.waitForResponse((r) => r.url().includes('/storage/v1/object/contact_images/') && r.request().method() === 'POST')
  await sendContactForm(page, text, await smallJpeg())
  const upload = await uploaded
  expect(upload.ok()).toBe(true)
  const uploadedName = new URL(upload.url()).pathname.split('/').pop()
  await insertReached
  await page.close()
  await context.unroute('**/rest/v1/contact_messages*')

  const next = await context.newPage()
  await next.goto('/')
  await hydrated(next)
  await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
  const [row] = await messagesWithText(text)
  // The second attempt reused the photo's name: the upload before the crash is the one the row points to.
  expect(row!.file_url).toBe(uploadedName)
  expect((await contactImages()).filter((name) => name === uploadedName)).toHaveLength(1)
  await expect(pending(next)).toHaveCount(0)
})

test('a photo deleted while its message waited is uploaded again from the outbox: the message arrives with a live photo', async ({ page, context }) => {
  const text = uniqueText('Photo supprimée avant son message')
  await page.goto('/contact')
  await hydrated(page)
  let insertSeen!: () => void
  const insertReached = new Promise<void>((resolve) => (insertSeen = resolve))
  // The photo arrives, the row does not (the connection drops between the two), nor does any later
  // try until the photo is gone. A row let through before the deletion (a request held by a route
  // is sent when its tab closes) would name a photo then deleted under it: another story.
  await context.route('**/rest/v1/contact_messages*', (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    insertSeen()
    return route.abort('internetdisconnected')
  })
  const uploaded = page.waitForResponse((r) => r.url().includes('/storage/v1/object/contact_images/') && r.request().method() === 'POST')
  await sendContactForm(page, text, await smallJpeg())
  const uploadedName = new URL((await uploaded).url()).pathname.split('/').pop()!
  await insertReached
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')
  await page.close()
  // The visitor stays away for days: the daily job deletes the photo no message names yet.
  await removeContactPhoto(uploadedName)
  expect(await contactImages(uploadedName)).toEqual([])
  expect(await messagesWithText(text)).toEqual([])
  await context.unroute('**/rest/v1/contact_messages*')

  const next = await context.newPage()
  await next.goto('/')
  await hydrated(next)
  await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
  const [row] = await messagesWithText(text)
  expect(row!.file_url).toBe(uploadedName)
  const photo = await contactPhoto(uploadedName)
  expect(photo.status).toBe(200)
  expect(await sharp(photo.body).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 })
  await expect(pending(next)).toHaveCount(0)
})

test.describe('without Background Sync', () => {
  test.beforeEach(async ({ page }) => page.addInitScript(removeBackgroundSync))

  test('the page itself delivers the queue when the connection returns', async ({ page, context }) => {
    const text = uniqueText('Sans synchronisation en arrière-plan')
    await page.goto('/contact')
    await hydrated(page)
    expect(await page.evaluate(() => 'sync' in ServiceWorkerRegistration.prototype)).toBe(false)
    await context.setOffline(true)
    await sendOffline(page, text)
    await expect(pending(page)).toHaveText('1 message en attente d’envoi')
    await context.setOffline(false)
    // This toast comes from the page's own drain, not from the worker.
    await expect(page.getByText(contactToasts.deliveredLater(1).description)).toBeVisible({ timeout: 20_000 })
    await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
    await expect(pending(page)).toHaveCount(0)
  })
})

test('a queued message the database refuses stays on the device, with its text, for the next visit', async ({ page, context, consoleWatch }) => {
  consoleWatch.allow(/status of 400 \(Bad Request\) http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/contact_messages/)
  const text = uniqueText('Refusé par la base')
  await page.goto('/contact')
  await hydrated(page)
  await context.setOffline(true)
  await sendOffline(page, text)
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')

  await context.route('**/rest/v1/contact_messages*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify({
            code: '23514',
            details: null,
            hint: null,
            message: 'new row for relation "contact_messages" violates check constraint "contact_messages_message_check"',
          }),
        })
      : route.fallback(),
  )
  await context.setOffline(false)
  const refused = page.getByRole('alert').filter({ hasText: 'Un message n’a pas pu être envoyé' })
  await expect(refused).toBeVisible({ timeout: 20_000 })
  await expect(pending(page)).toHaveCount(0)

  await page.goto('/')
  await hydrated(page)
  await expect(refused.locator('[data-refused-text]')).toHaveText(text)
  expect(await messagesWithText(text)).toEqual([])
  await refused.getByRole('button', { name: 'J’ai bien noté, supprimer' }).click()
  await expect(refused).toHaveCount(0)
})

test('a queued message the database refuses names the field to fix, and goes back into the form to be corrected and sent once', async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 400 \(Bad Request\) http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/contact_messages/)
  const text = uniqueText('Adresse refusée puis corrigée')
  await page.goto('/contact')
  await hydrated(page)
  await context.setOffline(true)
  await sendOffline(page, text, await smallJpeg())
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')
  // As an older version of the form let through: an e-mail address the database refuses.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('atelier-outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = open.result.transaction('entries', 'readwrite').objectStore('entries')
          const read = store.getAll()
          read.onsuccess = () => {
            const [entry] = read.result as { message: { row: { email: string } } }[]
            entry!.message.row.email = 'claire.martin@exemple.fr.'
            store.put(entry).onsuccess = () => {
              open.result.close()
              resolve()
            }
          }
        }
      }),
  )

  await context.setOffline(false)
  const refused = page.getByRole('alert').filter({ hasText: 'Un message n’a pas pu être envoyé' })
  await expect(refused).toBeVisible({ timeout: 20_000 })
  await expect(refused).toContainText('À corriger : l’adresse e-mail.')
  await expect(refused.locator('[data-refused-text]')).toHaveText(text)
  expect(await messagesWithText(text)).toEqual([])

  await refused.getByRole('link', { name: 'Corriger et renvoyer' }).click()
  await expect(page).toHaveURL(/\/contact\?reprendre=/)
  const email = page.getByLabel('Adresse e-mail')
  await expect(email).toHaveValue('claire.martin@exemple.fr.')
  await expect(email).toBeFocused()
  await expect(page.getByText('Notre serveur n’a pas accepté cette adresse e-mail.', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Votre message')).toHaveValue(text)
  await expect(page.getByLabel('Nom complet')).toHaveValue('Claire Martin')
  await expect(page.getByRole('img', { name: /Aperçu/ })).toBeVisible()
  // The panel does not cover the form that now holds the message.
  await expect(refused).toHaveCount(0)

  await email.fill('claire.martin@exemple.fr')
  await expect(page.getByText('Notre serveur n’a pas accepté cette adresse e-mail.', { exact: false })).toHaveCount(0)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible()
  await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
  const [row] = await messagesWithText(text)
  expect(row).toMatchObject({ email: 'claire.martin@exemple.fr', name: 'Claire Martin' })
  expect(row!.file_url).toMatch(PHOTO_NAME)
  await page.goto('/')
  await hydrated(page)
  await expect(refused).toHaveCount(0)
  await expect(pending(page)).toHaveCount(0)
  expect(await messagesWithText(text)).toHaveLength(1)
})

for (const [status, cause] of [
  [401, 'a key rotation'],
  [503, 'an outage'],
] as const) {
  test(
    `a queued message answered ${status} (${cause}) stays queued and arrives once the server recovers`,
    { tag: '@waits' },
    async ({ page, context, consoleWatch }) => {
      consoleWatch.allow(new RegExp(`status of ${status} .*http://127\\.0\\.0\\.1:\\d+/rest/v1/contact_messages`))
      const text = uniqueText(`Le serveur répond ${status}`)
      await page.goto('/contact')
      await hydrated(page)
      await context.setOffline(true)
      await sendOffline(page, text)
      await expect(pending(page)).toHaveText('1 message en attente d’envoi')

      let answered = 0
      await context.route('**/rest/v1/contact_messages*', (route) => {
        if (route.request().method() !== 'POST') return route.fallback()
        answered += 1
        return route.fulfill({
          status,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify(
            status === 401
              ? { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }
              : { message: 'Service Unavailable' },
          ),
        })
      })
      await context.setOffline(false)
      await expect.poll(() => answered, backend).toBeGreaterThan(0)
      // The server's problem: nothing is given up, nothing is stored, the message waits.
      await expect(pending(page)).toHaveText('1 message en attente d’envoi')
      await expect(page.getByRole('alert').filter({ hasText: 'Un message n’a pas pu être envoyé' })).toHaveCount(0)
      expect(await messagesWithText(text)).toEqual([])

      await context.unroute('**/rest/v1/contact_messages*')
      // Its next try comes after the backoff (5 s ± 20% after the first failure).
      await expect.poll(async () => (await messagesWithText(text)).length, { timeout: 30_000 }).toBe(1)
      await expect(pending(page)).toHaveCount(0)
    },
  )
}

test.describe('with no page open to deliver', () => {
  // Only the service worker can send what waits once the site's pages are closed. The browser's own
  // sync and worker restarts are not under a test's control, so DevTools triggers them, from a
  // blank tab of the same browser context.
  async function workerRegistration(tab: Page) {
    const cdp = await tab.context().newCDPSession(tab)
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((r) => !r.isDeleted)
        if (registration) resolve(registration.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    return { cdp, registrationId: await registered }
  }

  /** Queues the message offline, closes the site, and comes back online; returns a blank tab. */
  async function queueAndLeave(page: Page, text: string): Promise<{ blank: Page; due: number }> {
    await page.goto('/contact')
    await hydrated(page)
    await page.context().setOffline(true)
    await sendOffline(page, text)
    await expect(pending(page)).toHaveText('1 message en attente d’envoi')
    const due = Math.max(...(await outboxEntries(page)).map((entry) => entry.nextAttemptAt))
    const blank = await page.context().newPage()
    await page.close()
    await blank.context().setOffline(false)
    return { blank, due }
  }

  test('the worker delivers the queue on Background Sync, even before the backoff ends; the next visit says so, once', async ({ page, baseURL }) => {
    const text = uniqueText('Synchronisation en arrière-plan')
    const { blank } = await queueAndLeave(page, text)
    const { cdp, registrationId } = await workerRegistration(blank)
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL!).origin, registrationId, tag: 'contact-outbox', lastChance: false })
    await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)

    // The visitor was not there when it left: the next page they open tells them, and only that one.
    await blank.goto('/services')
    await hydrated(blank)
    await expect(blank.getByText(contactToasts.deliveredLater(1).description)).toBeVisible()
    await expect.poll(async () => (await outboxEntries(blank)).length).toBe(0)
    await expect(pending(blank)).toHaveCount(0)
  })

  test.describe('where Background Sync is missing', () => {
    test.beforeEach(async ({ page }) => page.addInitScript(removeBackgroundSync))

    test('the worker delivers the queue when it starts, once the backoff has ended', { tag: '@waits' }, async ({ page, baseURL }) => {
      const text = uniqueText('Au démarrage du service worker')
      const { blank, due } = await queueAndLeave(page, text)
      const { cdp } = await workerRegistration(blank)
      await blank.waitForFunction((at) => Date.now() >= at, due, { timeout: 15_000 })
      await cdp.send('ServiceWorker.stopAllWorkers')
      await cdp.send('ServiceWorker.startWorker', { scopeURL: `${new URL(baseURL!).origin}/` })
      await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
    })
  })
})
