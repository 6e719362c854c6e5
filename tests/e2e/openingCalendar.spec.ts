// The opening calendar as a visitor of /contact reads it, with the browser's clock set to a given
// Paris instant (the local backend's database keeps the real date): public holidays, the day after
// one, and the owner's rows added in the database after the build.
import type { Page } from '@playwright/test'
import { addOpeningException, removeOpeningException } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

// The clock stands still at the instant (timers still run), so a countdown cannot move on under load.
async function contactAt(page: Page, instant: string) {
  await page.clock.setFixedTime(new Date(instant))
  await page.goto('/contact')
  await hydrated(page)
}

const status = (page: Page) => page.locator('[data-opening-status]')
const closures = (page: Page) => page.locator('[data-upcoming-closures] li')

test.describe('the opening calendar on /contact', () => {
  test('says closed for Christmas on Friday 25 December 2026, and when it reopens', async ({ page }) => {
    await contactAt(page, '2026-12-25T11:00:00+01:00')
    await expect(status(page)).toHaveText('Fermé — jour férié (Noël), réouverture samedi 26 décembre à 10 h')
    await expect(status(page)).toHaveAttribute('data-opening-status', 'closed')
    await page.locator('#atelier-titre').scrollIntoViewIfNeeded()
    await expect(closures(page)).toHaveText(['Noël : vendredi 25 décembre', 'Jour de l’an : vendredi 1ᵉʳ janvier'])
  })

  test('counts down to the opening on Saturday 26 December 2026, then says open', async ({ page }) => {
    await contactAt(page, '2026-12-26T08:00:00+01:00')
    await expect(status(page)).toHaveText('Réouverture dans 2 h')
    await contactAt(page, '2026-12-26T10:00:00+01:00')
    await expect(status(page)).toHaveText('Ouvert aujourd’hui jusqu’à 18 h 45')
    await page.locator('#atelier-titre').scrollIntoViewIfNeeded()
    // Easter Monday is left out: the workshop is shut on Mondays anyway.
    await expect(closures(page)).toHaveText(['Jour de l’an : vendredi 1ᵉʳ janvier'])
  })

  test('shows a closure the owner added in the database, without a new build', async ({ page }) => {
    // Far enough ahead that no other test's clock sees it among the coming closures.
    const id = await addOpeningException({ first_day: '2028-03-07', last_day: '2028-03-09', reason: 'Salon de la montre' })
    try {
      await contactAt(page, '2028-03-08T11:00:00+01:00')
      await expect(status(page)).toHaveText('Fermeture exceptionnelle — réouverture le vendredi 10 mars à 10 h')
      await page.locator('#atelier-titre').scrollIntoViewIfNeeded()
      await expect(closures(page).first()).toHaveText('Salon de la montre : jusqu’au jeudi 9 mars')
    } finally {
      await removeOpeningException(id)
    }
  })

  test('ignores a closure whose days are past', async ({ page }) => {
    const id = await addOpeningException({ first_day: '2026-11-03', last_day: '2026-11-07', reason: 'Inventaire' })
    try {
      // The visitor's clock is wrong (a week behind): the database, on the real date, no longer gives the row.
      await contactAt(page, '2026-11-05T11:00:00+01:00')
      await expect(status(page)).toHaveText('Ouvert aujourd’hui jusqu’à 18 h 45')
      await page.waitForLoadState('networkidle')
      await expect(status(page)).toHaveText('Ouvert aujourd’hui jusqu’à 18 h 45')
    } finally {
      await removeOpeningException(id)
    }
  })
})
