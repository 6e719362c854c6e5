import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { catalogue } from '../../lib/content/catalogue'
import type { ShowcasePiece } from '../../lib/showcase'
import { axeViolations } from './support/axe'
import { chunkOf, hydrated } from './support/builtPages'
import { expect, test } from './support/fixtures'

// A service page's finished pieces, as the build wrote them (the test gate's build has sample
// pieces: tests/fixtures/showcase): the photos open in the lightbox by keyboard and by click, its
// code fetched at the first opening only, its words French, the focus back on the photo when it
// closes, and axe finding nothing, open or closed.
const pieces = JSON.parse(readFileSync('dist/client/images/realisations/pieces.json', 'utf8')) as ShowcasePiece[]
const service = catalogue.find((entry) => pieces.filter((piece) => piece.service === entry.contactService).length > 1)
const own = pieces.filter((piece) => piece.service === service?.contactService)

/** Counts the requests for the lightbox's code from now on. */
function lightboxFetches(page: Page) {
  const lightbox = chunkOf('features/showcase/ShowcaseLightbox.tsx')
  const fetched: string[] = []
  page.on('request', (request) => new URL(request.url()).pathname === lightbox && fetched.push(lightbox))
  return fetched
}

const photoButton = (page: Page, caption: string) => page.getByRole('button', { name: `Agrandir la photo\u00a0: ${caption}` })
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Réalisations en grand' })
/** The slide shown (yet-another-react-lightbox marks it; the others are inert), named « 1 sur 2 ». */
const shownSlide = (page: Page) => lightbox(page).locator('.yarl__slide_current')

async function expectShown(page: Page, index: number) {
  await expect(shownSlide(page)).toHaveAttribute('aria-label', `${index + 1} sur ${own.length}`)
  await expect(shownSlide(page).getByRole('img')).toHaveAttribute('alt', own[index]!.caption)
}

if (!service)
  test('a build with no service holding two pieces shows no section of finished pieces on the service pages', async ({ page }) => {
    for (const entry of catalogue.filter((e) => !pieces.some((piece) => piece.service === e.contactService))) {
      await page.goto(entry.path)
      await expect(page.locator('#realisations')).toHaveCount(0)
      await expect(page.locator('a[href="/realisations"]')).toHaveCount(0)
    }
  })
else
  test.describe(`The finished pieces on ${service.path}`, () => {
    test('open by keyboard, go to the next photo, close with Escape, and give the focus back to the photo', async ({ page }) => {
      const fetched = lightboxFetches(page)
      await page.goto(service.path)
      await hydrated(page)
      const section = page.locator('section#realisations')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Pièces terminées à l’atelier')
      await expect(section.getByRole('link', { name: 'Voir toutes nos réalisations' })).toHaveAttribute('href', '/realisations')
      expect(fetched, 'the lightbox’s code before any opening').toEqual([])

      const first = photoButton(page, own[0]!.caption)
      await first.focus()
      await expect(first).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(lightbox(page)).toBeVisible()
      await expectShown(page, 0)
      expect(await axeViolations(page)).toEqual([])
      await expect(page.getByRole('button', { name: 'Photo suivante' })).toBeVisible()
      await page.keyboard.press('ArrowRight')
      await expectShown(page, 1)
      await page.keyboard.press('Escape')
      await expect(lightbox(page)).toHaveCount(0)
      await expect(first).toBeFocused()
      expect(fetched).toHaveLength(1)
    })

    test('open by click, close with « Fermer », give the focus back, and fetch the lightbox’s code once for two openings', async ({ page }) => {
      const fetched = lightboxFetches(page)
      await page.goto(service.path)
      await hydrated(page)
      const second = photoButton(page, own[1]!.caption)
      await second.scrollIntoViewIfNeeded()
      expect(await axeViolations(page)).toEqual([])
      await second.click()
      await expect(lightbox(page)).toBeVisible()
      await expectShown(page, 1)
      await page.getByRole('button', { name: 'Fermer' }).click()
      await expect(lightbox(page)).toHaveCount(0)
      await expect(second).toBeFocused()
      await photoButton(page, own[0]!.caption).click()
      await expectShown(page, 0)
      await page.keyboard.press('Escape')
      await expect(photoButton(page, own[0]!.caption)).toBeFocused()
      expect(fetched).toHaveLength(1)
    })
  })
