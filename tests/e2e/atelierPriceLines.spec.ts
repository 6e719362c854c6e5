// « Tarifs » in the browser: a line refused for an amount mistyped (« 15,5o ») with nothing lost, then
// added; a second one moved above it with the keyboard; hidden (gone from what visitors read); the
// first deleted after its confirmation; each change in the journal. On a phone's screen, as the owner uses it.
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.mjs'
import { member, service } from './support/atelier'
import { axeViolations } from './support/axe'
import { supabaseUrl, runNumber } from './support/backend'
import { expect, test } from './support/fixtures'

/** The labels of the lines anon reads for a service, in order: what the next build shows. */
async function shownLabels(slug: string): Promise<string[]> {
  const response = await fetch(`${supabaseUrl}/rest/v1/price_lines?select=label&service=eq.${slug}&order=position,id`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}` },
  })
  return ((await response.json()) as { label: string }[]).map((row) => row.label)
}

test.use({ viewport: { width: 390, height: 844 } })

test('« Tarifs »: a line is refused then added, another moved above it, hidden, and the first deleted after its confirmation @shared-facts', async ({
  page,
  consoleWatch,
}) => {
  const run = runNumber()
  const [first, second] = [`Pile standard ${run}`, `Pile de chronographe ${run}`]
  try {
    await member(page, consoleWatch)
    await page.getByRole('tab', { name: 'Tarifs' }).click()
    await expect(page.getByRole('heading', { name: 'Tarifs', exact: true })).toBeVisible()
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Remplacement de piles' })
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Intitulé').fill(first)
    await page.getByLabel('Prix à partir de, en euros TTC').fill('15,5o')
    await page.getByLabel('Précision (facultatif)').fill('posée en 10 minutes')
    await page.getByRole('button', { name: 'Ajouter la ligne' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Écrivez un prix en euros' })).toBeVisible()
    await expect(page.getByLabel('Intitulé')).toHaveValue(first)
    await expect(page.getByLabel('Précision (facultatif)')).toHaveValue('posée en 10 minutes')
    await expect(page.getByLabel('Prix à partir de, en euros TTC')).toHaveValue('15,5o')
    await page.getByLabel('Prix à partir de, en euros TTC').fill('15,50')
    await page.getByRole('button', { name: 'Ajouter la ligne' }).click()
    await expect(page.getByText('Ligne ajoutée.').first()).toBeVisible()
    await expect(page.getByRole('article', { name: first })).toContainText('À partir de 15,50 € TTC')
    await expect(page.getByLabel('Intitulé')).toHaveValue('')

    await page.getByLabel('Intitulé').fill(second)
    await page.getByLabel('Prix à partir de, en euros TTC').fill('25')
    await page.getByRole('button', { name: 'Ajouter la ligne' }).click()
    await expect(page.getByRole('article', { name: second })).toContainText('À partir de 25,00 € TTC')
    expect((await shownLabels('remplacement-piles')).filter((label) => label.endsWith(String(run)))).toEqual([first, second])

    // Up, with the keyboard.
    await page.getByRole('button', { name: `Monter « ${second} »` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Ordre enregistré.').first()).toBeVisible()
    await expect.poll(async () => (await shownLabels('remplacement-piles')).filter((label) => label.endsWith(String(run)))).toEqual([second, first])
    const cards = page.locator('[data-price-line] h3')
    await expect(cards.filter({ hasText: String(run) })).toHaveText([second, first])

    await page.getByRole('article', { name: second }).getByRole('button', { name: 'Masquer' }).click()
    await expect(page.getByRole('article', { name: second })).toContainText('Masquée sur le site')
    await expect.poll(async () => (await shownLabels('remplacement-piles')).filter((label) => label.endsWith(String(run)))).toEqual([first])
    expect(await axeViolations(page)).toEqual([])

    await page.getByRole('article', { name: first }).getByRole('button', { name: 'Supprimer' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(first)
    await dialog.getByRole('button', { name: 'Oui, supprimer la ligne' }).click()
    await expect(page.getByText('Ligne supprimée.')).toBeVisible()
    await expect(page.getByRole('article', { name: first })).toHaveCount(0)

    await page.getByRole('tab', { name: 'Journal' }).click()
    for (const [words, label] of [
      ['a supprimé un tarif', first],
      ['a masqué un tarif sur le site', second],
      ['a changé l’ordre des tarifs', second],
      ['a ajouté un tarif', first],
    ])
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: words })
          .filter({ hasText: `tarif « ${label} »` })
          .first(),
      ).toBeVisible()
  } finally {
    await fetch(`${supabaseUrl}/rest/v1/price_lines?label=in.(${encodeURIComponent(`"${first}","${second}"`)})`, { method: 'DELETE', headers: service })
  }
})
