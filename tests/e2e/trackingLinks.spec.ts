// « Suivre ma demande » from the footer: an address asked for, the same answer for an unknown one,
// the e-mail read from the test server's inbox, and its link opening the request's tracking page.
import { axeViolations } from './support/axe'
import { address, inboxUrl, sendRequest, service } from './support/atelier'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'
import { waitForEmails, type InboxEmail } from '../integration/helpers/inbox'

const supabaseUrl = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`
const trackingMail = (email: string) => (message: InboxEmail) =>
  message.subject.startsWith('Le suivi de') && message.to.some((to) => to.address.toLowerCase() === email.toLowerCase())

test('ask by address → the same answer as for any address → the e-mail’s link opens the tracking page', async ({ page }) => {
  const email = address('suivre')
  const id = await sendRequest({ email, name: 'Inès Roux', message: 'Ma montre retarde de dix minutes par jour.', service: 'horlogerie' })
  const rows = (await (await fetch(`${supabaseUrl}/rest/v1/contact_messages?select=reference&id=eq.${id}`, { headers: service })).json()) as {
    reference: string
  }[]
  const reference = rows[0]!.reference

  await page.goto('/')
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Suivre ma demande' }).click()
  await expect(page).toHaveURL(/\/suivre-ma-demande$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Suivre ma demande' })).toBeVisible()
  await hydrated(page)
  const field = page.getByLabel('Votre adresse e-mail')
  const submit = page.getByRole('button', { name: 'Recevoir mes liens de suivi' })

  // Nothing typed, then a malformed address: said, and what was typed stays.
  await submit.click()
  await expect(page.getByRole('alert')).toHaveText('Veuillez indiquer votre adresse e-mail.')
  await field.fill('ines.roux@')
  await submit.click()
  await expect(page.getByRole('alert')).toContainText('Cette adresse e-mail ne semble pas valide')
  await expect(field).toHaveValue('ines.roux@')
  await expect(field).toBeFocused()
  expect(await axeViolations(page)).toEqual([])

  // An unknown address gets the same words, and no e-mail.
  const unknown = address('inconnue')
  await field.fill(unknown)
  await submit.click()
  const answer = page.getByRole('status').filter({ hasText: 'Si des demandes en cours sont liées à l’adresse' })
  await expect(answer).toHaveText(
    `Si des demandes en cours sont liées à l’adresse ${unknown}, vous allez recevoir un e-mail avec leurs liens de suivi dans quelques minutes. Pensez à regarder dans vos courriers indésirables.`,
  )
  await expect(answer).toBeFocused()
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Demander pour une autre adresse' }).click()
  await field.fill(email)
  await submit.click()
  await expect(answer).toHaveText(
    `Si des demandes en cours sont liées à l’adresse ${email}, vous allez recevoir un e-mail avec leurs liens de suivi dans quelques minutes. Pensez à regarder dans vos courriers indésirables.`,
  )

  const [mail] = await waitForEmails(inboxUrl, 1, trackingMail(email), { timeoutMs: 30_000, settleMs: 0 })
  expect(mail?.subject).toBe('Le suivi de votre demande — Maison Bologne')
  expect(mail?.text).toContain(`${reference} — Horlogerie, envoyée le `)
  expect(mail?.text).not.toContain('retarde')
  const link = /https?:\/\/\S+\/suivi#[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0]
  expect(link).toBeDefined()
  expect(await waitForEmails(inboxUrl, 1, trackingMail(unknown), { timeoutMs: 1_000, settleMs: 0 })).toEqual([])

  await page.goto(`/suivi${new URL(link!).hash}`)
  await hydrated(page)
  await expect(page.getByText(reference, { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Où en est votre demande' }).getByRole('listitem').first()).toContainText('Reçue')
})
