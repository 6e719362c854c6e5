// When the whole site meets its ceiling of contact messages (a flood from many addresses), a
// visitor loses nothing: the message waits in the outbox on their device, they read the truth
// (kept here, sent as soon as the site accepts it, the phone for anything urgent), and it arrives
// once the ceiling lifts. The ceiling holds back every sender, so this test runs after all the
// others (its own project in playwright.config.ts), and sets it through the test server's hook.
import { site } from '../../lib/site'
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.mjs'
import { emailFor, messagesWithText, supabaseUrl, uniqueText } from './support/backend'
import { expect, newClientAddress, test } from './support/fixtures'
import { outboxEntries } from './support/outboxEntries'
import { hydrated } from './support/builtPages'
import { emailsAbout } from './support/inbox'

test('@site-ceiling the site’s ceiling reached, the message is kept on the device; lifted, it arrives once', async ({ page, consoleWatch, baseURL }) => {
  test.setTimeout(60_000)
  consoleWatch.allow(/status of 429 .*\/rest\/v1\/contact_messages/)
  const setCeiling = async (max: number | 'lifted') => expect((await fetch(`${baseURL}/__e2e/site-ceiling?max=${max}`, { method: 'POST' })).status).toBe(204)

  // Someone else's message this hour, then a ceiling of one: the site takes no more.
  const earlier = await fetch(`${supabaseUrl}/rest/v1/contact_messages`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json', 'x-forwarded-for': newClientAddress() },
    body: JSON.stringify({ name: 'Autre visiteur', email: 'autre.visiteur@exemple.fr', service: 'création', message: uniqueText('Message précédent') }),
  })
  expect(earlier.status).toBe(201)
  await setCeiling(1)

  const text = uniqueText('Bonjour, je souhaite faire graver une montre de poche')
  const typed = { 'Nom complet': 'Louise Marchand', 'Adresse e-mail': emailFor(text, 'louise.marchand'), 'Votre message': text }
  const toasts = page.getByRole('region', { name: /Notifications/ })
  try {
    await page.goto('/contact?service=expertise')
    await hydrated(page)
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()

    await expect(toasts.getByText('Message gardé sur cet appareil')).toBeVisible()
    await expect(toasts).toContainText('Le site reçoit en ce moment plus de messages qu’il n’en accepte.')
    await expect(toasts).toContainText('Le vôtre est gardé sur cet appareil et partira de lui-même dès que le site l’acceptera')
    await expect(toasts).toContainText(`appelez-nous au ${site.phone.display}`)
    await expect(toasts.getByText('Message envoyé')).toHaveCount(0)
    await expect(toasts.getByText('Plusieurs messages déjà reçus')).toHaveCount(0)
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label)).toHaveValue(value)
    expect(await messagesWithText(text)).toEqual([])
  } finally {
    await setCeiling('lifted')
  }

  // Kept on this device, not refused.
  const [entry, ...others] = await outboxEntries(page)
  expect(others).toEqual([])
  expect(entry).toMatchObject({ state: 'pending', message: { row: { message: text } } })

  // The visitor comes back once the site accepts messages again: it leaves by itself, once.
  await page.reload()
  await hydrated(page)
  await expect(toasts.getByText('Message envoyé')).toBeVisible()
  await expect.poll(async () => (await outboxEntries(page)).filter((e) => e.state === 'pending')).toEqual([])
  const rows = await messagesWithText(text)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ id: entry!.message.row.id, name: 'Louise Marchand', service: 'expertise' })
  await expect.poll(async () => (await emailsAbout(text)).length, { timeout: 15_000 }).toBe(1)
})
