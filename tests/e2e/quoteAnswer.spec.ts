// A quote from the back office to the customer's answer: the workshop sends « Devis » from a
// request's card and tells the customer by e-mail, the customer follows the e-mail's link to the
// tracking page, reads the quote and the terms, accepts it after a confirmation, the workshop's
// e-mail arrives and the card shows the answer.
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe'
import { address, inboxUrl, member, sendRequest, service, toAddress } from './support/atelier'
import { supabaseUrl, uniqueText } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'
import { waitForEmails } from '../integration/helpers/inbox'

test.describe.configure({ timeout: 180_000 })

/** Once a quote is sent, the offered e-mail « Devis envoyé » sent as written; its link, from the inbox. */
async function quoteEmailLink(page: Page, name: string, email: string): Promise<string> {
  const tell = page.getByRole('dialog', { name: `Prévenir ${name} par e-mail\u00a0?` })
  await expect(tell.getByLabel('Le texte de l’e-mail')).toHaveValue(/Votre devis vous attend sur votre page de suivi/)
  await tell.getByRole('button', { name: 'Envoyer l’e-mail' }).click()
  await expect(page.getByText(`E-mail envoyé à ${name}.`)).toBeVisible({ timeout: 30_000 })
  const [mail] = await waitForEmails(inboxUrl, 1, (message) => toAddress(email)(message) && message.subject.includes('Devis envoyé'), { timeoutMs: 30_000 })
  const link = /https?:\/\/\S+(\/suivi#[A-Za-z0-9_-]{43})/.exec(mail!.text)
  expect(link).not.toBeNull()
  return link![1]!
}

test('« Devis » in /atelier → the customer accepts it on /suivi → the workshop is e-mailed → the card shows « accepté »', async ({ page, consoleWatch }) => {
  const name = uniqueText('Client du devis')
  const secret = randomBytes(32).toString('base64url')
  const email = address('devis')
  const id = await sendRequest({ name, email, message: 'Mon fermoir est cassé.', tracking_secret: secret })
  const [row] = (await (await fetch(`${supabaseUrl}/rest/v1/contact_messages?select=reference&id=eq.${id}`, { headers: service })).json()) as {
    reference: string
  }[]
  const reference = row!.reference

  await member(page, consoleWatch)
  const card = page.getByRole('article', { name })
  await card.getByRole('button', { name: 'Devis', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Envoyer un devis' })
  // The form's rules, before anything is sent; what was typed stays.
  await dialog.getByLabel('Montant TTC, en euros').fill('0')
  await dialog.getByLabel('Délai indicatif, en jours').fill('21')
  await dialog.getByLabel('Travaux prévus').fill('Remplacement du fermoir, or jaune 18 carats.')
  await dialog.getByRole('button', { name: 'Envoyer le devis' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Indiquez un montant en euros')
  await expect(dialog.getByLabel('Travaux prévus')).toHaveValue('Remplacement du fermoir, or jaune 18 carats.')
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByLabel('Montant TTC, en euros').fill('1 234,50')
  await dialog.getByRole('button', { name: 'Envoyer le devis' }).click()
  await expect(page.getByText(`Devis envoyé pour ${reference}.`, { exact: false })).toBeVisible()
  await expect(card.locator('[data-request-status]')).toHaveText('Devis envoyé')
  await expect(card).toContainText('1\u202f234,50\u00a0€ TTC, 3\u00a0semaines — en attente de réponse')
  const trackingPath = await quoteEmailLink(page, name, email)

  await page.goto(trackingPath)
  await hydrated(page)
  const quote = page.getByRole('region', { name: 'Votre devis' })
  await expect(quote).toContainText('1\u202f234,50\u00a0€ TTC')
  await expect(quote).toContainText('3\u00a0semaines')
  await expect(quote).toContainText('Remplacement du fermoir, or jaune 18 carats.')
  await expect(quote).toContainText('Tout travail supplémentaire découvert en cours d’intervention fait l’objet d’un nouveau devis')
  await expect(quote.getByRole('link', { name: /Droit de rétractation/ })).toHaveAttribute('href', '/cgv#retractation')
  expect(await axeViolations(page)).toEqual([])

  // Each answer asks first; going back changes nothing.
  await quote.getByRole('button', { name: 'Refuser le devis' }).click()
  await page
    .getByRole('dialog', { name: /^Refuser ce devis/ })
    .getByRole('button', { name: 'Revenir au devis' })
    .click()
  await quote.getByRole('button', { name: 'Accepter le devis' }).click()
  const ask = page.getByRole('dialog', { name: /^Accepter ce devis/ })
  await expect(ask).toContainText('1\u202f234,50\u00a0€ TTC')
  expect(await axeViolations(page)).toEqual([])
  await ask.getByRole('button', { name: 'Oui, j’accepte le devis' }).click()
  await expect(quote.getByRole('status')).toContainText('votre accord est enregistré')
  await expect(quote).toContainText('Vous avez accepté ce devis le')
  await expect(quote.getByRole('button', { name: 'Accepter le devis' })).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Où en est votre demande' }).getByRole('listitem').first()).toContainText('Devis accepté')

  const [mail] = await waitForEmails(inboxUrl, 1, (email) => email.subject.startsWith(`${reference} — Devis accepté`), { timeoutMs: 60_000, settleMs: 0 })
  expect(mail!.subject).toBe(`${reference} — Devis accepté (1\u202f234,50\u00a0€ TTC)`)
  expect(mail!.text).toContain('/atelier')
  expect(mail!.text).not.toContain('fermoir est cassé')

  await page.goto('/atelier')
  await hydrated(page)
  await expect(card.locator('[data-request-status]')).toHaveText('Devis accepté')
  await expect(card).toContainText(/1\u202f234,50\u00a0€ TTC, 3\u00a0semaines — accepté en ligne le /)
})
