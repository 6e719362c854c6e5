// « Visites » in the browser: the days from today in Paris, each visit under its day with its time,
// name, service, phone link and state, its request opened in « À traiter »; a slot booked by phone
// (a taken slot refused with nothing typed lost), then gone from the site's offer and in the
// workshop's calendar feed; removed after a confirmation, the slot offered again.
import { VISIT_FEED_KEY } from '../../supabase/local/keys.mjs'
import { clockWords } from '../../supabase/functions/_shared/request/visitSlot'
import { dayName } from '../../features/atelier/visitDays'
import { parisDay } from '../integration/helpers/visits'
import { axeViolations } from './support/axe'
import { card, freeSlot, member, sendRequest, service } from './support/atelier'
import { supabaseUrl, uniqueText, runNumber } from './support/backend'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

const rpc = async (name: string, body: Record<string, unknown>) => {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, { method: 'POST', headers: service, body: JSON.stringify(body) })
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json() as Promise<unknown>
}

const takenOnSite = async (slot: { day: string; time: string }) =>
  ((await rpc('visit_availability', { from_date: slot.day, to_date: slot.day })) as { slot: string; taken: boolean }[]).find(
    (row) => row.slot.slice(0, 5) === slot.time,
  )?.taken

async function feed(): Promise<string> {
  const response = await fetch(`${supabaseUrl}/functions/v1/visit-feed?key=${encodeURIComponent(VISIT_FEED_KEY)}`)
  expect(response.status).toBe(200)
  // RFC 5545 folds long lines: unfolded, each property reads whole.
  return (await response.text()).replace(/\r\n[ \t]/g, '')
}

/** The day's section of « Visites », paging on seven days at a time until it shows. */
async function dayOf(page: Page, day: string) {
  const heading = page.getByRole('heading', { name: dayName(day, parisDay(0)), exact: true })
  for (let pages = 0; pages < 7 && !(await heading.isVisible()); pages += 1) {
    await page.getByRole('button', { name: '7 jours suivants' }).click()
    await expect(page.getByText('Chargement des visites…')).toHaveCount(0)
  }
  await expect(heading).toBeVisible()
  return page.getByRole('region', { name: dayName(day, parisDay(0)), exact: true })
}

test('« Visites »: the days from today, each visit with its time, name, service, phone and state; its request opens in « À traiter »', async ({
  page,
  consoleWatch,
}) => {
  const suffix = `${runNumber()}`
  const [confirmedName, pendingName] = [`Hélène ${suffix}`, `Anne ${suffix}`]
  const slot = await freeSlot()
  const confirmed = await sendRequest({
    name: confirmedName,
    phone: '06 12 34 56 78',
    message: uniqueText('Visite'),
    visit_date: slot.day,
    visit_time: slot.time,
  })
  expect(await rpc('confirm_visit', { message_id: confirmed, on_day: null, at_time: null })).toMatchObject({ outcome: 'done' })
  await sendRequest({ name: pendingName, service: 'horlogerie', message: uniqueText('Visite'), visit_date: slot.day, visit_time: null })
  await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Visites' }).click()
  await expect(page.getByRole('heading', { name: /^Aujourd’hui, / })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Demain, / })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7)

  const day = await dayOf(page, slot.day)
  const visit = day.getByRole('listitem').filter({ hasText: confirmedName })
  await expect(visit).toContainText(`${clockWords(slot.time)} — ${confirmedName}`)
  await expect(visit).toContainText('Réparation')
  await expect(visit).toContainText('Confirmée')
  await expect(visit.getByRole('link', { name: 'Appeler le 06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678')
  const pending = day.getByRole('listitem').filter({ hasText: pendingName })
  await expect(pending).toContainText('Heure à convenir')
  await expect(pending).toContainText('À confirmer')
  await expect(pending).toContainText('Pas de téléphone')
  expect(await axeViolations(page)).toEqual([])

  await visit.getByRole('button', { name: 'Voir la demande dans « À traiter »' }).click()
  await expect(page.getByRole('tab', { name: 'À traiter' })).toHaveAttribute('aria-selected', 'true')
  await expect(card(page, confirmedName)).toBeFocused()
})

test('a slot booked by phone: a taken slot is refused with nothing lost; booked, the site no longer offers it and the feed lists it; removed, it is offered again', async ({
  page,
  consoleWatch,
}) => {
  const name = `Jean Petit ${runNumber()}`
  const taken = await freeSlot()
  const confirmed = await sendRequest({ name: `Claire ${runNumber()}`, message: uniqueText('Visite'), visit_date: taken.day, visit_time: taken.time })
  expect(await rpc('confirm_visit', { message_id: confirmed, on_day: null, at_time: null })).toMatchObject({ outcome: 'done' })
  let slot = await freeSlot()
  while (slot.day === taken.day && slot.time === taken.time) slot = await freeSlot()
  await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Visites' }).click()
  await page.getByRole('button', { name: 'Réserver un créneau pris par téléphone' }).click()
  const dialog = page.getByRole('dialog', { name: 'Visite réservée par téléphone' })
  await dialog.getByLabel('Jour', { exact: true }).fill(taken.day)
  await dialog.getByLabel('Heure', { exact: true }).fill(taken.time)
  await dialog.getByLabel('Nom de la personne').fill(name)
  await dialog.getByLabel('Téléphone (facultatif)').fill('01 23 45 67 89')
  await dialog.getByLabel('Note pour l’atelier (facultatif)').fill('Bague à mettre à taille')
  await dialog.getByRole('button', { name: 'Réserver ce créneau' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Ce créneau est déjà pris')
  await expect(dialog.getByLabel('Nom de la personne')).toHaveValue(name)
  await expect(dialog.getByLabel('Note pour l’atelier (facultatif)')).toHaveValue('Bague à mettre à taille')
  expect(await axeViolations(page)).toEqual([])

  await dialog.getByLabel('Jour', { exact: true }).fill(slot.day)
  await dialog.getByLabel('Heure', { exact: true }).fill(slot.time)
  await dialog.getByRole('button', { name: 'Réserver ce créneau' }).click()
  await expect(page.getByText(/^Visite réservée pour le /)).toBeVisible()
  await expect(dialog).toHaveCount(0)
  expect(await takenOnSite(slot)).toBe(true)
  expect(await feed()).toContain(`SUMMARY:Visite réservée par téléphone — ${name}`)

  const visit = (await dayOf(page, slot.day)).getByRole('listitem').filter({ hasText: name })
  await expect(visit).toContainText('Réservée par téléphone')
  await expect(visit).toContainText('Bague à mettre à taille')
  await expect(visit.getByRole('link', { name: 'Appeler le 01 23 45 67 89' })).toHaveAttribute('href', 'tel:0123456789')
  await visit.getByRole('button', { name: 'Retirer' }).click()
  const confirm = page.getByRole('dialog', { name: 'Retirer cette visite ?' })
  await expect(confirm.getByRole('button', { name: 'Non, revenir' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Oui, retirer la visite' }).click()
  await expect(page.getByText('Visite retirée : le créneau est de nouveau proposé sur le site.')).toBeVisible()
  await expect(visit).toHaveCount(0)
  expect(await takenOnSite(slot)).toBe(false)
  expect(await feed()).not.toContain(name)

  await page.getByRole('tab', { name: 'Journal' }).click()
  await expect(page.getByText('a retiré une visite réservée par téléphone').first()).toBeVisible()
  await expect(page.getByText('a réservé une visite prise par téléphone').first()).toBeVisible()
})
