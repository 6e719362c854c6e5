// A message with a photo: the upload before the row and its progress, the photo prepared on the
// device (resized, its EXIF and GPS gone), chosen while its code could not load, a HEIC the browser
// cannot read.
import sharp from 'sharp'
import { PHOTO_NAME, contactImages, contactPhoto, messagesWithText, phonePhoto, smallJpeg, supabaseUrl, uniqueText } from './support/backend'
import { fillRequired, openContact } from './support/contactForm'
import { expect, test } from './support/fixtures'

test.describe('sending a message', () => {
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
})
