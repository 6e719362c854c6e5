// The contact form in a browser whose IndexedDB (where the outbox keeps messages) fails or never
// answers: the message is sent directly when it can be, and never lost without a word.
import { PHOTO_NAME, messagesWithText, smallJpeg, uniqueText } from './support/backend'
import { watchRequests } from './support/builtPages'
import { fillRequired, openContact } from './support/contactForm'
import { expect, test } from './support/fixtures'

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
