// Fills and sends the contact form as a visitor would; the message text is what finds the row.
import type { Page } from '@playwright/test'

export async function sendContactForm(page: Page, message: string, photo?: Buffer): Promise<void> {
  await page.getByLabel('Nom complet').fill('Claire Martin')
  await page.getByLabel('Adresse e-mail').fill('claire.martin@exemple.fr')
  await page.getByLabel('Votre message').fill(message)
  if (photo) await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
}
