// The contact form's photo control speaks French whatever the browser's language (this Chromium's
// is English: its own file input reads "Choose File" / "No file chosen"), works from the keyboard
// and by drag and drop, and keeps the real file input the form and the prerendered page rely on.
import type { FileChooser, Page } from '@playwright/test'
import { PHOTO_NAME, messagesWithText, smallJpeg, uniqueText } from './support/backend'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'
import { visitDayField, visitPickerReady } from './support/contactForm'

/** Opens /contact, with the file choosers it will open collected (a listener added later can miss one). */
async function openContact(page: Page): Promise<FileChooser[]> {
  const choosers: FileChooser[] = []
  page.on('filechooser', (chooser) => choosers.push(chooser))
  await page.goto('/contact')
  await hydrated(page)
  return choosers
}

/** Every name, value and description Chromium gives screen readers for the photo field. */
async function photoFieldForScreenReaders(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  return nodes
    .filter((node) => !node.ignored)
    .flatMap((node) => [node.name?.value, node.value?.value, node.description?.value].filter((text): text is string => typeof text === 'string' && text !== ''))
    .filter((text) => /photo|fichier|file|choose|chosen/i.test(text))
}
interface AxNode {
  ignored?: boolean
  name?: { value?: unknown }
  value?: { value?: unknown }
  description?: { value?: unknown }
}

/** A drop of these files on an element, as the browser dispatches it (dragover first, then drop). */
async function dropFiles(page: Page, target: ReturnType<Page['locator']>, files: { name: string; type: string; base64: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const f of list) transfer.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }))
    return transfer
  }, files)
  await target.dispatchEvent('dragenter', { dataTransfer })
  await target.dispatchEvent('dragover', { dataTransfer })
  await target.dispatchEvent('drop', { dataTransfer })
}

test('by keyboard: Tab reaches "Ajouter une photo", Enter opens the chooser, "Retirer" removes it and focus comes back', async ({ page }) => {
  const choosers = await openContact(page)
  const add = page.getByRole('button', { name: 'Ajouter une photo' })
  // The stop before the photo is the visit picker's day (its hour waits for a day, so Tab skips it).
  await visitPickerReady(page)
  await visitDayField(page).focus()
  await page.keyboard.press('Tab')
  await expect(add).toBeFocused()
  // The focus shows: the site's gold outline.
  await expect(add).toHaveCSS('outline-color', 'rgb(184, 151, 90)')
  // The native input is not a second stop, nor read with the browser's English words.
  expect(await photoFieldForScreenReaders(page)).not.toContainEqual(expect.stringMatching(/file|choose/i))

  await page.keyboard.press('Enter')
  await expect.poll(() => choosers.length).toBe(1)
  const chooser = choosers[0]!
  expect(chooser.isMultiple()).toBe(false)
  // The same types as before: the chooser filters on the input's accept list.
  expect((await chooser.element().getAttribute('accept'))?.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/heic']))
  await chooser.setFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })

  await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'bague.jpg' })).toHaveText('Photo choisie : bague.jpg')
  const remove = page.getByRole('button', { name: 'Retirer la photo' })
  await expect(remove).toHaveText('Retirer la photo')
  await expect(remove).toBeVisible()
  // The button the visitor pressed made way for the photo: the focus moved to what replaced it.
  await expect(remove).toBeFocused()
  expect(await photoFieldForScreenReaders(page)).not.toContainEqual(expect.stringMatching(/file|choose/i))

  await page.keyboard.press('Space')
  await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toHaveCount(0)
  await expect(page.getByText('bague.jpg')).toHaveCount(0)
  await expect(add).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Photo retirée' })).toHaveCount(1)
  // Space opens the chooser too; an empty input after "Retirer" sends nothing.
  expect(await page.getByLabel(/Photo de votre bijou/).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0)
  await page.keyboard.press('Space')
  await expect.poll(() => choosers.length).toBe(2)
})

test('by drag and drop: a photo dropped on the field is prepared, shown and sent with the message', async ({ page }) => {
  await openContact(page)
  const text = uniqueText('Photo déposée sur le champ')
  await page.getByLabel('Nom complet').fill('Claire Dubois')
  await page.getByLabel('Adresse e-mail').fill('claire.dubois@exemple.fr')
  await page.getByLabel('Votre message').fill(text)
  const zone = page.getByRole('group', { name: /Photo de votre bijou/ })
  const add = page.getByRole('button', { name: 'Ajouter une photo' })

  // Something that is not an image: a French message, and nothing typed is lost.
  await dropFiles(page, add, [{ name: 'devis.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4').toString('base64') }])
  await expect(zone.getByText(/n’est pas une image acceptée/)).toBeVisible()
  await expect(page.getByLabel('Votre message')).toHaveValue(text)

  await dropFiles(page, add, [{ name: 'pendule.jpg', type: 'image/jpeg', base64: (await smallJpeg()).toString('base64') }])
  await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible()
  await expect(zone.getByText('pendule.jpg')).toBeVisible()
  await expect(zone.getByText(/n’est pas une image acceptée/)).toHaveCount(0)
  expect(page.url(), 'the browser did not open the dropped file instead').toMatch(/\/contact$/)

  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Message envoyé')).toBeVisible({ timeout: 20_000 })
  const [row, ...others] = await messagesWithText(text)
  expect(others).toHaveLength(0)
  expect(row?.file_url, 'the dropped photo was sent').toMatch(PHOTO_NAME)
})

// A phone's photo is prepared for seconds after it is chosen (and one chosen before hydration, after
// the page's code arrives): its preview must not push the send button from under the visitor's
// finger. It moved 42 px down, and a press on « Envoyer le message » as it moved met nothing.
for (const width of [320, 390, 1280])
  test(`at ${width} px, the preview of a chosen photo moves nothing below the field`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await openContact(page)
    const send = page.getByRole('button', { name: 'Envoyer le message' })
    // Its place in the page, whatever the scrolling.
    const top = () => send.evaluate((button) => button.getBoundingClientRect().top + window.scrollY)
    const before = await top()
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'pendule-de-cheminee.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible()
    expect(await top(), 'with the preview').toBe(before)
    await page.getByRole('button', { name: /^Retirer/ }).click()
    await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toHaveCount(0)
    expect(await top(), 'once the photo is removed').toBe(before)
  })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the prerendered field is the native input, in French, under "Ajouter une photo": a click or a Tab reaches it', async ({ page }) => {
    const choosers: FileChooser[] = []
    page.on('filechooser', (chooser) => choosers.push(chooser))
    await page.goto('/contact')
    const label = page.getByText('Ajouter une photo')
    await expect(label).toBeVisible()
    const input = page.getByLabel(/Photo de votre bijou/)
    // The input lies over the drop zone, invisible: what shows is the French control under it, and
    // what a click or a drop meets is the input.
    await expect(input).toHaveCSS('opacity', '0')
    await label.scrollIntoViewIfNeeded()
    const box = (await label.boundingBox())!
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('type'), { x: box.x + box.width / 2, y: box.y + box.height / 2 }),
    ).toBe('file')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(() => choosers.length).toBe(1)
    // From the keyboard, the input is the stop after the message, and its focus shows on the label.
    await page.getByLabel('Votre message').focus()
    await page.keyboard.press('Tab')
    await expect(input).toBeFocused()
    await expect(label).toHaveCSS('outline-color', 'rgb(184, 151, 90)')
  })
})
