// A visit requested with a message on /contact: chosen with the keyboard among the days and times the
// page offers, delivered through the same outbox as every message (offline included), read back
// truthfully: a request the workshop confirms by e-mail, never a booking.
import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe'
import { emailFor, messagesWithText, uniqueText } from './support/backend'
import { chunkOf, hydrated, watchRequests } from './support/builtPages'
import { contactToasts } from '../../features/contact/contactToasts'
import { expect, test } from './support/fixtures'
import { backendUnreachable } from './support/serviceWorker'

const nbsp = '\u00a0'
const nnbsp = '\u202f'
const backend = { timeout: 30_000 }

const dayField = (page: Page) => page.getByLabel('Jour', { exact: true })
const timeField = (page: Page) => page.getByLabel('Heure', { exact: true })

/** The days the picker offers, once it has them: [value, label]. Its code loads as it nears the viewport. */
async function offeredDays(page: Page): Promise<[string, string][]> {
  await page.locator('#rendez-vous').scrollIntoViewIfNeeded()
  await expect(dayField(page)).toBeEnabled()
  return dayField(page)
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ''] as [string, string]))
}

async function fillMessage(page: Page, text: string) {
  await page.getByLabel('Nom complet').fill('Claire Martin')
  await page.getByLabel('Adresse e-mail').fill(emailFor(text, 'claire.martin'))
  await page.getByLabel('Votre message').fill(text)
}

const send = (page: Page) => page.getByRole('button', { name: 'Envoyer le message' }).click()
const checkedLabel = async (page: Page, field: 'Jour' | 'Heure') =>
  (await page.getByLabel(field, { exact: true }).locator('option:checked').textContent()) ?? ''

test('a day and a time picked with the keyboard leave with the message; the visitor reads the request is transmitted, to be confirmed by e-mail', async ({
  page,
}) => {
  const text = uniqueText('Rendez-vous au clavier')
  await page.goto('/contact#rendez-vous')
  await hydrated(page)
  // The link's target is in view: the visit part, open.
  await expect(page.locator('#rendez-vous')).toBeInViewport()
  const days = await offeredDays(page)
  // Four weeks of opening days (twenty, less the public holidays they hold, up to three, and the day
  // the « Fermetures » test may have closed meanwhile): never a Sunday or a Monday (no opening of the
  // owner's in this backend).
  expect(days.length).toBeGreaterThanOrEqual(16)
  expect(days.filter(([, label]) => /^(dimanche|lundi) /.test(label))).toEqual([])

  // The second day offered: today's first slots go as the clock passes two hours before them, and
  // one picked now could be gone by the time the message leaves.
  await dayField(page).focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(dayField(page)).toHaveValue(days[1]![0])
  await page.keyboard.press('Tab')
  await expect(timeField(page)).toBeFocused()
  await expect(timeField(page).locator('option').first()).toHaveText('Peu importe l’heure')
  await page.keyboard.press('ArrowDown')
  const time = await timeField(page).inputValue()
  expect(time).toMatch(/^(0\d|1\d):(00|30)$/)
  const timeLabel = await checkedLabel(page, 'Heure')
  expect(timeLabel).toMatch(new RegExp(`^\\d{1,2}${nbsp}h(${nbsp}30)?$`))
  expect(await axeViolations(page)).toEqual([])

  await fillMessage(page, text)
  await send(page)
  await expect(
    page.getByText(`Votre demande de rendez-vous pour ${days[1]![1]} à ${timeLabel} est transmise${nnbsp}; l’atelier vous confirme le créneau par e-mail.`),
  ).toBeVisible()
  await expect(page.getByText('Demande de rendez-vous transmise')).toBeVisible()
  const [row] = await messagesWithText(text)
  expect(row?.visit_date).toBe(days[1]![0])
  expect(row?.visit_time?.slice(0, 5)).toBe(time)
  // The form is ready for another message, without a visit.
  await expect(dayField(page)).toHaveValue('')
})

test('« peu importe l’heure » sends the day alone', async ({ page }) => {
  const text = uniqueText('Rendez-vous sans heure')
  await page.goto('/contact')
  await hydrated(page)
  const days = await offeredDays(page)
  const [day, label] = days[1]!
  await dayField(page).selectOption(day)
  await fillMessage(page, text)
  await send(page)
  await expect(page.getByText(`Votre demande de rendez-vous pour ${label} (peu importe l’heure) est transmise`, { exact: false })).toBeVisible()
  const [row] = await messagesWithText(text)
  expect(row).toMatchObject({ visit_date: day, visit_time: null })
})

test('a slot the owner blocked is shown taken and cannot be chosen', async ({ page, request }) => {
  await page.goto('/contact')
  await hydrated(page)
  const days = await offeredDays(page)
  // The last slot of the day before the last offered: the other tests pick slots of earlier days
  // (freeSlot), and the « Fermetures » test closes the last day, whose visits must stay its own.
  const [day] = days.at(-2)!
  await dayField(page).selectOption(day)
  const slot = await timeField(page).locator('option').last().getAttribute('value')
  expect(slot).toMatch(/^\d\d:\d\d$/)
  const hook = `/__e2e/visit-blocked-slot?day=${day}&time=${slot}`
  expect((await request.post(hook)).status()).toBe(204)
  try {
    await page.reload()
    await hydrated(page)
    await offeredDays(page)
    await dayField(page).selectOption(day)
    const taken = timeField(page).locator(`option[value="${slot}"]`)
    await expect(taken).toBeDisabled()
    await expect(taken).toHaveText(new RegExp(`${nbsp}— déjà pris$`))
    // The slot before it is still free.
    await expect(timeField(page).locator('option').nth(-2)).toBeEnabled()
    // The keyboard passes over it: from the slot before, the next press stays there.
    const before = await timeField(page).locator('option').nth(-2).getAttribute('value')
    await timeField(page).selectOption(before!)
    await timeField(page).focus()
    await page.keyboard.press('ArrowDown')
    await expect(timeField(page)).toHaveValue(before!)
    await expect(timeField(page).selectOption(slot!, { timeout: 1_000 })).rejects.toThrow()
  } finally {
    await request.delete(hook)
  }
})

test('a visit request made offline is kept on the device, says so, and arrives once with its slot', async ({ page, context, consoleWatch }) => {
  consoleWatch.allow(backendUnreachable)
  const text = uniqueText('Rendez-vous hors ligne')
  await page.goto('/contact')
  await hydrated(page)
  const days = await offeredDays(page)
  const [day, label] = days[2]!
  await dayField(page).selectOption(day)
  const time = (await timeField(page).locator('option').nth(2).getAttribute('value'))!
  await timeField(page).selectOption(time)
  const timeLabel = await checkedLabel(page, 'Heure')
  const requests = watchRequests(page)
  await fillMessage(page, text)
  // Everything sending needs has loaded once the visitor is on the form.
  await requests.quiet()
  await context.setOffline(true)
  await send(page)
  await expect(
    page.getByText(
      `Vous semblez hors ligne${nbsp}: votre demande de rendez-vous pour ${label} à ${timeLabel} est gardée sur cet appareil et partira automatiquement dès le retour de la connexion${nnbsp}; l’atelier vous confirmera ensuite le créneau par e-mail.`,
    ),
  ).toBeVisible()
  await expect(page.getByText(contactToasts.queued.title)).toBeVisible()
  expect(await messagesWithText(text)).toEqual([])

  await context.setOffline(false)
  await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
  await expect(page.getByText(contactToasts.deliveredLater(1).description)).toBeVisible()
  const [row] = await messagesWithText(text)
  expect(row?.visit_date).toBe(day)
  expect(row?.visit_time?.slice(0, 5)).toBe(time)
  await page.reload()
  await hydrated(page)
  expect(await messagesWithText(text)).toHaveLength(1)
})

test('a queued request whose day passed before it left reaches the workshop without the slot, and the visitor is told', async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.allow(backendUnreachable)
  // The database's refusal of the slot, which the browser logs, before the message leaves without it.
  consoleWatch.allow(/status of 400 \(Bad Request\) http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/contact_messages/)
  // The device's clock a week behind: the picker offers days that are past for the database, as for
  // a request that waited a week on the device.
  await page.clock.setFixedTime(new Date(Date.now() - 7 * 24 * 3600_000))
  const text = uniqueText('Rendez-vous passé')
  await page.goto('/contact')
  await hydrated(page)
  const [[day]] = (await offeredDays(page)) as [[string, string]]
  await dayField(page).selectOption(day)
  await timeField(page).selectOption({ index: 1 })
  const requests = watchRequests(page)
  await fillMessage(page, text)
  await requests.quiet()
  await context.setOffline(true)
  await send(page)
  await expect(page.getByText(contactToasts.queued.title)).toBeVisible()

  await context.setOffline(false)
  await expect.poll(async () => (await messagesWithText(text)).length, backend).toBe(1)
  const [row] = await messagesWithText(text)
  expect(row).toMatchObject({ message: text, visit_date: null, visit_time: null })
  await expect(
    page.getByText(
      `Votre message gardé sur cet appareil nous est bien parvenu. Le créneau demandé n’était plus proposé quand votre message est parti${nbsp}: l’atelier vous proposera un autre moment.`,
    ),
  ).toBeVisible()
})

test('the header’s « Prendre rendez-vous » opens the contact form with the visit request in view, with the service of the page it came from', async ({
  page,
}) => {
  await page.goto('/services/achat-or')
  await hydrated(page)
  await page.getByRole('main').getByRole('link', { name: 'Prendre rendez-vous' }).first().click()
  await expect(page).toHaveURL(/\/contact\?service=achat-or#rendez-vous$/)
  await expect(page.locator('#rendez-vous')).toBeInViewport()
  await expect(page.getByRole('radio', { name: /Achat d’or/ })).toBeChecked()
  await page.goto('/a-propos')
  await hydrated(page)
  await page.getByRole('banner').getByRole('link', { name: 'Prendre rendez-vous' }).click()
  await expect(page).toHaveURL(/\/contact#rendez-vous$/)
  await expect(page.locator('#rendez-vous')).toBeInViewport()
  await expect(dayField(page)).toBeEnabled()
})

test('« Prendre rendez-vous » followed within the site lands on the visit part while the picker’s code is still on its way', async ({ page }) => {
  const picker = chunkOf('features/contact/VisitPicker.tsx')
  // The picker's code held back, as on a slow phone network: the router scrolls before it arrives.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === picker,
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/services/achat-or')
  await hydrated(page)
  await page.getByRole('link', { name: 'Prendre rendez-vous' }).filter({ visible: true }).first().click()
  await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe('/contact#rendez-vous')
  // Landed on the visit part before its code came: the page does not jump there later.
  await expect(page.locator('#rendez-vous')).toBeInViewport({ timeout: 3_000 })
  const landedAt = await page.evaluate(() => scrollY)
  release()
  await expect(dayField(page)).toBeVisible()
  await expect(page.locator('#rendez-vous')).toBeInViewport()
  expect(Math.abs((await page.evaluate(() => scrollY)) - landedAt), 'the page stays where it landed').toBeLessThan(4)
})
