// « Fiche de l'atelier » in the browser: a day's hours changed, a range that ends before it starts
// and overlapping ranges refused with nothing typed lost, the change saved after its confirmation;
// then the contact page, built before it, follows once hydrated: its status line and its visit
// picker read the new hours from the database. The shop's week is shared by every test of the run:
// this one runs after the others (the project « shared-facts »), and puts the week back.
import joursFeries from '@socialgouv/jours-feries'
import { member } from './support/atelier'
import { axeViolations } from './support/axe'
import { updateRows } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

const dayMs = 86_400_000
const isoDay = (day: Date) => day.toISOString().slice(0, 10)

/** Paris's offset from UTC on that day at noon, as an ISO suffix. */
const parisOffset = (day: Date) => {
  const name = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' }).formatToParts(new Date(day.getTime() + 12 * 3_600_000))
  return name.find((part) => part.type === 'timeZoneName')!.value.replace('GMT', '')
}

/** The first Monday a week ahead or more that is no public holiday, at midnight UTC. */
function nextPlainMonday(): Date {
  let monday = new Date(Math.floor(Date.now() / dayMs) * dayMs + 7 * dayMs)
  while (monday.getUTCDay() !== 1) monday = new Date(monday.getTime() + dayMs)
  const holidays = new Set([monday.getUTCFullYear(), monday.getUTCFullYear() + 1].flatMap((year) => Object.values(joursFeries(year)).map(isoDay)))
  while (holidays.has(isoDay(monday))) monday = new Date(monday.getTime() + 7 * dayMs)
  return monday
}

test('« Fiche de l’atelier »: Monday opened with a pause, refused while reversed, saved, and followed by the contact page @shared-facts', async ({
  page,
  consoleWatch,
}) => {
  // A sign-in, a save and a second page: more than one page's time.
  test.slow()
  await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Fiche de l’atelier' }).click()
  await expect(page.getByRole('heading', { name: 'Horaires de l’atelier' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  try {
    const monday = page.getByRole('group', { name: 'Le lundi' })
    await monday.getByLabel('Le lundi').selectOption('two')
    await monday.getByLabel('Ouverture', { exact: true }).fill('10:00')
    await monday.getByLabel('Fermeture', { exact: true }).fill('09:00')
    await monday.getByLabel('Réouverture').fill('14:00')
    await monday.getByLabel('Fermeture du soir').fill('18:00')
    await page.getByRole('button', { name: 'Enregistrer les horaires' }).click()
    await expect(monday.getByRole('alert')).toHaveText('Une fermeture vient avant son ouverture\u00a0: vérifiez les heures de ce jour.')
    await expect(monday.getByLabel('Réouverture')).toHaveValue('14:00')
    await monday.getByLabel('Fermeture', { exact: true }).fill('15:00')
    await page.getByRole('button', { name: 'Enregistrer les horaires' }).click()
    await expect(monday.getByRole('alert')).toHaveText('La réouverture doit venir après la fermeture de midi.')
    await monday.getByLabel('Fermeture', { exact: true }).fill('12:00')
    await page.getByRole('button', { name: 'Enregistrer les horaires' }).click()
    await expect(page.getByRole('dialog', { name: 'Enregistrer les nouveaux horaires ?' })).toBeVisible()
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(page.getByText('Horaires enregistrés\u00a0: le site les suit.')).toBeVisible()

    // The contact page, on that Monday at 12:30 in Paris, as a visitor's browser sees it.
    const visitor = await page.context().newPage()
    const day = nextPlainMonday()
    await visitor.clock.setFixedTime(new Date(`${isoDay(day)}T12:30:00${parisOffset(day)}`))
    await visitor.goto('/contact')
    await hydrated(visitor)
    await expect(visitor.locator('[data-opening-status]')).toHaveText('Réouverture dans 1\u00a0h\u00a030\u00a0min')
    // The picker's code loads as it nears the viewport.
    await visitor.locator('#rendez-vous').scrollIntoViewIfNeeded()
    await expect(visitor.getByLabel('Jour', { exact: true })).toBeEnabled()
    await visitor.getByLabel('Jour', { exact: true }).selectOption(isoDay(day))
    const times = await visitor
      .getByLabel('Heure', { exact: true })
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(times).toEqual(['14:30', '15:00', '15:30', '16:00', '16:30', '17:00'])
  } finally {
    await updateRows('weekly_hours', 'weekday=eq.1', { opens: null, closes: null, opens_again: null, closes_again: null })
  }
})
