import { routeFor } from '../../lib/routes'
import { hydrated } from './support/builtPages'
import { headTags, prerenderedHeadTags, type HeadTag } from './support/headTags'
import { expect, test } from './support/fixtures'
import type { APIRequestContext, Page } from '@playwright/test'

// After a client-side navigation the head must say what the new page's prerendered HTML says: a
// share sheet reads the canonical and og:url, a crawler that runs scripts reads the JSON-LD. The
// walk goes through pages with a breadcrumb and a service record, with one of them only, and
// with neither, so a tag that must appear, change or go is each seen doing so.
const start = '/services/achat-or'
const walk: { via: 'header' | 'footer'; path: string }[] = [
  { via: 'header', path: '/a-propos' },
  { via: 'footer', path: '/reparations' },
  { via: 'footer', path: '/horlogerie/reparation-montres' },
  { via: 'footer', path: '/services/gravure-personnalisee' },
  { via: 'header', path: '/' },
]

async function walkComparing(page: Page, request: APIRequestContext, picked: (tag: HeadTag) => boolean) {
  const pick = (tags: HeadTag[]) => tags.filter(picked)
  await page.goto(start)
  await hydrated(page)
  expect(pick(await headTags(page)), `${start} as loaded`).toEqual(pick(await prerenderedHeadTags(page, request, start)))
  for (const { via, path } of walk) {
    await page.locator(via).first().locator(`a[href="${path}"]`).first().click()
    await expect(page).toHaveURL((url) => url.pathname === path)
    await expect(page.locator('h1')).toHaveText(routeFor(path)!.h1)
    const expected = pick(await prerenderedHeadTags(page, request, path))
    await expect.poll(async () => pick(await headTags(page)), { message: `head after the navigation to ${path}` }).toEqual(expected)
  }
}

test.describe('after a client-side navigation, the head is the new page’s', () => {
  test('its canonical link', async ({ page, request }) => {
    await walkComparing(page, request, (tag) => tag.kind === 'link canonical')
  })

  test('its og:url', async ({ page, request }) => {
    await walkComparing(page, request, (tag) => tag.kind === 'meta og:url')
  })

  test('its JSON-LD blocks (breadcrumb, service, the shop)', async ({ page, request }) => {
    await walkComparing(page, request, (tag) => tag.kind.startsWith('json-ld '))
  })

  test('its title, description and every other Open Graph, Twitter or link tag', async ({ page, request }) => {
    await walkComparing(page, request, (tag) => !['link canonical', 'meta og:url'].includes(tag.kind) && !tag.kind.startsWith('json-ld '))
  })
})
