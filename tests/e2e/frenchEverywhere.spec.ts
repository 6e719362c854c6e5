// Everything a visitor reads or a screen reader announces is French, with the widgets that add their
// own words open (a toast, the mobile menu, the privacy dialog, the cookie banner, the services
// dropdown, an FAQ answer, the form's messages and photo). Every page of the build is read in
// everyPage.spec.ts; what is read and how English is found: englishOn.ts.
import { smallJpeg, uniqueText } from './support/backend'
import { hydrated } from './support/builtPages'
import { englishOn } from './support/englishOn'
import { englishIn } from './support/englishWords'
import { expect, test } from './support/fixtures'

test('the word list finds English and leaves French alone', () => {
  expect(englishIn('Choose File')).toEqual(['choose', 'choose file'])
  expect(englishIn('No file chosen')).toEqual(['no', 'chosen', 'no file chosen', 'file chosen'])
  expect(englishIn('Close toast')).toEqual(['close', 'toast', 'close toast'])
  expect(englishIn('Open menu')).toEqual(['open', 'open menu'])
  expect(englishIn('Notifications alt+T')).toEqual([])
  expect(englishIn("Photo de votre bijou, menu, date, file d'attente, l'or, fait main, un an, détails")).toEqual([])
})

test("the walk hears the browser's own English: a bare file input", async ({ page }) => {
  await page.setContent('<html lang="fr"><title>Essai</title><label>Photo <input type="file"></label></html>')
  expect(await englishOn(page)).toEqual([expect.stringMatching(/No file chosen/)])
})

test.describe('widgets open', () => {
  test('the contact page with its messages, a photo and a toast', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    // The form's own messages, beside each field.
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.locator('[data-error-for]').first()).toBeVisible()
    await page.getByLabel('Nom complet').fill('Claire Dubois')
    await page.getByLabel('Adresse e-mail').fill('claire.dubois@exemple.fr')
    await page.getByLabel('Votre message').fill(uniqueText('Un message lu en français'))
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible()
    expect(await englishOn(page)).toEqual([])
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Message envoyé')).toBeVisible({ timeout: 20_000 })
    expect(await englishOn(page)).toEqual([])
  })

  test('the mobile menu, with its groups open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.getByRole('button', { name: 'Services' }).click()
    await dialog.getByRole('button', { name: 'Informations légales' }).click()
    await expect(dialog.getByRole('link', { name: 'Mentions légales' })).toBeVisible()
    expect(await englishOn(page)).toEqual([])
  })

  test('the privacy dialog', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Paramètres des cookies' }).click()
    await expect(page.getByRole('dialog', { name: 'Paramètres de confidentialité' })).toBeVisible()
    expect(await englishOn(page)).toEqual([])
  })

  test.describe('for a first visit', () => {
    test.use({ returningVisitor: false })
    test('the cookie banner', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      await expect(page.getByRole('heading', { name: 'Confidentialité et cookies' })).toBeVisible()
      expect(await englishOn(page)).toEqual([])
    })
  })

  test('the services dropdown and an FAQ answer', async ({ page }) => {
    await page.goto('/services/creation-sur-mesure')
    await hydrated(page)
    await page.getByRole('button', { name: 'Services' }).click()
    await expect(page.getByRole('link', { name: 'Vue d’ensemble' })).toBeVisible()
    expect(await englishOn(page)).toEqual([])
    await page.keyboard.press('Escape')
    // The first answer is open by default; the second opens once its section has hydrated (as it nears the viewport).
    const question = page.locator('[data-faq-item] button').nth(1)
    await expect(async () => {
      await question.click()
      await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
    }).toPass()
    expect(await englishOn(page)).toEqual([])
  })
})
