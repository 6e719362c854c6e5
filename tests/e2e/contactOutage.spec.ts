// The contact form when the backend or the site's own code cannot be reached: the message is kept on
// the device and leaves once, its photo is not sent twice, and a form whose sending code never came
// says so and keeps every word.
import { sendCodeUnreachable } from '../../features/contact/texts/formTexts'
import { contactImages, messagesWithText, smallJpeg, supabaseUrl, uniqueText } from './support/backend'
import { fillRequired, openContact } from './support/contactForm'
import { expect, test } from './support/fixtures'

test.describe('sending a message', () => {
  test(
    'when Supabase cannot be reached, the message is kept on the device, said so once, and leaves by itself when it answers again',
    { tag: '@waits' },
    async ({ page, context, consoleWatch }) => {
      consoleWatch.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/)
      const text = uniqueText('Message à garder coûte que coûte')
      await openContact(page, '?service=taille')
      await context.route(`${supabaseUrl}/**`, (route) => route.abort('connectionrefused'))
      await fillRequired(page, text)
      await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78')
      await page.getByLabel('Objet').fill('Bague trop grande')
      await page.getByLabel('Urgence').selectOption('urgent')
      await page.getByRole('button', { name: 'Envoyer le message' }).click()

      // One statement: kept, and it will leave by itself. No error asking to send again by hand.
      const toasts = page.getByRole('region', { name: /Notifications/ })
      await expect(toasts.getByText('Message gardé sur cet appareil')).toBeVisible()
      await expect(toasts.getByText(/Notre serveur ne répond pas pour le moment/)).toBeVisible()
      await expect(toasts.getByText('Erreur', { exact: true })).toHaveCount(0)
      await expect(page.getByRole('status').filter({ hasText: '1 message en attente d’envoi' })).toBeVisible()
      await expect(page.getByLabel('Votre message')).toHaveValue('')

      // Once Supabase answers again, the open page sends it, once, with every field as typed.
      await context.unroute(`${supabaseUrl}/**`)
      await expect.poll(async () => (await messagesWithText(text)).length, { timeout: 30_000 }).toBe(1)
      await expect(toasts.getByText('Votre message gardé sur cet appareil nous est bien parvenu.')).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: /en attente d’envoi/ })).toHaveCount(0)
      const [row] = await messagesWithText(text)
      expect(row).toMatchObject({ phone: '+33 6 12 34 56 78', subject: 'Bague trop grande', urgency: 'urgent', service: 'taille' })
    },
  )

  test('a photo that arrived is not sent again when the row has to be retried', { tag: '@waits' }, async ({ page, context, consoleWatch }) => {
    consoleWatch.allow(/status of 503 .*\/rest\/v1\/contact_messages/)
    const text = uniqueText('Photo envoyée une seule fois')
    await openContact(page)
    const uploads: string[] = []
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/storage/v1/object/contact_images/')) uploads.push(request.url())
    })
    // The first insert meets an outage; the photo before it was stored.
    let inserts = 0
    await context.route(`${supabaseUrl}/rest/v1/contact_messages*`, (route) =>
      route.request().method() === 'POST' && inserts++ === 0
        ? route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{"message":"indisponible"}' })
        : route.fallback(),
    )
    await fillRequired(page, text)
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message gardé sur cet appareil')).toBeVisible()

    await expect.poll(async () => (await messagesWithText(text)).length, { timeout: 30_000 }).toBe(1)
    expect(inserts).toBe(2)
    expect(uploads).toHaveLength(1)
    const [row] = await messagesWithText(text)
    expect(`${supabaseUrl}/storage/v1/object/contact_images/${row!.file_url}`).toBe(uploads[0])
    expect(await contactImages()).toContain(row!.file_url)
  })
})

test('the connection gone before the sending code came: the visitor reads, in the form, that the message did not leave, and keeps every word', async ({
  page,
  consoleWatch,
}) => {
  // The files out of reach, and the sections that could not load them, caught and reported by React.
  consoleWatch.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/)
  const text = uniqueText('Pas encore parti')
  await openContact(page)
  // On a page no service worker serves, from now on every file the page has not fetched yet is out
  // of reach: the checks, the sending code, the toasts.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort('internetdisconnected'))
  await fillRequired(page, text)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()

  await expect(page.getByRole('alert').filter({ hasText: sendCodeUnreachable })).toBeVisible()
  await expect(page.getByLabel('Votre message')).toHaveValue(text)
  await expect(page.getByLabel('Nom complet')).toHaveValue('Claire Dubois')
  expect(await messagesWithText(text)).toEqual([])
})
