// A slow phone: the CPU throttled 6x (DevTools' "low-end mobile") and the page's scripts slow to
// arrive, so the visitor reads the prerendered form and starts typing before React has hydrated it.
// Whatever they typed, and the service the link chose, must be what the workshop receives.
import type { Page } from '@playwright/test'
import { PHOTO_NAME, messagesWithText, smallJpeg, uniqueText } from './support/backend'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'

// A send here has, rarely and on a busy machine, ended with nothing: no request to Supabase, no
// toast, the text still in the form, the button enabled. The first failure keeps its trace (the
// suite records one only on a retry, which then passes), to show where it stopped: its actions, the
// page's DOM at each, its console and network, without the screencast's frames, which cost the
// file more than the rest of the trace.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } })

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')

/** Opens the page with its scripts held back; the returned function lets them arrive. */
async function openOnSlowPhone(page: Page, query: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  // Once hydrated, sending is what the other contact tests cover: full speed keeps this one short.
  void hydrated(page, { timeout: 60_000 })
    .then(() => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }))
    .catch(() => {})
  // The scripts come late, as on a poor mobile connection: the form is there, React is not yet.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(entries|chunks)\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(`/contact${query}`, { waitUntil: 'domcontentloaded' })
  return release
}

for (const [query, service, radio] of [
  ['?service=horlogerie', 'horlogerie', /^Horlogerie/],
  ['?service=reparation-montres', 'horlogerie', /^Horlogerie/],
] as const) {
  test(`typing before hydration on /contact${query} keeps every field and the service`, async ({ page }) => {
    test.slow()
    const text = uniqueText('Ma pendule ne sonne plus les heures')
    // One address per run: the database allows one e-mail address 10 messages a day, and a test run
    // again (a retry, --repeat-each) must not meet that limit.
    const email = `helene.garnier+${Date.now()}${Math.floor(Math.random() * 1e4)}@exemple.fr`
    const scriptsArrive = await openOnSlowPhone(page, query)

    await page.getByLabel('Nom complet').fill('Hélène Garnier')
    await page.getByLabel('Adresse e-mail').fill(email)
    await page.getByLabel('Téléphone').fill('06 11 22 33 44')
    await page.getByLabel('Objet').fill('Pendule de cheminée')
    await page.getByLabel('Comment préférez-vous être recontacté ?').selectOption('email')
    await page.getByLabel('Urgence').selectOption('elevated')
    await page.getByLabel('Votre message').fill(text)
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'pendule.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    // The point of the test: all of it was typed into the prerendered form.
    expect(await isHydrated(page), 'typed before hydration').toBe(false)

    scriptsArrive()
    await hydrated(page, { timeout: 30_000 })
    await expect(page.getByRole('radio', { name: radio })).toBeChecked()
    await expect(page.getByLabel('Nom complet')).toHaveValue('Hélène Garnier')
    await expect(page.getByLabel('Votre message')).toHaveValue(text)
    await page.getByRole('button', { name: 'Envoyer le message' }).click()

    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible({ timeout: 20_000 })
    const [row, ...others] = await messagesWithText(text)
    expect(others).toHaveLength(0)
    expect(row).toMatchObject({
      name: 'Hélène Garnier',
      email,
      phone: '06 11 22 33 44',
      service,
      subject: 'Pendule de cheminée',
      message: text,
      preferred_contact: 'email',
      urgency: 'elevated',
    })
    expect(row?.file_url, 'the photo chosen before hydration was sent').toMatch(PHOTO_NAME)
  })
}

test('a service the visitor picked before hydration wins over the link', async ({ page }) => {
  test.slow()
  const scriptsArrive = await openOnSlowPhone(page, '?service=horlogerie')
  await page.getByRole('radio', { name: /^Expertise/ }).check({ force: true })
  expect(await isHydrated(page), 'picked before hydration').toBe(false)
  scriptsArrive()
  await hydrated(page, { timeout: 30_000 })
  await expect(page.getByRole('radio', { name: /^Expertise/ })).toBeChecked()
})
