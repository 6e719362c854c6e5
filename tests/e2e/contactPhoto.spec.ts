import type { Page } from '@playwright/test'
import { mkdir, truncate, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { contactServiceName } from '../../lib/content/contactChoices'
import sharp from 'sharp'
import { PHOTO_NAME, contactImages, contactPhoto, emailFor, messagesWithText, phonePhoto, smallJpeg, supabaseUrl, uniqueText } from './support/backend'
import { expect, test } from './support/fixtures'
import { hydrated, watchRequests } from './support/builtPages'
import { visitDayField, visitPickerReady } from './support/contactForm'
import { sendCodeUnreachable } from '../../features/contact/texts/formTexts'

async function openContact(page: Page, query = '') {
  await page.goto(`/contact${query}`)
  await hydrated(page)
}

async function fillRequired(page: Page, message: string) {
  await page.getByLabel('Nom complet').fill('Claire Dubois')
  await page.getByLabel('Adresse e-mail').fill(emailFor(message))
  await page.getByLabel('Votre message').fill(message)
}

test.describe('service picker', () => {
  // Every ?service= link the built site emits is checked against the form's resolution in
  // tests/dist/serviceLinks.test.ts; here the browser proves the page applies it, for each kind of
  // value: a short alias, a jewellery and a watch page's slug, an unknown value and none.
  test('a ?service= value preselects its service, anything else création', async ({ page }) => {
    const cases = [
      ['expertise', 'expertise'],
      ['sertissage-pierres', 'réparation'],
      ['reparation-montres', 'horlogerie'],
      ['inconnu', 'création'],
      ['', 'création'],
    ]
    for (const [param, expected] of cases) {
      await openContact(page, param ? `?service=${encodeURIComponent(param)}` : '')
      await expect(page.getByRole('radio', { name: new RegExp(`^${contactServiceName(expected!)}`) }), `?service=${param}`).toBeChecked()
    }
  })

  test('offers seven services as one radio group, operable from the keyboard', async ({ page }) => {
    await openContact(page, '?service=expertise')
    await expect(page.getByRole('radio')).toHaveCount(7)
    await page.getByRole('radio', { name: /^Expertise/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: /^Mise à taille/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: /^Expertise/ })).not.toBeChecked()
  })
})

test.describe('sending a message', () => {
  test('without a photo stores exactly the row typed, then resets the form but keeps the service', async ({ page }) => {
    const text = uniqueText('Bonjour, ma montre retarde de dix minutes par jour')
    await openContact(page, '?service=horlogerie')
    await fillRequired(page, text)
    await page.getByLabel('Objet').fill('Montre automatique')
    await page.getByLabel('Comment préférez-vous être recontacté ?').selectOption('email')
    await page.getByLabel('Urgence').selectOption('elevated')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()

    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Message envoyé')).toBeVisible()
    await expect(toasts.getByText('Nous vous répondrons dans les plus brefs délais.')).toBeVisible()
    const [row, ...others] = await messagesWithText(text)
    expect(others).toHaveLength(0)
    expect(row).toMatchObject({
      name: 'Claire Dubois',
      email: emailFor(text),
      phone: null,
      service: 'horlogerie',
      subject: 'Montre automatique',
      message: text,
      preferred_contact: 'email',
      urgency: 'elevated',
      file_url: null,
    })
    await expect(page.getByLabel('Nom complet')).toHaveValue('')
    await expect(page.getByLabel('Votre message')).toHaveValue('')
    await expect(page.getByLabel('Urgence')).toHaveValue('normal')
    await expect(page.getByLabel('Comment préférez-vous être recontacté ?')).toHaveValue('phone')
    await expect(page.getByRole('radio', { name: /^Horlogerie/ })).toBeChecked()
  })

  test('with a photo uploads it first, shows the progress, and stores its object name in a private bucket', async ({ page, request }) => {
    const text = uniqueText('Voici la bague dont la pierre bouge')
    await openContact(page, '?service=reparation-bijoux')
    await fillRequired(page, text)
    await page.getByLabel('Téléphone').fill('06 12 34 56 78')
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible()

    // Hold the row insert until the upload's progress texts have been seen.
    let releaseInsert!: () => void
    const insertHeld = new Promise<void>((resolve) => (releaseInsert = resolve))
    await page.route(`${supabaseUrl}/rest/v1/contact_messages*`, async (route) => {
      await insertHeld
      await route.continue()
    })
    let releaseUpload!: () => void
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve))
    await page.route(`${supabaseUrl}/storage/v1/object/contact_images/*`, async (route) => {
      await uploadHeld
      await route.continue()
    })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled()
    await expect(page.getByLabel('Nom complet')).toBeDisabled()
    await expect(page.locator('[data-upload-progress]')).toHaveText('Envoi en cours…')
    releaseUpload()
    await expect(page.locator('[data-upload-progress]')).toHaveText('Image téléchargée')
    releaseInsert()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible()
    await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toHaveCount(0)

    const [row] = await messagesWithText(text)
    expect(row).toMatchObject({ service: 'réparation', phone: '06 12 34 56 78', subject: null })
    const fileName = row!.file_url!
    expect(fileName).toMatch(PHOTO_NAME)
    expect(await contactImages(fileName)).toEqual([fileName])
    // The bucket is private: no public URL serves the photo.
    expect((await request.get(`${supabaseUrl}/storage/v1/object/public/contact_images/${fileName}`)).status()).toBe(400)
    const image = await contactPhoto(fileName)
    expect(image.status).toBe(200)
    expect(image.contentType).toBe('image/jpeg')
    // What left is the photo prepared on the device: the same pixels, encoded again.
    expect(await sharp(image.body).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 })
  })

  test('a phone photo named .jfif leaves once, resized, without its EXIF and GPS, over a 1.6 Mbit/s uplink', { tag: '@waits' }, async ({ page }) => {
    test.slow()
    const original = await phonePhoto()
    const originalMeta = await sharp(original).metadata()
    expect(originalMeta).toMatchObject({ width: 4000, height: 3000 })
    expect(originalMeta.exif?.length).toBeGreaterThan(100)
    expect(original.length).toBeGreaterThan(3 * 1024 * 1024)

    const text = uniqueText('La photo de la bague prise au téléphone')
    await openContact(page)
    await fillRequired(page, text)
    const cdp = await page.context().newCDPSession(page)
    const bytesPerSecond = 1.6e6 / 8
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond })
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'IMG_2041.jfif', mimeType: 'image/jpeg', buffer: original })
    const preview = page.getByRole('img', { name: 'Aperçu de la photo choisie' })
    await expect(preview).toBeVisible({ timeout: 20_000 })
    // The preview shows what will leave.
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([2560, 1920])
    const uploads: number[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/storage/v1/object/contact_images/')) uploads.push(r.postDataBuffer()?.length ?? 0)
    })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible({ timeout: 60_000 })

    const rows = await messagesWithText(text)
    expect(rows).toHaveLength(1)
    expect(uploads).toHaveLength(1)
    const fileName = rows[0]!.file_url!
    expect(fileName).toMatch(PHOTO_NAME)
    const stored = (await contactPhoto(fileName)).body
    expect(stored.length).toBeLessThanOrEqual(1.5 * 1024 * 1024)
    const storedMeta = await sharp(stored).metadata()
    expect(storedMeta).toMatchObject({ format: 'jpeg', width: 2560, height: 1920 })
    expect(storedMeta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false)
  })

  test('a photo chosen while its preparing code cannot load is kept as chosen, then prepared and sent once it can', async ({ page, consoleWatch }) => {
    // The cut is deliberate: the failed fetches are reported, and so is the workshop card's section,
    // whose code cannot come either (React error 422: its hydration gave up; its placeholder stays).
    consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|Failed to load resource|React error #422/)
    const text = uniqueText('Photo choisie pendant une coupure')
    await openContact(page)
    // The connection drops before the visitor touches the form: no code beyond the page's loads.
    const lazyCode = /\/assets\/chunks\//
    await page.route(lazyCode, (route) => route.abort('internetdisconnected'))
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'IMG_2043.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
    const preview = page.getByRole('img', { name: 'Aperçu de la photo choisie' })
    await expect(preview).toBeVisible()
    // The photo as chosen, full size: read once the browser has decoded it (0 until then).
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4000)
    await page.unroute(lazyCode)
    await fillRequired(page, text)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible({ timeout: 20_000 })
    const [row] = await messagesWithText(text)
    const stored = await sharp((await contactPhoto(row!.file_url!)).body).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 2560, height: 1920 })
    expect(stored.exif).toBeUndefined()
  })

  test('a HEIC photo the browser cannot read gets a French message naming the iPhone setting, and nothing typed is lost', async ({ page }) => {
    const text = uniqueText('Photo HEIC')
    await openContact(page)
    await fillRequired(page, text)
    await page
      .getByLabel(/Photo de votre bijou/)
      .setInputFiles({ name: 'IMG_2042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1') })
    await expect(page.getByText(/Ce navigateur ne sait pas lire les photos HEIC.*Le plus compatible/)).toBeVisible()
    await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toHaveCount(0)
    await expect(page.getByLabel('Votre message')).toHaveValue(text)
  })

  test(
    'when Supabase cannot be reached, the message is kept on the device, said so once, and leaves by itself when it answers again',
    { tag: '@waits' },
    async ({ page, context, consoleWatch }) => {
      consoleWatch.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/)
      const text = uniqueText('Message à garder coûte que coûte')
      await openContact(page, '?service=taille')
      await context.route(`${supabaseUrl}/**`, (route) => route.abort('connectionrefused'))
      await fillRequired(page, text)
      await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78')
      await page.getByLabel('Objet').fill('Bague trop grande')
      await page.getByLabel('Urgence').selectOption('urgent')
      await page.getByRole('button', { name: 'Envoyer le message' }).click()

      // One statement: kept, and it will leave by itself. No error asking to send again by hand.
      const toasts = page.getByRole('region', { name: /Notifications/ })
      await expect(toasts.getByText('Message gardé sur cet appareil')).toBeVisible()
      await expect(toasts.getByText(/Notre serveur ne répond pas pour le moment/)).toBeVisible()
      await expect(toasts.getByText('Erreur', { exact: true })).toHaveCount(0)
      await expect(page.getByRole('status').filter({ hasText: '1 message en attente d’envoi' })).toBeVisible()
      await expect(page.getByLabel('Votre message')).toHaveValue('')

      // Once Supabase answers again, the open page sends it, once, with every field as typed.
      await context.unroute(`${supabaseUrl}/**`)
      await expect.poll(async () => (await messagesWithText(text)).length, { timeout: 30_000 }).toBe(1)
      await expect(toasts.getByText('Votre message gardé sur cet appareil nous est bien parvenu.')).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: /en attente d’envoi/ })).toHaveCount(0)
      const [row] = await messagesWithText(text)
      expect(row).toMatchObject({ phone: '+33 6 12 34 56 78', subject: 'Bague trop grande', urgency: 'urgent', service: 'taille' })
    },
  )

  test('a photo that arrived is not sent again when the row has to be retried', { tag: '@waits' }, async ({ page, context, consoleWatch }) => {
    consoleWatch.allow(/status of 503 .*\/rest\/v1\/contact_messages/)
    const text = uniqueText('Photo envoyée une seule fois')
    await openContact(page)
    const uploads: string[] = []
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/storage/v1/object/contact_images/')) uploads.push(request.url())
    })
    // The first insert meets an outage; the photo before it was stored.
    let inserts = 0
    await context.route(`${supabaseUrl}/rest/v1/contact_messages*`, (route) =>
      route.request().method() === 'POST' && inserts++ === 0
        ? route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"message":"indisponible"}' })
        : route.fallback(),
    )
    await fillRequired(page, text)
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message gardé sur cet appareil')).toBeVisible()

    await expect.poll(async () => (await messagesWithText(text)).length, { timeout: 30_000 }).toBe(1)
    expect(inserts).toBe(2)
    expect(uploads).toHaveLength(1)
    const [row] = await messagesWithText(text)
    expect(`${supabaseUrl}/storage/v1/object/contact_images/${row!.file_url}`).toBe(uploads[0])
    expect(await contactImages()).toContain(row!.file_url)
  })

  test('a message whose hidden trap field is filled (a robot) is answered as sent, and never leaves the browser', async ({ page, context }) => {
    const text = uniqueText('Robot')
    await openContact(page)
    const trap = page.locator('[data-honeypot]')
    // Visitors never meet it: not seen, not reached by Tab, not read by a screen reader.
    await expect(trap).not.toBeInViewport()
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(page.getByRole('textbox', { name: 'Site web' })).toHaveCount(0)
    const sent: string[] = []
    // What the visit picker reads (which slots are taken) is asked by POST too, and sends nothing.
    const read = `${supabaseUrl}/rest/v1/rpc/visit_availability`
    context.on('request', (request) => {
      if (request.url().startsWith(supabaseUrl) && request.method() === 'POST' && request.url() !== read) sent.push(request.url())
    })
    await fillRequired(page, text)
    await trap.fill('https://promo.example', { force: true })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible()
    await expect(page.getByLabel('Votre message')).toHaveValue('')
    expect(sent).toEqual([])
    expect(await messagesWithText(text)).toEqual([])
  })

  test('the pending indicator never shows during an ordinary send', async ({ page }) => {
    await openContact(page)
    // Everything the indicator ever showed, however briefly.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { pendingSeen: string[] }).pendingSeen = [])
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]'))
          if (/en attente d’envoi/.test(status.textContent ?? '')) seen.push(status.textContent!)
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await fillRequired(page, uniqueText('Sans file d’attente'))
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Message envoyé')).toBeVisible()
    // Read to a screen reader in French, like everything else.
    await expect(toasts.getByRole('button', { name: 'Fermer la notification' })).toHaveCount(1)
    await expect(toasts.getByRole('button', { name: /close/i })).toHaveCount(0)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { pendingSeen: string[] }).pendingSeen)).toEqual([])
  })
})

test('the whole form can be filled and sent from the keyboard alone', async ({ page }) => {
  const text = uniqueText('Envoyé sans souris')
  await openContact(page)
  await page.getByRole('radio', { name: /^Création/ }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: /^Réparation/ })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Nom complet')).toBeFocused()
  await page.keyboard.type('Jean-Marc Lefèvre')
  await page.keyboard.press('Tab')
  await page.keyboard.type('jm.lefevre@exemple.fr')
  await page.keyboard.press('Tab')
  await page.keyboard.type('01 99 00 11 22')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Fermoir de collier')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Comment préférez-vous être recontacté ?')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Urgence')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Votre message')).toBeFocused()
  await page.keyboard.type(text)
  // The visit picker is the next stop once it has its days (its hour waits for a day); until then
  // Tab skips it, so the order is checked once it is ready, as a visitor who reads the form meets it.
  await visitPickerReady(page)
  await page.getByLabel('Votre message').focus()
  await page.keyboard.press('Tab')
  await expect(visitDayField(page)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Ajouter une photo' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible()
  const [row] = await messagesWithText(text)
  expect(row).toMatchObject({ name: 'Jean-Marc Lefèvre', service: 'réparation', subject: 'Fermoir de collier', phone: '01 99 00 11 22' })
})

test.describe('form checks', () => {
  test('each field says in French what is wrong, next to it, and nothing typed is lost', async ({ page }) => {
    await openContact(page)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByText('Veuillez indiquer votre nom.')).toBeVisible()
    await expect(page.getByText('Veuillez indiquer votre adresse e-mail.')).toBeVisible()
    await expect(page.getByText('Veuillez écrire votre message.')).toBeVisible()
    await expect(page.getByLabel('Nom complet')).toBeFocused()
    await expect(page.getByLabel('Nom complet')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Nom complet')).toHaveAccessibleDescription(/Veuillez indiquer votre nom/)

    await page.getByLabel('Nom complet').fill('N'.repeat(101))
    await page.getByLabel('Adresse e-mail').fill('claire@exemple')
    await page.getByLabel('Téléphone').fill('appelez-moi')
    await page.getByLabel('Objet').fill('O'.repeat(151))
    await page.getByLabel('Votre message').fill('M'.repeat(5001))
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByText('Votre nom ne peut pas dépasser 100 caractères.')).toBeVisible()
    await expect(page.getByText(/Cette adresse e-mail ne semble pas valide/)).toBeVisible()
    await expect(page.getByText(/ne peut contenir que des chiffres/)).toBeVisible()
    await expect(page.getByText('L’objet ne peut pas dépasser 150 caractères.')).toBeVisible()
    await expect(page.getByText(/5000 caractères \(actuellement 5001\)/)).toBeVisible()
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue('claire@exemple')
    await expect(page.getByLabel('Votre message')).toHaveValue('M'.repeat(5001))

    const photo = page.getByLabel(/Photo de votre bijou/)
    await photo.setInputFiles({ name: 'devis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
    await expect(page.getByText(/n’est pas une image acceptée/)).toBeVisible()
    // Chosen from disk, as a file picker hands it over: Chromium reads it itself, where a 30 MB buffer
    // would cross the test protocol in base64 and take longer than the test on a busy host.
    const large = test.info().outputPath('grande.jpg')
    await mkdir(dirname(large), { recursive: true })
    await writeFile(large, '')
    await truncate(large, 30 * 1024 * 1024 + 1)
    await photo.setInputFiles(large)
    await expect(page.getByText('Cette image dépasse 30 Mo. Choisissez une photo plus légère.')).toBeVisible()
    await photo.setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await expect(page.getByText(/Cette image dépasse/)).toHaveCount(0)
    await page.getByRole('button', { name: 'Retirer la photo' }).click()
    await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toHaveCount(0)
  })
})

test.describe('reviews and opening status', () => {
  test('shows the seeded reviews with their statistics and a new one every 5 seconds', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-24T10:30:00+01:00') })
    await openContact(page)
    await page.getByRole('heading', { name: 'Avis de nos clients' }).scrollIntoViewIfNeeded()
    const widget = page.locator('[data-reviews-widget]')
    await expect(widget).toBeVisible()
    expect(Number(await widget.locator('[data-stat=total]').textContent())).toBeGreaterThanOrEqual(15)
    await expect(widget.locator('[data-stat=average]')).toHaveText(/^[345],\d$/)
    const first = await widget.locator('[data-review-id]').getAttribute('data-review-id')
    await expect(widget.locator('figcaption span').first()).toHaveText(/^\S.* [A-Z]\.$|^\S+$/)
    await page.clock.runFor(5_000)
    await expect(widget.locator('[data-review-id]')).not.toHaveAttribute('data-review-id', first!)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('reviews-rotation') ?? 'null'))
    expect(stored).toMatchObject({ currentCycle: 1, currentIndex: 1 })
  })

  test('says there is no review yet when the list is empty or unreachable', async ({ page }) => {
    await page.route(`${supabaseUrl}/rest/v1/reviews*`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }))
    await openContact(page)
    await page.getByRole('heading', { name: 'Avis de nos clients' }).scrollIntoViewIfNeeded()
    await expect(page.getByText('Aucun avis disponible pour le moment')).toBeVisible()
    // No statistics at all: no « 0,0 », no « 0 avis ».
    await expect(page.locator('[data-stat]')).toHaveCount(0)
  })

  const instants: [string, string][] = [
    ['2026-11-24T11:00:00+01:00', 'Ouvert aujourd’hui jusqu’à 18 h 45'],
    ['2026-11-23T22:30:00+01:00', 'Réouverture dans 11 h 30 min'],
    ['2026-11-24T09:15:00+01:00', 'Réouverture dans 45 min'],
    ['2026-08-10T12:00:00+02:00', 'Fermé pour les congés d’été — réouverture le mercredi 26 août à 10 h'],
  ]
  for (const [instant, message] of instants) {
    test(`tells the opening status in Paris time at ${instant}`, async ({ page }) => {
      await page.clock.install({ time: new Date(instant) })
      await openContact(page)
      await expect(page.locator('[data-opening-status]')).toHaveText(message)
    })
  }
})

test.describe('workshop card and map', () => {
  test('loads nothing from another origin until the visitor asks for the map', async ({ page }) => {
    const origins = new Set<string>()
    page.on('request', (r) => origins.add(new URL(r.url()).origin))
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Carte</title>' }),
    )
    await openContact(page)
    await page.getByRole('heading', { name: 'L’atelier', exact: true }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: 'Afficher la carte' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Itinéraire/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/\?api=1&destination=12%20rue%20Jean%20Bologne/,
    )
    await expect(page.getByText(/Métro ligne 6/)).toBeVisible()
    await expect(page.getByText(/Métro ligne 9/)).toBeVisible()
    await page.waitForLoadState('networkidle')
    const site = new URL(page.url()).origin
    expect([...origins].filter((o) => o !== site && o !== supabaseUrl)).toEqual([])

    await page.getByRole('button', { name: 'Afficher la carte' }).click()
    await expect(page.locator('iframe[title^="Carte"]')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/)
  })
})

test('the connection gone before the sending code came: the visitor reads, in the form, that the message did not leave, and keeps every word', async ({
  page,
  consoleWatch,
}) => {
  // The files out of reach, and the sections that could not load them, caught and reported by React.
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/)
  const text = uniqueText('Pas encore parti')
  await openContact(page)
  // On a page no service worker serves, from now on every file the page has not fetched yet is out
  // of reach: the checks, the sending code, the toasts.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'))
  await fillRequired(page, text)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()

  await expect(page.getByRole('alert').filter({ hasText: sendCodeUnreachable })).toBeVisible()
  await expect(page.getByLabel('Votre message')).toHaveValue(text)
  await expect(page.getByLabel('Nom complet')).toHaveValue('Claire Dubois')
  expect(await messagesWithText(text)).toEqual([])
})

test.describe('in a browser whose IndexedDB cannot be used', () => {
  test.beforeEach(async ({ page }) => {
    // As in some private modes: opening any database fails.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        configurable: true,
        get: () => ({
          open: () => {
            throw new DOMException('IndexedDB is disabled in this mode', 'InvalidStateError')
          },
        }),
      })
    })
  })

  test('offline, the visitor is told the message was not kept, and keeps every word of it', async ({ page, context, consoleWatch }) => {
    consoleWatch.allow(/ERR_INTERNET_DISCONNECTED/)
    const text = uniqueText('Gardez-moi ce message')
    await openContact(page, '?service=expertise')
    const requests = watchRequests(page)
    await fillRequired(page, text)
    // The connection drops while the visitor types: what sending needs loaded as they began, and the
    // side column's sections too (their code follows hydration by 300 ms; on a busy machine the
    // network could look idle before, and the card's code then failed to load offline).
    await expect(page.locator('[data-deferred-hydration="pending"]')).toHaveCount(0)
    await requests.quiet()
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()

    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Message non envoyé')).toBeVisible()
    await expect(toasts.getByText('Message enregistré sur cet appareil')).toHaveCount(0)
    await expect(page.getByLabel('Votre message')).toHaveValue(text)
    await expect(page.getByLabel('Nom complet')).toHaveValue('Claire Dubois')
    await expect(page.getByRole('radio', { name: /^Expertise/ })).toBeChecked()

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(toasts.getByText('Message envoyé', { exact: true })).toBeVisible()
    expect(await messagesWithText(text)).toHaveLength(1)
  })

  test('online, the message and its photo are sent directly', async ({ page }) => {
    const text = uniqueText('Sans IndexedDB, avec photo')
    await openContact(page)
    await fillRequired(page, text)
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible()
    const [row, ...others] = await messagesWithText(text)
    expect(others).toHaveLength(0)
    expect(row?.file_url).toMatch(PHOTO_NAME)
  })
})

test.describe('in a browser whose IndexedDB never answers', () => {
  test('the message is sent directly once the outbox has not opened in a few seconds, and the visitor told it was sent', async ({ page, context }) => {
    // Another tab of the site upgrades the outbox's database and never finishes, as a stuck storage
    // process would: every other opening of that database waits, and neither succeeds nor fails.
    const other = await context.newPage()
    await other.goto('/robots.txt')
    await other.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const request = indexedDB.open('atelier-outbox', 99)
          request.onupgradeneeded = () => {
            const store = request.result.createObjectStore('held')
            const hold = () => (store.get(0).onsuccess = hold)
            hold()
            resolve()
          }
        }),
    )
    const text = uniqueText('Stockage muet')
    await openContact(page)
    await fillRequired(page, text)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Message envoyé', { exact: true })).toBeVisible({ timeout: 15_000 })
    await expect(toasts.getByText('Message enregistré sur cet appareil')).toHaveCount(0)
    await expect(page.getByLabel('Votre message')).toHaveValue('')
    expect(await messagesWithText(text)).toHaveLength(1)
    await other.close()
  })
})
