// A visitor whose connection already sent the day's allowance of messages (the database's rate
// limit: 5 in 10 minutes per client address) is told so in French, with the phone number for
// anything urgent, and loses nothing: every field stays as typed, and the message waits in the
// outbox to leave later by itself, under its own id, so it still arrives once.
import { site } from '../../lib/site'
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.mjs'
import { emailFor, messagesWithText, supabaseUrl, uniqueText } from './support/backend'
import { expect, newClientAddress, test } from './support/fixtures'
import { outboxEntries } from './support/outboxEntries'
import { hydrated } from './support/builtPages'

/** Five messages sent from `address` straight to the API, as a script (or the visitor earlier) would. */
async function useTheAllowance(address: string) {
  for (let n = 0; n < 5; n += 1) {
    const response = await fetch(`${supabaseUrl}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ name: 'Déjà venu', email: `deja.venu+${n}@exemple.fr`, service: 'création', message: uniqueText('Message précédent') }),
    })
    expect(response.status).toBe(201)
  }
}

test('over the limit, the visitor reads why in French, keeps every field, and the message waits to leave once', async ({ page, consoleWatch }) => {
  test.setTimeout(60_000)
  consoleWatch.allow(/status of 429 .*\/rest\/v1\/contact_messages/)
  const address = newClientAddress()
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  await useTheAllowance(address)

  const text = uniqueText('Bonjour, je voudrais faire expertiser une bague de famille')
  const typed = {
    'Nom complet': 'Hélène Garnier',
    'Adresse e-mail': emailFor(text, 'helene.garnier'),
    Téléphone: '06 12 34 56 78',
    Objet: 'Expertise avant partage',
    'Votre message': text,
  }
  await page.goto('/contact?service=expertise')
  await hydrated(page)
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value)
  await page.getByLabel('Comment préférez-vous être recontacté ?').selectOption('phone')
  await page.getByLabel('Urgence').selectOption('urgent')
  const before = Date.now()
  await page.getByRole('button', { name: 'Envoyer le message' }).click()

  const toasts = page.getByRole('region', { name: /Notifications/ })
  await expect(toasts.getByText('Plusieurs messages déjà reçus')).toBeVisible()
  await expect(toasts).toContainText('Nous avons déjà reçu plusieurs messages de votre part et l’atelier vous répondra.')
  await expect(toasts).toContainText(`appelez-nous au ${site.phone.display}`)
  await expect(toasts.getByText('Message envoyé')).toHaveCount(0)

  // Nothing typed is lost.
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label)).toHaveValue(value)
  await expect(page.getByRole('radio', { name: /^Expertise/ })).toBeChecked()
  await expect(page.getByLabel('Comment préférez-vous être recontacté ?')).toHaveValue('phone')
  await expect(page.getByLabel('Urgence')).toHaveValue('urgent')
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled()
  expect(await messagesWithText(text)).toEqual([])

  // Not refused: it waits in the outbox, not before the limit's 10 minutes are over.
  const [entry, ...others] = await outboxEntries(page)
  expect(others).toEqual([])
  expect(entry).toMatchObject({ state: 'pending', message: { row: { message: text } } })
  expect(entry!.nextAttemptAt).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1_000)

  // Later (here: from another connection) the visitor sends again: the same message arrives, once.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(toasts.getByText('Message envoyé')).toBeVisible()
  const rows = await messagesWithText(text)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ id: entry!.message.row.id, name: 'Hélène Garnier', phone: '06 12 34 56 78', service: 'expertise', urgency: 'urgent' })
  await expect.poll(async () => (await outboxEntries(page)).filter((e) => e.state === 'pending')).toEqual([])
})
