// The gold page: its buying prices are prerendered from the build's facts, then replaced by the
// owner's current list from the backend, without a rebuild; the simulator prices with the same list.
import { expect, type Page } from '@playwright/test'
import { test } from './support/fixtures'
import { updateRows } from './support/backend'
import { hydrated } from './support/builtPages'

const row = (page: Page, key: string) => page.locator(`[data-price="${key}"]`)
const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length

test('a price the owner edits in the backend shows on the page without a rebuild', async ({ page }) => {
  const before = await updateRows('gold_prices', 'fineness=eq.750&metal=eq.or', { euros: 71.3 })
  expect(before).toHaveLength(1)
  try {
    await page.goto('/services/achat-or')
    await hydrated(page)
    // The table's code follows as it nears the viewport.
    await page.locator('[data-gold-prices]').scrollIntoViewIfNeeded()
    // 71,30 € less 11,5 % (8,20 €): 63,10 € for the seller.
    await expect(row(page, 'or-750')).toContainText(/71,30\s€\sle gramme/)
    await expect(row(page, 'or-750')).toContainText(/8,20\s€/)
    await expect(row(page, 'or-750')).toContainText(/63,10\s€/)
  } finally {
    await updateRows('gold_prices', 'fineness=eq.750&metal=eq.or', { euros: 68.5 })
  }
})

test('the prerendered page lists prices per gram by title and per piece, each with its tax, and their date', async ({ browser }) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false })
  const plain = await scriptless.newPage()
  await plain.goto('/services/achat-or')
  const table = plain.locator('#prix-achat table')
  await expect(table.locator('caption')).toHaveText(/Nos prix d’achat au \d{1,2} \p{L}+ \d{4}/u)
  await expect(table.locator('thead')).toContainText(/Taxe \(11,5\s%\)/)
  for (const title of ['Or 999\u00a0‰', 'Or 750\u00a0‰ (18\u00a0carats)', 'Or 585\u00a0‰', 'Or 375\u00a0‰']) await expect(table).toContainText(title)
  await expect(table).toContainText('la pièce')
  const text = await plain.locator('#prix-achat').innerText()
  expect(text).toMatch(/estimation personnalisée/)
  expect(text).toMatch(/contrat écrit/)
  expect(text).toMatch(/24\sheures/)
  expect(text).toMatch(/jamais en espèces/)
  await scriptless.close()
})

test('the prerendered page holds at least 95 % of the words of the hydrated page', async ({ page, browser }) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false })
  const plain = await scriptless.newPage()
  await plain.goto('/services/achat-or')
  const prerendered = words(await plain.locator('main').innerText())
  await scriptless.close()
  await page.goto('/services/achat-or')
  await hydrated(page)
  await page.locator('#simulateur').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('gold-estimate')).toBeVisible()
  const hydratedWords = words(await page.locator('main').innerText())
  expect(prerendered / hydratedWords).toBeGreaterThanOrEqual(0.95)
})

test('the simulator estimates net of the tax, with its assumptions in one line', async ({ page }) => {
  await page.goto('/services/achat-or#simulateur')
  await hydrated(page)
  await page.locator('#simulateur').scrollIntoViewIfNeeded()
  const weight = page.getByLabel('Poids de l’or (en grammes)')
  await weight.fill('10')
  await page.locator('#simulateur label').filter({ hasText: 'Or 750' }).click()
  await expect(page.getByRole('radio', { name: /^Or 750/ })).toBeChecked()
  // 10 g at 68,50 € = 685 €, less 11,5 % (78,78 €).
  await expect(page.getByTestId('gold-estimate')).toHaveText(/606,22\s€/)
  await expect(page.getByTestId('gold-estimate-assumptions')).toHaveText(
    /Or 750\s‰ \(18\scarats\) à 68,50\s€ le gramme \(prix du .+\), taxe de 11,5\s% déduite \(78,78\s€\)/,
  )
  await weight.fill('abc')
  await expect(page.getByText('Indiquez un poids compris entre 0,1 et 5\u00a0000\u00a0grammes.')).toBeVisible()
  await expect(page.getByText(/ne constitue pas une offre d’achat/)).toBeVisible()
})
