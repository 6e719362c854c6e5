// « Avis » in the browser: a review added (an empty text refused with nothing lost), replied to, the
// reply shown under it on the contact page, the review hidden (gone from the site) and deleted after
// its confirmation; the figure's links refused unless https, then saved for the build to read.
import type { Page } from '@playwright/test'
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.mjs'
import { member } from './support/atelier'
import { axeViolations } from './support/axe'
import { supabaseUrl, updateRows, runNumber } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

/** The contact page's reviews widget, shown only the review of `author` as anon reads it. */
async function widgetWithOnly(visitor: Page, author: string) {
  await visitor.route('**/rest/v1/reviews*', async (route) => {
    const response = await route.fetch()
    const rows = (await response.json()) as { author_name: string }[]
    await route.fulfill({ response, json: rows.filter((row) => row.author_name === author) })
  })
  await visitor.goto('/contact')
  await hydrated(visitor)
  const section = visitor.locator('section[aria-labelledby="avis-titre"]')
  await section.scrollIntoViewIfNeeded()
  return section
}

test('« Avis »: a review is added, replied to, shown with its reply on the site, hidden, then deleted', async ({ page, consoleWatch }) => {
  const author = `Inès ${runNumber()}`
  await member(page, consoleWatch)
  await page.getByRole('tab', { name: 'Avis' }).click()
  await expect(page.getByRole('heading', { name: 'Avis des clients' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.getByLabel('Nom de l’auteur, tel qu’il est publié').fill(author)
  await page.getByLabel('Note', { exact: true }).selectOption('4')
  await page.getByRole('button', { name: 'Ajouter l’avis' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Écrivez le texte de l’avis' })).toBeVisible()
  await expect(page.getByLabel('Nom de l’auteur, tel qu’il est publié')).toHaveValue(author)
  await page.getByLabel('Texte de l’avis').fill('Montre révisée avec soin, rendue en une semaine.')
  await page.getByRole('button', { name: 'Ajouter l’avis' }).click()
  await expect(page.getByText('Avis ajouté et publié sur le site.')).toBeVisible()
  const review = page.getByRole('article', { name: author })
  await expect(review).toContainText('Google')
  await expect(review.getByRole('img', { name: /4 sur 5/ })).toBeVisible()

  await review.getByRole('button', { name: 'Répondre' }).click()
  await review.getByLabel('Votre réponse, affichée sous l’avis sur le site').fill('Merci, au plaisir de vous revoir à l’atelier.')
  await review.getByRole('button', { name: 'Publier la réponse' }).click()
  await expect(review).toContainText('Réponse de l’atelier')
  await expect(review).toContainText('Merci, au plaisir de vous revoir à l’atelier.')

  const visitor = await page.context().newPage()
  const widget = await widgetWithOnly(visitor, author)
  await expect(widget.locator('[data-review-id]')).toContainText('Montre révisée avec soin')
  await expect(widget.locator('[data-review-reply]')).toContainText('Réponse de l’atelier')
  await expect(widget.locator('[data-review-reply]')).toContainText('Merci, au plaisir de vous revoir à l’atelier.')

  await review.getByRole('button', { name: 'Masquer' }).click()
  await expect(review).toContainText('Masqué sur le site')
  expect(await axeViolations(page)).toEqual([])
  await visitor.reload()
  await hydrated(visitor)
  await visitor.locator('section[aria-labelledby="avis-titre"]').scrollIntoViewIfNeeded()
  await expect(visitor.getByText('Aucun avis disponible pour le moment')).toBeVisible()
  await visitor.close()

  await review.getByRole('button', { name: 'Supprimer' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(author)
  await dialog.getByRole('button', { name: 'Oui, supprimer l’avis' }).click()
  await expect(page.getByText('Avis supprimé.')).toBeVisible()
  await expect(review).toHaveCount(0)

  await page.getByRole('tab', { name: 'Journal' }).click()
  for (const words of ['a supprimé un avis', 'a masqué un avis sur le site', 'a répondu à un avis', 'a ajouté un avis'])
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: words })
        .filter({ hasText: `avis de ${author}` })
        .first(),
    ).toBeVisible()
})

test('« Avis »: the figure’s links must be https; once saved, the public API gives them for the next build', async ({ page, consoleWatch }) => {
  // The row as it is (the seed's sample), put back at the end for the other tests.
  const [before] = (await updateRows('review_profile', 'id=eq.true', { id: true })) as Record<string, unknown>[]
  try {
    await member(page, consoleWatch)
    await page.getByRole('tab', { name: 'Avis' }).click()
    await expect(page.getByLabel('Note moyenne (sur 5)')).not.toHaveValue('')
    await page.getByLabel('Note moyenne (sur 5)').fill('4,8')
    await page.getByLabel('Nombre d’avis').fill('131')
    await page.getByLabel('Lien vers votre fiche Google').fill('http://maps.app.goo.gl/atelier')
    await page.getByLabel('Lien « Laisser un avis »').fill('https://g.page/r/atelier-bologne/review')
    await page.getByRole('button', { name: 'Enregistrer la note et les liens' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'commence par https://' })).toBeVisible()
    await expect(page.getByLabel('Lien « Laisser un avis »')).toHaveValue('https://g.page/r/atelier-bologne/review')
    await page.getByLabel('Lien vers votre fiche Google').fill('https://maps.app.goo.gl/atelier')
    await page.getByRole('button', { name: 'Enregistrer la note et les liens' }).click()
    await expect(page.getByText('Note et liens enregistrés.')).toBeVisible()
    // The figure is on the prerendered pages: the line on the site says the change waits for a build
    // (no deploy hook here), then that it is live once the site serves a build made since.
    const siteLine = page.getByRole('status', { name: 'Le site public' })
    await expect(siteLine).toHaveText(/Vos changements sont enregistrés, mais la mise à jour automatique du site n’est pas encore réglée/)
    await page.route('**/build.json', (route) => route.fulfill({ json: { builtAt: new Date(Date.now() + 10 * 60_000).toISOString() } }))
    await page.getByLabel('Nombre d’avis').fill('132')
    await page.getByRole('button', { name: 'Enregistrer la note et les liens' }).click()
    await expect(siteLine).toHaveText('Vos changements sont en ligne.')
    const response = await fetch(`${supabaseUrl}/rest/v1/review_profile?select=rating_value,rating_count,profile_url,review_url`, {
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}` },
    })
    expect(await response.json()).toEqual([
      { rating_value: 4.8, rating_count: 132, profile_url: 'https://maps.app.goo.gl/atelier', review_url: 'https://g.page/r/atelier-bologne/review' },
    ])
  } finally {
    if (before) await updateRows('review_profile', 'id=eq.true', before)
  }
})
