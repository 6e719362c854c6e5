// « Clients (RGPD) » in the browser: a wrong address refused with what was typed kept; an address typed
// in another case finds the client's messages and photo; « Télécharger » gives a CSV for a French
// spreadsheet and a JSON holding that client's data only, with a photo link that opens; « Effacer »
// says what will go, does nothing on « Non », then erases the messages and the stored photo and leaves
// another client's; the journal says it without the address; an unknown address finds nothing.
import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.mjs'
import { axeViolations } from './support/axe'
import { address, member, sendRequest, service } from './support/atelier'
import { contactPhoto, smallJpeg, supabaseUrl, uniqueText, runNumber } from './support/backend'
import { expect, test } from './support/fixtures'

const nbsp = (text: string) => text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
const contents = async (download: Download) => readFile(await download.path())
const messagesOf = async (email: string) =>
  (await (await fetch(`${supabaseUrl}/rest/v1/contact_messages?select=id&email=ilike.${encodeURIComponent(email)}`, { headers: service })).json()) as unknown[]

/** A photo stored as the contact form stores one; returns its object name. */
async function uploadedPhoto() {
  const photo = `${crypto.randomUUID()}.jpg`
  const uploaded = await fetch(`${supabaseUrl}/storage/v1/object/contact_images/${photo}`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}`, 'content-type': 'image/jpeg' },
    body: await smallJpeg(),
  })
  expect(uploaded.status).toBe(200)
  return photo
}

/** A client with two messages (one with a photo, one sent with the address in capitals), and another client. */
async function twoClients() {
  const photo = await uploadedPhoto()
  const email = address('rgpd')
  const other = address('voisin')
  const name = `Hélène ${runNumber()}`
  const [first, second, theirs] = [uniqueText('Bague à agrandir ; « urgent »'), uniqueText('=Collier'), uniqueText('Montre du voisin')]
  await sendRequest({ name, email, message: first, file_url: photo })
  await sendRequest({ name, email: email.toUpperCase(), message: second, service: 'achat-or' })
  await sendRequest({ name: 'Paul Voisin', email: other, message: theirs })
  return { photo, email, other, name, first, second, theirs }
}

/** The file a « Télécharger » button gives. */
async function downloaded(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  return file
}

/** What « Télécharger (JSON) » holds. */
interface ClientExport {
  address: string
  photo_links_valid_until: string
  messages: { message: string; email: string }[]
  photos: { name: string; url: string }[]
}

test('« Clients »: finds a client by address, downloads the CSV and JSON of their data only, and erases it after a confirmation, photo included', async ({
  page,
  consoleWatch,
}) => {
  const { photo, email, other, name, first, second, theirs } = await twoClients()

  await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Clients' }).click()
  const field = page.getByLabel('Adresse e-mail du client')
  await field.fill('helene@exemple')
  await page.getByRole('button', { name: 'Chercher' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'ne semble pas valide' })).toBeVisible()
  await expect(field).toHaveValue('helene@exemple')

  await field.fill(`  ${email.toUpperCase()} `)
  await page.getByRole('button', { name: 'Chercher' }).click()
  await expect(page.getByRole('heading', { name: `Ce que nous gardons pour ${email}` })).toBeVisible()
  await expect(page.getByText('2 messages, 0 visite, 1 photo.')).toBeVisible()
  await expect(page.getByRole('img', { name: `Photo jointe par ${name}` })).toBeVisible()
  await expect(page.getByText(theirs)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  // The CSV: a byte order mark, semicolons, French headings, both messages, the photo's link; nobody else.
  const csvFile = await downloaded(page, 'Télécharger (CSV, tableur)')
  expect(csvFile.suggestedFilename()).toMatch(/^donnees-client-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await contents(csvFile)
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const csvText = csv.toString('utf8').slice(1)
  const lines = csvText.split('\r\n')
  expect(lines[0]).toMatch(/^Reçu le;Nom;E-mail;Téléphone;Prestation;Objet;Message;/)
  expect(lines).toHaveLength(4)
  expect(csvText).toContain(`"${first}"`)
  expect(csvText).toContain(`'${second}`)
  expect(csvText).toContain('Achat d’or')
  expect(csvText).not.toContain(theirs)
  expect(csvText).not.toContain(other)
  const link = new RegExp(`https?://[^;\\s]+/storage/v1/object/sign/contact_images/${photo}\\?token=[^;\\s]+`).exec(csvText)?.[0]
  expect(link, 'the CSV links the photo').toBeDefined()
  const opened = await fetch(link!)
  expect(opened.status).toBe(200)
  expect(Buffer.from(await opened.arrayBuffer())).toEqual(await smallJpeg())

  // The JSON: that address's messages, the photo's link and until when it opens.
  const json = JSON.parse((await contents(await downloaded(page, 'Télécharger (JSON)'))).toString('utf8')) as ClientExport
  expect(json.address).toBe(email)
  expect(json.messages.map((message) => message.message).sort()).toEqual([first, second].sort())
  expect(json.photos).toEqual([expect.objectContaining({ name: photo, url: expect.stringContaining(`/contact_images/${photo}?token=`) })])
  expect(Date.parse(json.photo_links_valid_until) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000)
  expect(JSON.stringify(json)).not.toContain(other)

  // « Effacer »: the dialog says what goes; « Non » changes nothing.
  await page.getByRole('button', { name: 'Effacer toutes ces données' }).click()
  const dialog = page.getByRole('dialog', { name: 'Effacer toutes les données de ce client ?' })
  await expect(dialog).toContainText(nbsp(`pour ${email} : 2 messages, 0 visite`))
  await expect(dialog).toContainText('1 photo')
  await dialog.getByRole('button', { name: 'Non, revenir' }).click()
  await expect(dialog).toHaveCount(0)
  expect(await messagesOf(email)).toHaveLength(2)

  await page.getByRole('button', { name: 'Effacer toutes ces données' }).click()
  await dialog.getByRole('button', { name: 'Oui, tout effacer' }).click()
  await expect(page.getByText(nbsp('Données effacées : 2 messages et 1 photo.'), { exact: false })).toBeVisible()
  await expect(page.getByText('Aucune donnée pour cette adresse.')).toBeVisible()
  expect(await messagesOf(email)).toHaveLength(0)
  expect(await messagesOf(other)).toHaveLength(1)
  expect((await contactPhoto(photo)).status).not.toBe(200)

  // The journal: the member, the counts, not the address.
  await page.getByRole('tab', { name: 'Journal' }).click()
  const row = page.getByRole('listitem').filter({ hasText: 'a effacé les données d’un client' }).first()
  await expect(row).toContainText(/2 messages, 1\sphoto/)
  await expect(page.getByRole('list').first()).not.toContainText(email)

  // An unknown address: nothing found, nothing to erase.
  await page.getByRole('tab', { name: 'Clients' }).click()
  await field.fill(address('inconnu'))
  await page.getByRole('button', { name: 'Chercher' }).click()
  await expect(page.getByText('Aucune donnée pour cette adresse.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Effacer toutes ces données' })).toHaveCount(0)
})

test('« Effacer »: a photo the storage did not remove is named, and removed on « Réessayer »', async ({ page, consoleWatch }) => {
  const photo = await uploadedPhoto()
  const email = address('rgpd-photo')
  await sendRequest({ name: `Agnès ${runNumber()}`, email, message: uniqueText('Broche'), file_url: photo })
  await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Clients' }).click()
  await page.getByLabel('Adresse e-mail du client').fill(email)
  await page.getByRole('button', { name: 'Chercher' }).click()
  await expect(page.getByText('1 message, 0 visite, 1 photo.')).toBeVisible()

  // The storage does not answer this time.
  consoleWatch.allow(/ERR_CONNECTION_RESET|net::ERR_FAILED|Failed to fetch|storage\/v1\/object\/contact_images/)
  await page.route(`${supabaseUrl}/storage/v1/object/contact_images`, (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.fallback(),
  )
  await page.getByRole('button', { name: 'Effacer toutes ces données' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, tout effacer' }).click()
  const left = page.getByRole('alert').filter({ hasText: 'Une photo n’a pas pu être supprimée du stockage' })
  await expect(left).toBeVisible()
  expect(await messagesOf(email)).toHaveLength(0)
  expect((await contactPhoto(photo)).status).toBe(200)

  await page.unrouteAll()
  await left.getByRole('button', { name: 'Réessayer de supprimer les photos' }).click()
  await expect(left).toHaveCount(0)
  await expect(page.getByText('Photos supprimées du stockage.')).toBeVisible()
  expect((await contactPhoto(photo)).status).not.toBe(200)
})
