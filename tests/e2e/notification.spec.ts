// Every message a visitor sends reaches the workshop's inbox as one e-mail, whether it left at once
// or waited on the device for the connection to come back.
import { emailsAbout, replyTo } from './support/inbox'
import { messagesWithText, smallJpeg, uniqueText } from './support/backend'
import { sendContactForm } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { backendUnreachable, hydrated, visitControlled } from './support/serviceWorker'

// The first e-mail starts the function's Deno process; later ones take a second or so.
const mail = { timeout: 60_000 }
test.describe.configure({ timeout: 120_000 })

test('a message sent from the contact page arrives in the workshop inbox once, answerable with Reply', async ({ page }) => {
  const text = uniqueText('Notification depuis la page contact')
  await page.goto('/contact?service=horlogerie')
  await hydrated(page)
  await page.getByRole('combobox', { name: 'Urgence' }).selectOption({ label: 'Urgent (24-48h)' })
  await sendContactForm(page, text, await smallJpeg())
  await expect(page.getByLabel('Votre message')).toHaveValue('', { timeout: 30_000 })

  await expect.poll(async () => (await emailsAbout(text)).length, mail).toBe(1)
  const [row] = await messagesWithText(text)
  const [email] = await emailsAbout(text)
  expect(email!.subject).toBe(`[Urgent 24-48h] ${row!.reference} — Horlogerie — Claire Martin`)
  expect(await replyTo(email!)).toBe(`Claire Martin <${row!.email}>`)
  expect(email!.text).toContain(`/storage/v1/object/sign/contact_images/${row!.file_url}?token=`)
  expect(email!.text).toContain(`Référence\u00a0: ${row!.reference}`)
  expect(email!.text).toContain(`Identifiant\u00a0: ${row!.id}`)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a message written offline makes its e-mail once it is delivered, and only then', async ({ page, context, consoleWatch }) => {
    consoleWatch.allow(backendUnreachable)
    await visitControlled(page)
    const text = uniqueText('Notification hors ligne')
    await page.goto('/contact')
    await hydrated(page)
    await context.setOffline(true)
    // As sendOffline, with room for a loaded machine: the form empties once the message is kept.
    await sendContactForm(page, text)
    await expect(page.getByLabel('Votre message')).toHaveValue('', { timeout: 30_000 })
    expect(await messagesWithText(text)).toEqual([])
    expect(await emailsAbout(text)).toEqual([])

    await context.setOffline(false)
    await expect.poll(async () => (await messagesWithText(text)).length, { timeout: 30_000 }).toBe(1)
    await expect.poll(async () => (await emailsAbout(text)).length, mail).toBe(1)
    const [email] = await emailsAbout(text)
    const [row] = await messagesWithText(text)
    expect(email!.subject).toBe(`${row!.reference} — Création — Claire Martin`)
    // A second look after the sweep's interval would find no copy: the row is marked.
    await page.waitForTimeout(1_500)
    expect(await emailsAbout(text)).toHaveLength(1)
  })
})
