// A queued message the server does not take: refused (400), the message stays on the device with
// its text, names the field to fix and goes back into the form; a key rotation (401) or an outage
// (503), it stays queued and arrives once the server recovers.
import { PHOTO_NAME, messagesWithText, smallJpeg, uniqueText } from './support/backend'
import { sendOffline } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { backend, pending, startFromControlledPage } from './support/outbox'
import { hydrated } from './support/serviceWorker'

startFromControlledPage()

test('a queued message the database refuses stays on the device, with its text, for the next visit', async ({ page, context, consoleWatch }) => {
  consoleWatch.allow(/status of 400 \(Bad Request\) http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/contact_messages/)
  const text = uniqueText('Refusé par la base')
  await page.goto('/contact')
  await hydrated(page)
  await context.setOffline(true)
  await sendOffline(page, text)
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')

  await context.route('**/rest/v1/contact_messages*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify({
            code: '23514',
            details: null,
            hint: null,
            message: 'new row for relation "contact_messages" violates check constraint "contact_messages_message_check"',
          }),
        })
      : route.fallback(),
  )
  await context.setOffline(false)
  const refused = page.getByRole('alert').filter({ hasText: 'Un message n’a pas pu être envoyé' })
  await expect(refused).toBeVisible({ timeout: 20_000 })
  await expect(pending(page)).toHaveCount(0)

  await page.goto('/')
  await hydrated(page)
  await expect(refused.locator('[data-refused-text]')).toHaveText(text)
  expect(await messagesWithText(text)).toEqual([])
  await refused.getByRole('button', { name: 'J’ai bien noté, supprimer' }).click()
  await expect(refused).toHaveCount(0)
})

test('a queued message the database refuses names the field to fix, and goes back into the form to be corrected and sent once', async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 400 \(Bad Request\) http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/contact_messages/)
  const text = uniqueText('Adresse refusée puis corrigée')
  await page.goto('/contact')
  await hydrated(page)
  await context.setOffline(true)
  await sendOffline(page, text, await smallJpeg())
  await expect(pending(page)).toHaveText('1 message en attente d’envoi')
  // As an older version of the form let through: an e-mail address the database refuses.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('atelier-outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = open.result.transaction('entries', 'readwrite').objectStore('entries')
          const read = store.getAll()
          read.onsuccess = () => {
            const [entry] = read.result as { message: { row: { email: string } } }[]
            entry!.message.row.email = 'claire.martin@exemple.fr.'
            store.put(entry).onsuccess = () => {
              open.result.close()
              resolve()
            }
          }
        }
      }),
  )

  await context.setOffline(false)
  const refused = page.getByRole('alert').filter({ hasText: 'Un message n’a pas pu être envoyé' })
  await expect(refused).toBeVisible({ timeout: 20_000 })
  await expect(refused).toContainText('À corriger : l’adresse e-mail.')
  await expect(refused.locator('[data-refused-text]')).toHaveText(text)
  expect(await messagesWithText(text)).toEqual([])

  await refused.getByRole('link', { name: 'Corriger et renvoyer' }).click()
  await expect(page).toHaveURL(/\/contact\?reprendre=/)
  const email = page.getByLabel('Adresse e-mail')
  await expect(email).toHaveValue('claire.martin@exemple.fr.')
  await expect(email).toBeFocused()
  await expect(page.getByText('Notre serveur n’a pas accepté cette adresse e-mail.', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Votre message')).toHaveValue(text)
  await expect(page.getByLabel('Nom complet')).toHaveValue('Claire Martin')
  await expect(page.getByRole('img', { name: /Aperçu/ })).toBeVisible()
  // The panel does not cover the form that now holds the message.
  await expect(refused).toHaveCount(0)

  await email.fill('claire.martin@exemple.fr')
  await expect(page.getByText('Notre serveur n’a pas accepté cette adresse e-mail.', { exact: false })).toHaveCount(0)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible()
  await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
  const [row] = await messagesWithText(text)
  expect(row).toMatchObject({ email: 'claire.martin@exemple.fr', name: 'Claire Martin' })
  expect(row!.file_url).toMatch(PHOTO_NAME)
  await page.goto('/')
  await hydrated(page)
  await expect(refused).toHaveCount(0)
  await expect(pending(page)).toHaveCount(0)
  expect(await messagesWithText(text)).toHaveLength(1)
})

for (const [status, cause] of [
  [401, 'a key rotation'],
  [503, 'an outage'],
] as const) {
  test(
    `a queued message answered ${status} (${cause}) stays queued and arrives once the server recovers`,
    { tag: '@waits' },
    async ({ page, context, consoleWatch }) => {
      consoleWatch.allow(new RegExp(`status of ${status} .*http://127\\.0\\.0\\.1:\\d+/rest/v1/contact_messages`))
      const text = uniqueText(`Le serveur répond ${status}`)
      await page.goto('/contact')
      await hydrated(page)
      await context.setOffline(true)
      await sendOffline(page, text)
      await expect(pending(page)).toHaveText('1 message en attente d’envoi')

      let answered = 0
      await context.route('**/rest/v1/contact_messages*', (route) => {
        if (route.request().method() !== 'POST') return route.fallback()
        answered += 1
        return route.fulfill({
          status,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify(
            status === 401
              ? { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }
              : { message: 'Service Unavailable' },
          ),
        })
      })
      await context.setOffline(false)
      await expect.poll(() => answered, backend).toBeGreaterThan(0)
      // The server's problem: nothing is given up, nothing is stored, the message waits.
      await expect(pending(page)).toHaveText('1 message en attente d’envoi')
      await expect(page.getByRole('alert').filter({ hasText: 'Un message n’a pas pu être envoyé' })).toHaveCount(0)
      expect(await messagesWithText(text)).toEqual([])

      await context.unroute('**/rest/v1/contact_messages*')
      // Its next try comes after the backoff (5 s ± 20% after the first failure).
      await expect.poll(async () => (await messagesWithText(text)).length, { timeout: 30_000 }).toBe(1)
      await expect(pending(page)).toHaveCount(0)
    },
  )
}
