// The privacy policy says a cookie choice lasts six months: after that the banner asks again and
// the old choice is gone from the browser.
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'

test.use({ returningVisitor: false })
// Several visits each.
test.describe.configure({ timeout: 90_000 })

const DAY = 24 * 60 * 60 * 1000
const banner = (page: Page) => page.getByRole('region', { name: 'Confidentialité et cookies' })
const stored = (page: Page) => page.evaluate(() => [localStorage.getItem('cookie-consents'), localStorage.getItem('cookie-consents-date')])

/** The visitor's clock moved to `time`; the page's timers keep running. */
async function visitAt(page: Page, time: number) {
  await page.clock.setFixedTime(time)
  await page.goto('/a-propos')
  await hydrated(page)
}

test('a choice holds for five months, and six months and a day later the banner is back and the choice removed', async ({ page }) => {
  const start = Date.parse('2026-11-23T10:00:00Z')
  await visitAt(page, start)
  await banner(page).getByRole('button', { name: 'Accepter tout' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await stored(page)).toEqual(['{"necessary":true,"embedded":true}', String(start)])

  // A visit five months later restores the choice without dating it again.
  await visitAt(page, start + 150 * DAY)
  await page.waitForTimeout(300)
  await expect(banner(page)).toBeHidden()
  expect((await stored(page))[1]).toBe(String(start))

  // Six months and a day after the choice: asked again, and nothing of the old choice is kept.
  await visitAt(page, Date.parse('2027-05-24T10:00:00Z'))
  await expect(banner(page)).toBeVisible()
  expect(await stored(page)).toEqual([null, null])
  await page.reload()
  await hydrated(page)
  await expect(banner(page)).toBeVisible()

  // The new choice is dated from then.
  await banner(page).getByRole('button', { name: 'Refuser tout' }).click()
  expect(await stored(page)).toEqual(['{"necessary":true,"embedded":false}', String(Date.parse('2027-05-24T10:00:00Z'))])
})

test('a choice stored without a date (before dates were kept) is dated at the next visit, then expires six months later', async ({ page }) => {
  const start = Date.parse('2026-12-01T09:00:00Z')
  await page.addInitScript(() => {
    if (window === window.top && sessionStorage.getItem('seeded') === null) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('cookie-consents', '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}')
    }
  })
  await visitAt(page, start)
  await page.waitForTimeout(300)
  await expect(banner(page)).toBeHidden()
  expect((await stored(page))[1]).toBe(String(start))
  await visitAt(page, start + 184 * DAY)
  await expect(banner(page)).toBeVisible()
  expect(await stored(page)).toEqual([null, null])
})
