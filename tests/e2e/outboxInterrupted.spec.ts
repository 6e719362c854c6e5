// A delivery cut halfway: the tab closed before the insert's answer, or the photo deleted while its
// message waited. The next visit's delivery stores one row, with one live photo.
import sharp from 'sharp'
import { contactImages, contactPhoto, messagesWithText, removeContactPhoto, smallJpeg, uniqueText } from './support/backend'
import { sendContactForm } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { backend, pending, startFromControlledPage } from './support/outbox'
import { hydrated } from './support/serviceWorker'

startFromControlledPage()

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
