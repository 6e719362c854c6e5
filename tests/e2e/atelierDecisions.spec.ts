// The back office's decisions in the browser: « Décliner » in « À traiter » (the visitor is e-mailed
// the reason, the request stays open), « Annuler la visite » (the calendar's cancellation e-mailed,
// the journal naming the member), « Fermetures » (days out of order refused with nothing lost,
// the confirmed visits and those booked by phone covered listed first, with the callers' numbers,
// listed again when they moved, a closure removed after its confirmation) and « Prix de l’or »
// (« 68,5o » refused, a big move confirmed, a save based on a list replaced meanwhile refused with
// the figures kept).
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test'
import { slotWords } from '../../supabase/functions/_shared/request/visitSlot'
import { calendarParts, emailSource, waitForEmails } from '../integration/helpers/inbox'
import { axeViolations } from './support/axe'
import { address, card, closingDaySlots, freeSlot, inboxUrl, member, sendRequest, service, toAddress } from './support/atelier'
import { removeClosures, supabaseUrl, uniqueText, runNumber } from './support/backend'
import { expect, test } from './support/fixtures'

type Slot = { day: string; time: string }
const nbsp = (text: string) => text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')
const rpc = async (name: string, body: Record<string, unknown>) => {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, { method: 'POST', headers: service, body: JSON.stringify(body) })
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json() as Promise<Record<string, unknown>>
}

test('« Décliner »: asks for a message, e-mails it to the visitor, and leaves the request open', async ({ page, consoleWatch }) => {
  const name = `Hélène ${runNumber()}`
  const email = address('decline')
  const slot = await freeSlot()
  await sendRequest({ name, email, message: uniqueText('Visite'), visit_date: slot.day, visit_time: slot.time })
  await member(page, consoleWatch)
  const request = card(page, name)
  await request.getByRole('button', { name: 'Décliner la visite' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Oui, décliner et envoyer' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Écrivez un message')
  await dialog.getByLabel('Votre message à la personne').fill('L’atelier est complet cette semaine-là.')
  await dialog.getByRole('button', { name: 'Oui, décliner et envoyer' }).click()
  await expect(page.getByText(/^Visite déclinée/)).toBeVisible()
  await expect(request).toContainText('déclinée')
  await expect(request.getByRole('button', { name: 'Décliner la visite' })).toHaveCount(0)
  const [declined] = await waitForEmails(inboxUrl, 1, toAddress(email), { timeoutMs: 20_000, settleMs: 0 })
  expect(declined?.text).toContain('L’atelier est complet cette semaine-là.')
})

test('« Annuler la visite »: a confirmed visit is cancelled after its confirmation, the visitor is e-mailed the calendar’s cancellation, and the journal names the member', async ({
  page,
  consoleWatch,
}) => {
  const name = `Agathe ${runNumber()}`
  const email = address('annulation')
  const slot = await freeSlot()
  const id = await sendRequest({ name, email, message: uniqueText('Visite'), visit_date: slot.day, visit_time: slot.time })
  expect(await rpc('confirm_visit', { message_id: id, on_day: null, at_time: null })).toMatchObject({ outcome: 'done' })
  const signedInAs = await member(page, consoleWatch)
  const request = card(page, name)
  await request.getByRole('button', { name: 'Annuler la visite' }).click()
  await page.getByRole('dialog', { name: 'Annuler cette visite confirmée ?' }).getByRole('button', { name: 'Oui, annuler la visite' }).click()
  await expect(page.getByText(nbsp('Visite annulée : la personne va recevoir un e-mail, avec l’annulation pour son agenda.'))).toBeVisible()
  await expect(request.getByRole('button', { name: 'Annuler la visite' })).toHaveCount(0)
  const [cancelled] = await waitForEmails(inboxUrl, 1, toAddress(email), { timeoutMs: 20_000, settleMs: 0 })
  expect(cancelled?.subject).toMatch(/est annulée par l’atelier$/)
  expect(calendarParts(await emailSource(inboxUrl, cancelled!.id))[0]).toMatch(/^METHOD:CANCEL\r?$/m)
  await page.getByRole('tab', { name: 'Journal' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: `${signedInAs} a annulé la visite` })).toContainText(`demande de ${name}`)
})

// The closure the « Fermetures » test saves and the slots it books by phone, removed after it even
// when it fails midway: left, the closure would close that day for every other test of the run, and
// the bookings would be listed again on its retry.
let closedDay: string | null = null
let phoneBooked: Slot[] = []
test.afterEach(async ({ request }) => {
  if (closedDay) await removeClosures(closedDay, 'Inventaire')
  for (const at of phoneBooked) await request.delete(`/__e2e/visit-blocked-slot?day=${at.day}&time=${at.time}`)
  closedDay = null
  phoneBooked = []
})

/** A slot booked by phone as the owner books it, with the caller's name and number if any; freed after the test. */
async function bookedByPhone(request: APIRequestContext, at: Slot, who: string, phone?: string) {
  phoneBooked.push(at)
  const caller = `name=${encodeURIComponent(who)}${phone ? `&phone=${encodeURIComponent(phone)}` : ''}`
  expect((await request.post(`/__e2e/visit-blocked-slot?day=${at.day}&time=${at.time}&${caller}`)).status()).toBe(204)
}

/** Holds the page's calls to the backend, but the one whose address contains `except`, until released. */
async function holdReads(page: Page, except: string) {
  const held: Route[] = []
  let holding = true
  await page.route('**/rest/v1/**', (route) => (holding && !route.request().url().includes(except) ? held.push(route) : route.continue()))
  return {
    held: () => held.length,
    release: async () => {
      holding = false
      for (const route of held) await route.continue()
      await page.unroute('**/rest/v1/**')
    },
  }
}

/** How many visits the closure's dialog lists, with an e-mail and by phone. */
const listedVisits = async (dialog: Locator) => dialog.getByRole('list').getByRole('listitem').count()

test('« Fermetures »: a range out of order is refused with nothing lost; the visits covered, those booked by phone with their numbers, are listed, listed again when they moved, then the closure is saved and removed', async ({
  page,
  request,
  consoleWatch,
}) => {
  const name = `Claire ${runNumber()}`
  const [slot, phoned, phonedLater] = (await closingDaySlots(3)) as [Slot, Slot, Slot]
  closedDay = slot.day
  const id = await sendRequest({ name, message: uniqueText('Visite'), visit_date: slot.day, visit_time: slot.time })
  expect(await rpc('confirm_visit', { message_id: id, on_day: null, at_time: null })).toMatchObject({ outcome: 'done' })
  const caller = `M. Petit ${runNumber()}`
  const bookByPhone = (at: Slot, who: string, phone?: string) => bookedByPhone(request, at, who, phone)
  await bookByPhone(phoned, caller, '06 12 34 56 78')
  const signedInAs = await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Fermetures' }).click()
  const before = new Date(Date.parse(`${slot.day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Premier jour fermé').fill(slot.day)
  await page.getByLabel('Dernier jour fermé').fill(before)
  await page.getByLabel('Raison affichée sur le site').fill('Inventaire')
  await page.getByRole('button', { name: 'Vérifier et enregistrer' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Le dernier jour est avant le premier' })).toBeVisible()
  await expect(page.getByLabel('Raison affichée sur le site')).toHaveValue('Inventaire')
  await expect(page.getByLabel('Premier jour fermé')).toHaveValue(slot.day)
  await page.getByLabel('Dernier jour fermé').fill(slot.day)
  await page.getByRole('button', { name: 'Vérifier et enregistrer' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('list', { name: 'Visites annulées, avec un e-mail' })).toContainText(name)
  const byPhone = dialog.getByRole('list', { name: nbsp('Visites réservées par téléphone, sans e-mail : à appeler') })
  await expect(byPhone).toContainText(caller)
  await expect(byPhone.getByRole('listitem').filter({ hasText: caller }).getByRole('link', { name: 'Appeler le 06 12 34 56 78' })).toHaveAttribute(
    'href',
    'tel:+33612345678',
  )
  await expect(dialog).toContainText(nbsp('Cette personne ne recevra aucun e-mail : appelez-la.'))
  // Other tests may have visits on the same day: the button counts every visit the two lists show.
  const closeAll = dialog.getByRole('button', { name: /^Oui, fermer et annuler les \d+ visites$/ })
  await expect(closeAll).toHaveText(`Oui, fermer et annuler les ${await listedVisits(dialog)} visites`)
  expect(await axeViolations(page)).toEqual([])
  // Meanwhile, the visit is cancelled elsewhere and another caller books the same day: the lists shown are no longer true.
  expect(await rpc('workshop_cancel_visit', { message_id: id, reason: null })).toMatchObject({ outcome: 'done' })
  const laterCaller = `Mme Roux ${runNumber()}`
  await bookByPhone(phonedLater, laterCaller)
  // The back office reads its lists again after the refusal: until it has them, the button waits, so
  // that a click meanwhile is not lost.
  const refresh = await holdReads(page, '/rpc/atelier_close_days')
  await closeAll.click()
  await expect(dialog.getByRole('alert')).toContainText('Les visites ont changé entre-temps')
  await expect.poll(refresh.held).toBeGreaterThan(0)
  await expect(closeAll).toBeDisabled()
  await refresh.release()
  await expect(dialog).not.toContainText(name)
  await expect(byPhone).toContainText(caller)
  await expect(byPhone).toContainText(laterCaller)
  await expect(byPhone).toContainText('pas de téléphone noté')
  await expect(closeAll).toHaveText(`Oui, fermer et annuler les ${await listedVisits(dialog)} visites`)
  const phoneBookings = await byPhone.getByRole('listitem').count()
  await closeAll.click()
  await expect(page.getByText(/^Fermeture enregistrée\./)).toContainText(
    nbsp(`${phoneBookings} visites réservées par téléphone retirées : appelez ces personnes.`),
  )
  // The journal names each, by its slot, after the member who closed the day.
  await page.getByRole('tab', { name: 'Journal' }).click()
  const removed = page.getByRole('listitem').filter({ hasText: `${signedInAs} a retiré une visite réservée par téléphone en fermant l’atelier ce jour-là` })
  for (const at of [phoned, phonedLater]) await expect(removed.filter({ hasText: slotWords(at.day, at.time) })).toHaveCount(1)
  await page.getByRole('tab', { name: 'Fermetures' }).click()
  const listed = page.getByRole('listitem').filter({ hasText: 'Inventaire' })
  await expect(listed).toHaveCount(1)
  await listed.getByRole('button', { name: 'Retirer' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, retirer la fermeture' }).click()
  await expect(page.getByText('Fermeture retirée.')).toBeVisible()
  await expect(listed).toHaveCount(0)
})

test('« Prix de l’or »: « 68,5o » is refused in French, a big move is confirmed first, and a save based on a list replaced meanwhile keeps the figures', async ({
  page,
  consoleWatch,
}) => {
  await member(page, consoleWatch)
  await page.getByRole('tab', { name: nbsp('Prix de l’or') }).click()
  const gold750 = page.getByLabel(/^Or 750/)
  await expect(gold750).not.toHaveValue('')
  const previous = Number((await gold750.inputValue()).replace(',', '.'))
  await gold750.fill('68,5o')
  await page.getByRole('button', { name: 'Enregistrer la liste' }).click()
  await expect(page.getByText(nbsp('Écrivez un prix en euros, par exemple 68,50.'))).toBeVisible()
  const bigger = (Math.round(previous * 150) / 100).toFixed(2).replace('.', ',')
  await gold750.fill(bigger)
  await page.getByRole('button', { name: 'Enregistrer la liste' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(bigger)
  await dialog.getByRole('button', { name: 'Oui, publier ces prix' }).click()
  await expect(page.getByText('Liste des prix enregistrée et publiée.')).toBeVisible()
  // Another member saves the list meanwhile: the current one, on the day the database says (not this
  // machine's clock, which may have passed midnight since the save).
  const currentDay = (await rpc('gold_prices_current_day', {})) as unknown as string
  const current = (await (
    await fetch(`${supabaseUrl}/rest/v1/gold_prices?select=metal,fineness,piece,euros&priced_on=eq.${currentDay}`, { headers: service })
  ).json()) as { metal: string; fineness: number | null; piece: string | null; euros: number }[]
  const list = current.map(({ metal, fineness, piece, euros }) => (piece ? { metal, piece, euros } : { metal, fineness, euros }))
  expect(await rpc('save_gold_prices', { prices: list, confirmed: true })).toMatchObject({ outcome: 'done' })
  const mine = (Math.round(previous * 152) / 100).toFixed(2).replace('.', ',')
  await gold750.fill(mine)
  await page.getByRole('button', { name: 'Enregistrer la liste' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Quelqu’un a enregistré la liste entre-temps' })).toBeVisible()
  await expect(gold750).toHaveValue(mine)
  await page.getByRole('button', { name: 'Enregistrer mes chiffres à la place' }).click()
  await expect(page.getByText('Liste des prix enregistrée et publiée.').first()).toBeVisible()
})
