// The opening calendar as a visitor of /contact reads it, with the browser's clock set to a given
// Paris instant (the local backend's database keeps the real date): public holidays, the day after
// one, and the owner's rows added in the database after the build. The page is given the test's own
// weekly hours (support/ownHours.ts: Tuesday to Friday 9:30–17:30, Saturday 10:30–16:00), not the shop's.
import type { Page } from '@playwright/test'
import joursFeries from '@socialgouv/jours-feries'
import { addOpeningException, removeOpeningException } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'
import { serveOwnHours } from './support/ownHours'

// The clock stands still at the instant (timers still run), so a countdown cannot move on under load.
async function contactAt(page: Page, instant: string) {
  await page.clock.setFixedTime(new Date(instant))
  await serveOwnHours(page)
  await page.goto('/contact')
  await hydrated(page)
}

const dayMs = 86_400_000
const isoDay = (day: Date) => day.toISOString().slice(0, 10)
/** '10 mars': the day of the month (never the 1st, whose ordinal the week below avoids) and the month. */
const dayAndMonth = (day: Date) => `${day.getUTCDate()} ${new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(day)}`
/** Paris's offset from UTC on that day at noon, as an ISO suffix. */
const parisOffset = (day: Date) => {
  const name = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' }).formatToParts(new Date(day.getTime() + 12 * 3_600_000))
  return name.find((part) => part.type === 'timeZoneName')!.value.replace('GMT', '')
}

/** The first week from 400 days ahead whose Tuesday to Friday lie in one month (from the 2nd), away
 *  from the summer closure, with no public holiday: each day at midnight UTC. */
function closureWeek() {
  const holidays = new Set<string>()
  let tuesday = new Date(Math.floor(Date.now() / dayMs) * dayMs + 400 * dayMs)
  while (tuesday.getUTCDay() !== 2) tuesday = new Date(tuesday.getTime() + dayMs)
  for (; ; tuesday = new Date(tuesday.getTime() + 7 * dayMs)) {
    for (const year of [tuesday.getUTCFullYear(), tuesday.getUTCFullYear() + 1]) for (const date of Object.values(joursFeries(year))) holidays.add(isoDay(date))
    const days = [0, 1, 2, 3].map((offset) => new Date(tuesday.getTime() + offset * dayMs))
    const [first, , , last] = days as [Date, Date, Date, Date]
    if (first.getUTCDate() >= 2 && first.getUTCMonth() === last.getUTCMonth() && first.getUTCMonth() !== 7 && !days.some((day) => holidays.has(isoDay(day))))
      return { tuesday: days[0]!, wednesday: days[1]!, thursday: days[2]!, friday: days[3]! }
  }
}

const status = (page: Page) => page.locator('[data-opening-status]')
const closures = (page: Page) => page.locator('[data-upcoming-closures] li')

test.describe('the opening calendar on /contact', () => {
  test('says closed for Christmas on Friday 25 December 2026, and when it reopens', async ({ page }) => {
    await contactAt(page, '2026-12-25T11:00:00+01:00')
    await expect(status(page)).toHaveText('Fermé — jour férié (Noël), réouverture samedi 26 décembre à 10 h 30')
    await expect(status(page)).toHaveAttribute('data-opening-status', 'closed')
    await page.locator('#atelier-titre').scrollIntoViewIfNeeded()
    await expect(closures(page)).toHaveText(['Noël : vendredi 25 décembre', 'Jour de l’an : vendredi 1ᵉʳ janvier'])
  })

  test('counts down to the opening on Saturday 26 December 2026, then says open', async ({ page }) => {
    await contactAt(page, '2026-12-26T08:00:00+01:00')
    await expect(status(page)).toHaveText('Réouverture dans 2 h 30 min')
    await contactAt(page, '2026-12-26T10:30:00+01:00')
    await expect(status(page)).toHaveText('Ouvert aujourd’hui jusqu’à 16 h')
    await page.locator('#atelier-titre').scrollIntoViewIfNeeded()
    // Easter Monday is left out: the workshop is shut on Mondays anyway.
    await expect(closures(page)).toHaveText(['Jour de l’an : vendredi 1ᵉʳ janvier'])
  })

  test('shows a closure the owner added in the database, without a new build', async ({ page }) => {
    // The database gives visitors the rows not yet past by its real date, so the closure is dated from
    // today: a Tuesday to Thursday more than a year ahead (no other test's clock sees it among the
    // coming closures), in a week of one month with no public holiday and outside the summer weeks.
    const { tuesday, wednesday, thursday, friday } = closureWeek()
    const id = await addOpeningException({ first_day: isoDay(tuesday), last_day: isoDay(thursday), reason: 'Salon de la montre' })
    try {
      await contactAt(page, `${isoDay(wednesday)}T11:00:00${parisOffset(wednesday)}`)
      await expect(status(page)).toHaveText(`Fermeture exceptionnelle — réouverture le vendredi ${dayAndMonth(friday)} à 9 h 30`)
      await page.locator('#atelier-titre').scrollIntoViewIfNeeded()
      await expect(closures(page).first()).toHaveText(`Salon de la montre : jusqu’au jeudi ${dayAndMonth(thursday)}`)
    } finally {
      await removeOpeningException(id)
    }
  })

  test('ignores a closure whose days are past', async ({ page }) => {
    const id = await addOpeningException({ first_day: '2026-11-03', last_day: '2026-11-07', reason: 'Inventaire' })
    try {
      // The visitor's clock is wrong (a week behind): the database, on the real date, no longer gives the row.
      await contactAt(page, '2026-11-05T11:00:00+01:00')
      await expect(status(page)).toHaveText('Ouvert aujourd’hui jusqu’à 17 h 30')
      await page.waitForLoadState('networkidle')
      await expect(status(page)).toHaveText('Ouvert aujourd’hui jusqu’à 17 h 30')
    } finally {
      await removeOpeningException(id)
    }
  })
})
