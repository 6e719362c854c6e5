// The contact form's checks: each field's French message next to it, and nothing typed lost.
import { mkdir, truncate, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { smallJpeg } from './support/backend'
import { openContact } from './support/contactForm'
import { expect, test } from './support/fixtures'

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
