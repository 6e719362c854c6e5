// Opens, fills and sends the contact form as a visitor would; the message text is what finds the row.
import { expect, type Page } from '@playwright/test'
import { emailFor } from './backend'
import { hydrated } from './builtPages'

/** Opens /contact (with `?service=…` or another query) once React has hydrated it. */
export async function openContact(page: Page, query = ''): Promise<void> {
  await page.goto(`/contact${query}`)
  await hydrated(page)
}

/** Fills the three fields a message needs, as Claire Dubois, without sending. */
export async function fillRequired(page: Page, message: string): Promise<void> {
  await page.getByLabel('Nom complet').fill('Claire Dubois')
  await page.getByLabel('Adresse e-mail').fill(emailFor(message))
  await page.getByLabel('Votre message').fill(message)
}

export async function sendContactForm(page: Page, message: string, photo?: Buffer): Promise<void> {
  await page.getByLabel('Nom complet').fill('Claire Martin')
  await page.getByLabel('Adresse e-mail').fill(emailFor(message, 'claire.martin'))
  await page.getByLabel('Votre message').fill(message)
  if (photo) await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
}

/**
 * Sends while offline and waits for the first delivery attempt to be over: the form empties only
 * then (the pending indicator shows as soon as the message is stored, before that attempt fails).
 */
export async function sendOffline(page: Page, message: string, photo?: Buffer): Promise<void> {
  await sendContactForm(page, message, photo)
  await expect(page.getByLabel('Votre message')).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled()
}

/** The visit picker's day field, enabled once its code, the calendar and the availability have come. */
export const visitDayField = (page: Page) => page.getByLabel('Jour', { exact: true })

/**
 * Waits until the visit picker between the message and the photo has its days: until then its
 * fields are disabled and Tab skips them, and they become keyboard stops whenever the picker's code
 * and the availability arrive (as it nears the viewport). A test of the form's keyboard order waits
 * for that, so its Tab meets the order the visitor meets, whatever the machine's speed.
 */
export async function visitPickerReady(page: Page): Promise<void> {
  await page.locator('#rendez-vous').scrollIntoViewIfNeeded()
  await expect(visitDayField(page)).toBeEnabled()
}
