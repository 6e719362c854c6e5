// The owner's facts the pages correct after hydration, until the next build is live: the workshop's
// phone, e-mail and WhatsApp (lib/liveWorkshopContact.ts), the price lines
// (features/price-guide/livePriceLines.ts) and the finished pieces (features/showcase/livePieces.ts).
// The database is changed after the build, as the owner does from /atelier; the prerendered HTML
// still says the built values, the hydrated page the new ones, with nothing in the console. With
// the database out of reach, the built values stand.
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { deleteRows, insertRows, removeShowcasePhotos, storeShowcasePhoto, supabaseUrl, updateRows } from './support/backend'
import { hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

const newContact = { phone: '01 45 20 64 12', email: 'bonjour@atelier-exemple.fr', whatsapp: '06 12 34 56 78' }

test('the phone, e-mail and WhatsApp changed after the build are the ones every link and text says once the page has hydrated @shared-facts', async ({
  page,
}) => {
  const [before] = (await updateRows('workshop_contact', 'id=eq.true', { id: true })) as { phone: string; email: string }[]
  try {
    await updateRows('workshop_contact', 'id=eq.true', newContact)
    const built = await (await page.request.get('/mentions-legales')).text()
    expect(built).not.toContain(newContact.phone)

    await page.goto('/mentions-legales')
    await hydrated(page)
    const footer = page.locator('footer')
    await expect(footer.locator('a[href="tel:+33145206412"]')).toHaveText(newContact.phone)
    await expect(footer.locator(`a[href="mailto:${newContact.email}"]`)).toHaveText(newContact.email)
    await expect(footer.locator('a[href="https://wa.me/33612345678"]')).toContainText(newContact.whatsapp)
    await expect(page.locator('#editeur')).toContainText(`Téléphone\u00a0: ${newContact.phone}. Courriel\u00a0: ${newContact.email}.`)
    await expect(page.locator('main')).not.toContainText(before!.phone)
    await expect(page.locator(`a[href="mailto:${before!.email}"]`)).toHaveCount(0)

    await page.goto('/contact')
    await hydrated(page)
    const card = page.locator('section[aria-labelledby="contact-direct-titre"]')
    await expect(card.locator('a[href="tel:+33145206412"]')).toContainText(newContact.phone)
    await expect(card.locator('a[href="https://wa.me/33612345678"]')).toContainText(newContact.whatsapp)
    await expect(page.locator(`a[href="tel:+33${before!.phone.replace(/\D/g, '').slice(1)}"]`)).toHaveCount(0)
  } finally {
    if (before) await updateRows('workshop_contact', 'id=eq.true', before)
  }
})

test('price lines added, changed, reordered and hidden after the build show as the database has them on /tarifs and on their service’s page @shared-facts', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8)
  const [battery, strap, hidden] = [`Pile de montre ${tag}`, `Bracelet cuir ${tag}`, `Verre saphir ${tag}`]
  const lines = (path: string) => page.locator(`${path} li`).filter({ hasText: tag })
  await insertRows('price_lines', [
    { service: 'remplacement-piles', label: battery, cents: 1850, description: null, position: 0, shown: true },
    { service: 'remplacement-piles', label: strap, cents: 4500, description: null, position: 1, shown: true },
    { service: 'remplacement-piles', label: hidden, cents: 9000, description: null, position: 2, shown: false },
  ])
  try {
    expect(await (await page.request.get('/tarifs')).text()).not.toContain(tag)
    await page.goto('/tarifs')
    await hydrated(page)
    await expect(lines('#remplacement-piles')).toHaveText([`${battery}À partir de 18,50\u00a0€ TTC`, `${strap}À partir de 45\u00a0€ TTC`])

    await updateRows('price_lines', `label=eq.${encodeURIComponent(battery)}`, { cents: 2000, description: 'posée devant vous', position: 3 })
    await updateRows('price_lines', `label=eq.${encodeURIComponent(hidden)}`, { shown: true })
    await updateRows('price_lines', `label=eq.${encodeURIComponent(strap)}`, { shown: false })
    expect(await (await page.request.get('/horlogerie/remplacement-piles')).text()).not.toContain(tag)
    await page.goto('/horlogerie/remplacement-piles')
    await hydrated(page)
    await expect(lines('#tarifs')).toHaveText([`${hidden}À partir de 90\u00a0€ TTC`, `${battery}À partir de 20\u00a0€ TTC, posée devant vous`])
    await expect(page.getByRole('link', { name: 'Tous nos tarifs' })).toHaveCount(1)
  } finally {
    await deleteRows('price_lines', `label=like.*${tag}`)
  }
})

test('a piece published after the build appears on /realisations from its stored photo at its stored size, and goes once unpublished @shared-facts', async ({
  page,
}) => {
  const id = randomUUID()
  const caption = `Chevalière gravée ${id.slice(0, 8)}`
  await storeShowcasePhoto(
    `${id}.jpg`,
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#b8975a' } })
      .jpeg()
      .toBuffer(),
  )
  await insertRows('showcase_pieces', [
    { id, caption, service: 'création', photo: `${id}.jpg`, photo_width: 600, photo_height: 400, published: true, position: 10_000 },
  ])
  try {
    await page.goto('/realisations')
    await hydrated(page)
    const photo = page.getByRole('img', { name: caption })
    await expect(photo).toHaveAttribute('src', /^blob:/)
    await expect(photo).toHaveAttribute('width', '600')
    await expect(photo).toHaveAttribute('height', '400')
    await photo.scrollIntoViewIfNeeded()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600)
    await expect(page.getByRole('button', { name: `Agrandir la photo\u00a0: ${caption}` })).toBeVisible()

    await updateRows('showcase_pieces', `id=eq.${id}`, { published: false })
    const read = page.waitForResponse((response) => response.url().startsWith(`${supabaseUrl}/rest/v1/showcase_pieces`))
    await page.reload()
    await hydrated(page)
    await read
    await expect(page.getByRole('img', { name: caption })).toHaveCount(0)
  } finally {
    await deleteRows('showcase_pieces', `id=eq.${id}`)
    await removeShowcasePhotos([`${id}.jpg`])
  }
})

test('with the database out of reach, the pages keep the built phone, lines and pieces, and say nothing in the console', async ({ page, consoleWatch }) => {
  // The browser's own line for each refused request; the pages themselves must add none.
  consoleWatch.allow(/^error: Failed to load resource: net::ERR_CONNECTION_REFUSED/)
  const reads: string[] = []
  await page.route(`${supabaseUrl}/**`, (route) => {
    reads.push(new URL(route.request().url()).pathname)
    return route.abort('connectionrefused')
  })
  for (const path of ['/mentions-legales', '/tarifs', '/realisations']) {
    const built = await (await page.request.get(path)).text()
    const builtPhone = /href="tel:(\+33\d{9})"/.exec(built)![1]!
    await page.goto(path)
    await hydrated(page)
    await expect.poll(() => reads.some((read) => read.startsWith('/rest/v1/workshop_contact'))).toBe(true)
    await expect(page.locator('footer a[href^="tel:"]')).toHaveAttribute('href', `tel:${builtPhone}`)
    reads.splice(0)
  }
  await expect(page.locator('main')).toBeVisible()
})
