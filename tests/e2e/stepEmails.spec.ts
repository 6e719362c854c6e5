// The e-mail to the customer at a step, from « À traiter »: a member moves a request to « En atelier »
// without telling the customer, then to « Prête à retirer », edits the offered text and sends it; a
// first sending that fails says so and keeps the text, « Réessayer » sends it. The inbox has it with
// the workshop's text and the next opening days, and its link opens the tracking page at that step.
import type { Page } from '@playwright/test'
import { waitForEmails } from '../integration/helpers/inbox'
import { axeViolations } from './support/axe'
import { address, card, inboxUrl, member, sendRequest, toAddress } from './support/atelier'
import { uniqueText, runNumber } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

test.describe.configure({ timeout: 180_000 })

const history = (page: Page) => page.getByRole('list', { name: 'Où en est votre demande' }).getByRole('listitem')
const step = (page: Page, name: string, label: string) =>
  card(page, name).getByRole('group', { name: 'Passer la demande à l’étape' }).getByRole('button', { name: label })

test('« Prête à retirer »: the text edited, a failed sending retried, the e-mail in the inbox with the hours, its link to /suivi', async ({
  page,
  consoleWatch,
}) => {
  const name = `Hélène ${runNumber()}`
  const email = address('etape')
  await sendRequest({ name, email, message: uniqueText('Bague à mettre à taille') })
  await member(page, consoleWatch)

  await step(page, name, 'En atelier').click()
  const dialog = page.getByRole('dialog', { name: `Prévenir ${name} par e-mail\u00a0?` })
  await expect(dialog).toContainText(/La demande est passée à l’étape «.En atelier.»/)
  await expect(dialog.getByRole('button', { name: 'Ne pas prévenir' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Ne pas prévenir' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(card(page, name)).toContainText('En atelier')

  await step(page, name, 'Prête à retirer').click()
  await expect(dialog).toBeVisible()
  const text = dialog.getByLabel('Le texte de l’e-mail')
  await expect(text).toHaveValue(/votre pièce est prête/)
  expect(await axeViolations(page)).toEqual([])
  await text.fill('Votre bague est prête, mise à votre taille.\n\nÀ très vite à l’atelier.')

  // The first sending does not reach the server: said here, the text kept, « Réessayer ».
  consoleWatch.allow(/send-step-email/)
  await page.route('**/functions/v1/send-step-email', (route) => route.abort('connectionfailed'), { times: 1 })
  await dialog.getByRole('button', { name: 'Envoyer l’e-mail' }).click()
  await expect(dialog.getByRole('alert')).toContainText('L’e-mail n’est pas parti.')
  await expect(text).toHaveValue('Votre bague est prête, mise à votre taille.\n\nÀ très vite à l’atelier.')
  await dialog.getByRole('button', { name: 'Réessayer' }).click()
  await expect(page.getByText(`E-mail envoyé à ${name}.`)).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toHaveCount(0)
  await expect(card(page, name)).toContainText('Prête à retirer')

  const steps = await waitForEmails(inboxUrl, 1, (mail) => toAddress(email)(mail) && mail.subject.includes('Prête à retirer'), {
    timeoutMs: 30_000,
  })
  expect(steps).toHaveLength(1)
  const [mail] = steps
  expect(mail!.subject).toMatch(/^Votre demande MB-\d{2}-\d{4,}\u00a0: Prête à retirer — Maison Bologne$/)
  expect(mail!.text).toContain(`Bonjour ${name},\n\nVotre bague est prête, mise à votre taille.\n\nÀ très vite à l’atelier.`)
  expect(mail!.text).toContain('L’atelier est ouvert les jours suivants (heure de Paris)\u00a0:')
  expect(mail!.text).toMatch(/^- (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+ \S+( \d{4})?\u00a0: \d+\u00a0h(\u00a0\d\d)? – \d+\u00a0h/m)
  expect(mail!.text).not.toContain('Bague à mettre à taille')

  const link = /https?:\/\/\S+\/suivi(#[A-Za-z0-9_-]{43})/.exec(mail!.text)
  expect(link).not.toBeNull()
  await page.goto(`/suivi${link![1]}`)
  await hydrated(page)
  await expect(history(page).first()).toContainText('Prête à retirer')
})
