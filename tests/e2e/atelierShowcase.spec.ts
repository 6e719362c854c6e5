// « Réalisations » in the browser: a photo taken with EXIF and a GPS position is prepared on the
// device (what reaches Storage has neither), added with its caption and service (a missing photo
// refused with nothing typed lost), published (anon then reads it and its photo, as the build does),
// taken off the site, and deleted after its confirmation, photo included.
import sharp from 'sharp'
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.mjs'
import { member, service } from './support/atelier'
import { axeViolations } from './support/axe'
import { supabaseUrl, runNumber } from './support/backend'
import { expect, test } from './support/fixtures'

const anon = { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}` }

/** A phone's photo: 1600×1200, with the camera's EXIF and where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b8975a' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Téléphone', Model: 'Atelier 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .toBuffer()

const anonRows = async (caption: string) =>
  (await (
    await fetch(`${supabaseUrl}/rest/v1/showcase_pieces?select=id,photo_width,photo_height&caption=eq.${encodeURIComponent(caption)}`, { headers: anon })
  ).json()) as {
    id: string
    photo_width: number
    photo_height: number
  }[]
const storedPhoto = (id: string, headers: Record<string, string>) => fetch(`${supabaseUrl}/storage/v1/object/authenticated/showcase/${id}.jpg`, { headers })

test('« Réalisations »: a photo is added, published, taken off the site, then deleted with its photo @shared-facts', async ({ page, consoleWatch }) => {
  const caption = `Bague en or jaune ${runNumber()}`
  await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Réalisations' }).click()
  await expect(page.getByRole('heading', { name: 'Réalisations', level: 2 })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByLabel('Légende').fill(caption)
  await page.getByRole('button', { name: 'Ajouter la réalisation' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choisissez ou prenez une photo.' })).toBeVisible()
  await expect(page.getByLabel('Légende')).toHaveValue(caption)
  await expect(page.getByLabel('Photo de la pièce')).toHaveAttribute('capture', 'environment')
  const original = await phonePhoto()
  expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Atelier 1')
  await page.getByLabel('Photo de la pièce').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: original })
  await expect(page.getByRole('img', { name: 'Aperçu de la photo telle qu’elle sera publiée' })).toHaveAttribute('width', '1600')
  await page.getByLabel('Service').selectOption({ label: 'Horlogerie' })
  await page.getByRole('button', { name: 'Ajouter la réalisation' }).click()
  await expect(page.getByText('Réalisation ajoutée.')).toBeVisible()
  const piece = page.getByRole('article', { name: caption })
  await expect(piece).toContainText('Pas encore publiée')
  await expect(piece).toContainText('Horlogerie')
  await expect(page.getByLabel('Légende')).toHaveValue('')
  const id = (await piece.getAttribute('data-piece'))!

  const stored = await storedPhoto(id, service)
  expect(stored.status).toBe(200)
  const metadata = await sharp(Buffer.from(await stored.arrayBuffer())).metadata()
  expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 })
  expect(metadata.exif).toBeUndefined()
  expect(await anonRows(caption)).toEqual([])
  expect((await storedPhoto(id, anon)).status).not.toBe(200)

  await piece.getByRole('button', { name: 'Publier sur le site' }).click()
  await expect(piece).toContainText('Publiée sur le site')
  expect(await anonRows(caption)).toEqual([{ id, photo_width: 1600, photo_height: 1200 }])
  expect((await storedPhoto(id, anon)).status).toBe(200)

  await piece.getByRole('button', { name: 'Retirer du site' }).click()
  await expect(piece).toContainText('Pas encore publiée')
  expect(await anonRows(caption)).toEqual([])

  await piece.getByRole('button', { name: 'Supprimer' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(caption)
  await dialog.getByRole('button', { name: 'Oui, supprimer la réalisation' }).click()
  await expect(page.getByText('Réalisation supprimée.')).toBeVisible()
  await expect(piece).toHaveCount(0)
  await expect.poll(async () => (await storedPhoto(id, service)).status).not.toBe(200)

  await page.getByRole('tab', { name: 'Journal' }).click()
  for (const words of ['a supprimé une réalisation', 'a retiré une réalisation du site', 'a publié une réalisation sur le site', 'a ajouté une réalisation'])
    await expect(page.getByRole('listitem').filter({ hasText: words }).filter({ hasText: caption }).first()).toBeVisible()
})
