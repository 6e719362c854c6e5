// « Dépôt au comptoir » in the browser: a walk-in customer's piece registered with a phone photo (a
// missing contact refused first, nothing typed lost), the slip with its reference, whose QR code,
// read back from the screen, is the tracking link that opens the request on /suivi; the slip passes
// axe and prints as one A6 page with nothing else of the back office; the customer gets the receipt
// e-mail and the workshop no e-mail about its own deposit.
import jsQR from 'jsqr'
import sharp from 'sharp'
import { inboxEmails, waitForEmails } from '../integration/helpers/inbox'
import { address, inboxUrl, member, service } from './support/atelier'
import { axeViolations } from './support/axe'
import { supabaseUrl, runNumber } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

test.describe.configure({ timeout: 180_000 })

/** A phone's photo, with the camera's EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b8975a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Téléphone', Model: 'Comptoir 1' } })
    .toBuffer()

/** The PDF's page size in millimetres, and its number of pages. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1')
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text)
  const toMm = (points: string) => Math.round((Number(points) * 25.4) / 72)
  return { size: box ? [toMm(box[1]!), toMm(box[2]!)] : null, pages: text.match(/\/Type\s*\/Page\b/g)?.length ?? 0 }
}

test('« Dépôt au comptoir »: registered with a photo, the slip’s QR code opens the request on /suivi, printed on A6', async ({ page, consoleWatch }) => {
  const name = `Jeanne Comptoir ${runNumber()}`
  const email = address('comptoir')
  await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Dépôt au comptoir' }).click()
  await expect(page.getByRole('heading', { name: 'Dépôt au comptoir', level: 2 })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // Neither an address nor a phone: refused on the phone, what was typed stays.
  await page.getByLabel('Nom du client').fill(name)
  await page.getByLabel('Description de la pièce').fill('Bague en or jaune, griffe cassée à ressouder.')
  await page.getByRole('button', { name: 'Enregistrer le dépôt' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Donnez un e-mail ou un téléphone.' })).toBeVisible()
  await expect(page.getByLabel('Nom du client')).toHaveValue(name)

  await page.getByLabel('Téléphone').fill('06 12 34 56 78')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Service').selectOption({ label: 'Réparation' })
  const photoField = page.getByLabel('Photo de la pièce (facultatif)')
  await expect(photoField).toHaveAttribute('capture', 'environment')
  // A photo taken, then removed, leaves the field empty; the next one is the deposit's.
  await photoField.setInputFiles({ name: 'IMG_3000.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
  await page.getByRole('button', { name: 'Retirer la photo' }).click()
  await expect(page.getByRole('img', { name: 'Aperçu de la photo de la pièce' })).toHaveCount(0)
  await expect(photoField).toHaveValue('')
  await photoField.setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() })
  await expect(page.getByRole('img', { name: 'Aperçu de la photo de la pièce' })).toHaveAttribute('width', '1200')
  await page.getByRole('button', { name: 'Enregistrer le dépôt' }).click()

  const slip = page.getByRole('region', { name: 'Bon de dépôt' })
  await expect(slip).toBeVisible()
  const reference = (await slip.locator('.slip-reference').textContent())!
  expect(reference).toMatch(/^MB-\d{2}-\d{4,}$/)
  await expect(page.getByText(`Dépôt enregistré\u00a0: ${reference}.`)).toBeVisible()
  await expect(slip).toContainText(name)
  await expect(slip).toContainText('06 12 34 56 78')
  await expect(slip).toContainText('Réparation')
  await expect(slip).toContainText('Suivez votre demande\u00a0:')
  await expect(slip).toContainText('devis écrit et gratuit')
  expect(await axeViolations(page)).toEqual([])

  // The QR code, read back from the pixels on screen once the toast that covers its corner has gone, is the tracking link.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  const png = await slip.getByRole('img', { name: `Code QR du lien de suivi de la demande ${reference}` }).screenshot()
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)
  expect(decoded?.data).toMatch(/^https:\/\/[^/]+\/suivi#[A-Za-z0-9_-]{43}$/)
  const link = new URL(decoded!.data)

  // The stored request: the workshop's own, with the photo prepared on the phone (no EXIF).
  const rows = (await (
    await fetch(`${supabaseUrl}/rest/v1/contact_messages?select=id,origin,file_url,email&reference=eq.${reference}`, { headers: service })
  ).json()) as { id: string; origin: string; file_url: string; email: string }[]
  expect(rows).toEqual([{ id: expect.any(String), origin: 'counter', file_url: `${rows[0]!.id}.jpg`, email }])
  const photo = await fetch(`${supabaseUrl}/storage/v1/object/authenticated/contact_images/${rows[0]!.file_url}`, { headers: service })
  expect(photo.status).toBe(200)
  expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).exif).toBeUndefined()

  // Printed: the slip alone, on one A6 page.
  await page.emulateMedia({ media: 'print' })
  await expect(slip).toBeVisible()
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeHidden()
  await expect(page.getByRole('tab', { name: 'Dépôt au comptoir' })).toBeHidden()
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toEqual({ size: [105, 148], pages: 1 })
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible()

  // The customer's receipt, and no e-mail to the workshop about its own deposit.
  const [receipt] = await waitForEmails(inboxUrl, 1, (message) => message.to.some((to) => to.address === email), { timeoutMs: 60_000, settleMs: 0 })
  expect(receipt?.subject).toContain(reference)
  const all = await inboxEmails(inboxUrl)
  expect(all.filter((message) => message.subject.includes(reference)).map((message) => message.to.map((to) => to.address))).toEqual([[email]])

  // The link opens the request on the tracking page.
  await page.goto(`${link.pathname}${link.hash}`)
  await hydrated(page)
  await expect(page.getByText(reference, { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Où en est votre demande' }).getByRole('listitem').first()).toContainText('Reçue')
})
