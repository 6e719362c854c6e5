// A request's whole story, as its customer and the workshop live it: sent from the contact form, its
// reference on screen, the receipt in the inbox, the tracking page at « Reçue »; the workshop sends a
// quote and tells the customer by e-mail; the customer accepts it on the page the e-mail opens; the
// workshop hears of it, takes the piece in, says it is ready (the e-mail gives the opening days) and
// hands it over; the tracking page tells each step, newest first.
import type { Page } from '@playwright/test'
import { inboxUrl, member, toAddress } from './support/atelier'
import { emailFor, messagesWithText, uniqueText } from './support/backend'
import { hydrated } from './support/builtPages'
import { sendContactForm } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { waitForEmails } from '../integration/helpers/inbox'

test.describe.configure({ timeout: 240_000 })

const history = (page: Page) => page.getByRole('list', { name: 'Où en est votre demande' }).getByRole('listitem')
const requestCard = (page: Page, reference: string) => page.getByRole('article').filter({ hasText: reference })

/** The one e-mail to `address` whose subject holds `words`, and the tracking page's path it links to. */
async function mailTo(address: string, words: string) {
  const [mail] = await waitForEmails(inboxUrl, 1, (message) => toAddress(address)(message) && message.subject.includes(words), { timeoutMs: 60_000 })
  const link = /https?:\/\/\S+(\/suivi#[A-Za-z0-9_-]{43})/.exec(mail!.text)
  expect(link, `a tracking link in « ${mail!.subject} »`).not.toBeNull()
  return { mail: mail!, path: link![1]! }
}

/** A step in one tap from the request's card, confirmed where it asks; the e-mail sent as offered, or not. */
async function moveTo(page: Page, reference: string, label: string, tell: boolean) {
  await requestCard(page, reference).getByRole('group', { name: 'Passer la demande à l’étape' }).getByRole('button', { name: label }).click()
  if (label === 'Remise') await page.getByRole('button', { name: /^Oui, passer à «.Remise.»$/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Prévenir .* par e-mail/ })
  await dialog.getByRole('button', { name: tell ? 'Envoyer l’e-mail' : 'Ne pas prévenir' }).click()
  await expect(dialog).toHaveCount(0, { timeout: 30_000 })
}

test('sent → receipt → « Reçue » → a quote e-mailed → accepted online → « En atelier » → « Prête à retirer » e-mailed with the opening days → « Remise »', async ({
  page,
  consoleWatch,
}) => {
  const text = uniqueText('Histoire complète')
  const customer = emailFor(text, 'claire.martin')
  await page.goto('/contact')
  await hydrated(page)
  await sendContactForm(page, text)
  // The form empties once the message has arrived.
  await expect(page.getByLabel('Votre message')).toHaveValue('', { timeout: 30_000 })
  const [row] = await messagesWithText(text)
  const reference = row!.reference
  await expect(page.getByText(`Votre référence\u00a0: ${reference}.`)).toBeVisible({ timeout: 30_000 })

  const receipt = await mailTo(customer, 'est bien reçue')
  await page.goto(receipt.path)
  await hydrated(page)
  await expect(page.getByText(reference, { exact: true })).toBeVisible()
  await expect(history(page).first()).toContainText('Reçue')

  // The workshop sends a quote and tells the customer, whose e-mail opens the quote.
  await member(page, consoleWatch)
  await requestCard(page, reference).getByRole('button', { name: 'Devis', exact: true }).click()
  const quoteForm = page.getByRole('dialog', { name: 'Envoyer un devis' })
  await quoteForm.getByLabel('Montant TTC, en euros').fill('85')
  await quoteForm.getByLabel('Délai indicatif, en jours').fill('7')
  await quoteForm.getByLabel('Travaux prévus').fill('Soudure de l’anneau et polissage.')
  await quoteForm.getByRole('button', { name: 'Envoyer le devis' }).click()
  await page
    .getByRole('dialog', { name: /^Prévenir .* par e-mail/ })
    .getByRole('button', { name: 'Envoyer l’e-mail' })
    .click()
  const quoteMail = await mailTo(customer, 'Devis envoyé')

  await page.goto(quoteMail.path)
  await hydrated(page)
  const quote = page.getByRole('region', { name: 'Votre devis' })
  await expect(quote).toContainText('85,00\u00a0€ TTC')
  await quote.getByRole('button', { name: 'Accepter le devis' }).click()
  await page
    .getByRole('dialog', { name: /^Accepter ce devis/ })
    .getByRole('button', { name: 'Oui, j’accepte le devis' })
    .click()
  await expect(history(page).first()).toContainText('Devis accepté')
  await waitForEmails(inboxUrl, 1, (message) => message.subject.startsWith(`${reference} — Devis accepté`), { timeoutMs: 60_000 })

  // The workshop takes the piece in, says it is ready (e-mailed, with the days it may be collected),
  // then hands it over.
  await page.goto('/atelier')
  await hydrated(page)
  await moveTo(page, reference, 'En atelier', false)
  await moveTo(page, reference, 'Prête à retirer', true)
  const ready = await mailTo(customer, 'Prête à retirer')
  expect(ready.mail.text).toContain('L’atelier est ouvert les jours suivants (heure de Paris)\u00a0:')
  expect(ready.mail.text).not.toContain(text)
  await moveTo(page, reference, 'Remise', false)

  await page.goto(ready.path)
  await hydrated(page)
  const told = ['Remise', 'Prête à retirer', 'En atelier', 'Devis accepté', 'Devis envoyé', 'Reçue']
  await expect(history(page)).toHaveCount(told.length)
  for (const [index, step] of told.entries()) await expect(history(page).nth(index)).toContainText(step)
})
