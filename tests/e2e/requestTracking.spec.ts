// A request followed from « Envoyer » to the back office: the reference on screen, the receipt in the
// inbox, the private tracking page at « Reçue », then a status the workshop moves shown on that page.
import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe'
import { inboxUrl, member, toAddress } from './support/atelier'
import { emailFor, messagesWithText, uniqueText } from './support/backend'
import { hydrated } from './support/builtPages'
import { backendUnreachable } from './support/serviceWorker'
import { sendContactForm } from './support/contactForm'
import { expect, test } from './support/fixtures'
import { waitForEmails } from '../integration/helpers/inbox'

test.describe.configure({ timeout: 180_000 })

const history = (page: Page) => page.getByRole('list', { name: 'Où en est votre demande' }).getByRole('listitem')

test('send → reference on screen → receipt → tracking page « Reçue » → « Examinée » from « À traiter » shows there', async ({
  page,
  context,
  consoleWatch,
}) => {
  const text = uniqueText('Suivi de demande')
  await page.goto('/contact')
  await hydrated(page)
  await sendContactForm(page, text)
  await expect(page.getByLabel('Votre message')).toHaveValue('', { timeout: 30_000 })
  const [row] = await messagesWithText(text)
  expect(row!.reference).toMatch(/^MB-\d{2}-\d{4,}$/)
  // The toast says the reference and leads to the tracking page.
  await expect(page.getByText(`Votre référence\u00a0: ${row!.reference}.`)).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Suivre ma demande' }).click()
  await expect(page).toHaveURL(/\/suivi#[A-Za-z0-9_-]{43}$/)
  const browserLink = page.url()
  await expect(page.getByText(row!.reference, { exact: true })).toBeVisible()
  await expect(history(page).first()).toContainText('Reçue')
  expect(await axeViolations(page)).toEqual([])

  // The receipt: its own link opens the same request.
  const [receipt] = await waitForEmails(inboxUrl, 1, toAddress(emailFor(text, 'claire.martin')), { timeoutMs: 60_000, settleMs: 0 })
  expect(receipt?.subject).toBe(`Votre demande ${row!.reference} est bien reçue — Maison Bologne`)
  expect(receipt?.text).not.toContain(text)
  const emailLink = /https?:\/\/\S+\/suivi#[A-Za-z0-9_-]{43}/.exec(receipt!.text)?.[0]
  expect(emailLink).toBeDefined()
  expect(new URL(emailLink!).hash).not.toBe(new URL(browserLink).hash)

  // The workshop moves it in one tap; the page shows it on its next reading.
  await member(page, consoleWatch)
  const request = page.getByRole('article').filter({ hasText: row!.reference })
  await expect(request).toContainText('Reçue')
  await request.getByRole('group', { name: 'Passer la demande à l’étape' }).getByRole('button', { name: 'Examinée' }).click()
  // Moved, the customer may be told by e-mail: not this time.
  const tell = page.getByRole('dialog')
  await expect(tell).toContainText(/La demande est passée à l’étape «.Examinée.»/)
  await tell.getByRole('button', { name: 'Ne pas prévenir' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(request).toContainText('Examinée')

  await page.goto(`/suivi${new URL(emailLink!).hash}`)
  await hydrated(page)
  await expect(history(page).first()).toContainText('Examinée')
  await expect(history(page).nth(1)).toContainText('Reçue')

  // Offline, the page shows what it last read, and when.
  consoleWatch.allow(backendUnreachable)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Actualiser' }).click()
  await expect(page.getByRole('status')).toContainText('Hors connexion')
  await expect(history(page).first()).toContainText('Examinée')
  await expect(page.getByText(/^Mis à jour le \d+ \S+ \d{4} à \d{2}:\d{2}\.$/)).toBeVisible()
  await context.setOffline(false)

  // A link altered by one character gets the same words as any wrong link.
  const altered = browserLink.slice(0, -1) + (browserLink.endsWith('A') ? 'B' : 'A')
  await page.goto(altered.replace(/^https?:\/\/[^/]+/, ''))
  await page.reload()
  await expect(page.getByRole('status')).toContainText('Ce lien de suivi n’est pas valable.')
})
