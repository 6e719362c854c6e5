// Sending a message from /contact: the row stored is the one typed, the whole form works from the
// keyboard, a robot filling the hidden trap sends nothing, and no pending indicator flickers.
import { emailFor, messagesWithText, smallJpeg, supabaseUrl, uniqueText } from './support/backend'
import { fillRequired, openContact, visitDayField, visitPickerReady } from './support/contactForm'
import { expect, test } from './support/fixtures'

test.describe('sending a message', () => {
  test('without a photo stores exactly the row typed, then resets the form but keeps the service', async ({ page }) => {
    const text = uniqueText('Bonjour, ma montre retarde de dix minutes par jour')
    await openContact(page, '?service=horlogerie')
    await fillRequired(page, text)
    await page.getByLabel('Objet').fill('Montre automatique')
    await page.getByLabel('Comment préférez-vous être recontacté ?').selectOption('email')
    await page.getByLabel('Urgence').selectOption('elevated')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()

    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Message envoyé')).toBeVisible()
    await expect(toasts.getByText('Nous vous répondrons dans les plus brefs délais.')).toBeVisible()
    const [row, ...others] = await messagesWithText(text)
    expect(others).toHaveLength(0)
    expect(row).toMatchObject({
      name: 'Claire Dubois',
      email: emailFor(text),
      phone: null,
      service: 'horlogerie',
      subject: 'Montre automatique',
      message: text,
      preferred_contact: 'email',
      urgency: 'elevated',
      file_url: null,
    })
    await expect(page.getByLabel('Nom complet')).toHaveValue('')
    await expect(page.getByLabel('Votre message')).toHaveValue('')
    await expect(page.getByLabel('Urgence')).toHaveValue('normal')
    await expect(page.getByLabel('Comment préférez-vous être recontacté ?')).toHaveValue('phone')
    await expect(page.getByRole('radio', { name: /^Horlogerie/ })).toBeChecked()
  })

  test('a message whose hidden trap field is filled (a robot) is answered as sent, and never leaves the browser', async ({ page, context }) => {
    const text = uniqueText('Robot')
    await openContact(page)
    const trap = page.locator('[data-honeypot]')
    // Visitors never meet it: not seen, not reached by Tab, not read by a screen reader.
    await expect(trap).not.toBeInViewport()
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(page.getByRole('textbox', { name: 'Site web' })).toHaveCount(0)
    const sent: string[] = []
    // What the visit picker reads (which slots are taken) is asked by POST too, and sends nothing.
    const read = `${supabaseUrl}/rest/v1/rpc/visit_availability`
    context.on('request', (request) => {
      if (request.url().startsWith(supabaseUrl) && request.method() === 'POST' && request.url() !== read) sent.push(request.url())
    })
    await fillRequired(page, text)
    await trap.fill('https://promo.example', { force: true })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible()
    await expect(page.getByLabel('Votre message')).toHaveValue('')
    expect(sent).toEqual([])
    expect(await messagesWithText(text)).toEqual([])
  })

  test('the pending indicator never shows during an ordinary send', async ({ page }) => {
    await openContact(page)
    // Everything the indicator ever showed, however briefly.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { pendingSeen: string[] }).pendingSeen = [])
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]'))
          if (/en attente d’envoi/.test(status.textContent ?? '')) seen.push(status.textContent!)
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await fillRequired(page, uniqueText('Sans file d’attente'))
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Message envoyé')).toBeVisible()
    // Read to a screen reader in French, like everything else.
    await expect(toasts.getByRole('button', { name: 'Fermer la notification' })).toHaveCount(1)
    await expect(toasts.getByRole('button', { name: /close/i })).toHaveCount(0)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { pendingSeen: string[] }).pendingSeen)).toEqual([])
  })
})

test('the whole form can be filled and sent from the keyboard alone', async ({ page }) => {
  const text = uniqueText('Envoyé sans souris')
  await openContact(page)
  await page.getByRole('radio', { name: /^Création/ }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: /^Réparation/ })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Nom complet')).toBeFocused()
  await page.keyboard.type('Jean-Marc Lefèvre')
  await page.keyboard.press('Tab')
  await page.keyboard.type('jm.lefevre@exemple.fr')
  await page.keyboard.press('Tab')
  await page.keyboard.type('01 99 00 11 22')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Fermoir de collier')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Comment préférez-vous être recontacté ?')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Urgence')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Votre message')).toBeFocused()
  await page.keyboard.type(text)
  // The visit picker is the next stop once it has its days (its hour waits for a day); until then
  // Tab skips it, so the order is checked once it is ready, as a visitor who reads the form meets it.
  await visitPickerReady(page)
  await page.getByLabel('Votre message').focus()
  await page.keyboard.press('Tab')
  await expect(visitDayField(page)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Ajouter une photo' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible()
  const [row] = await messagesWithText(text)
  expect(row).toMatchObject({ name: 'Jean-Marc Lefèvre', service: 'réparation', subject: 'Fermoir de collier', phone: '01 99 00 11 22' })
})
