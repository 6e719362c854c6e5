// Every page of the build, loaded once for everything that holds on every page: its raw HTML's
// head and content, the same once hydrated with no console error, no English word, every icon drawn,
// no axe finding at 1280 px, and no transition at rest at a phone's width. One page per template (lighthouserc.json's
// list, and the account page) opens at 360 px in that same load, where nothing may be wider than the
// screen, nothing may move as the page opens, and axe scans it too, before the window widens.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { routeFor, routes } from '../../lib/routes'
import { siteUrl } from '../../lib/site'
import { axeViolations } from './support/axe'
import { builtPagePaths, hydrated, scrollThrough } from './support/builtPages'
import { englishOn } from './support/englishOn'
import { iconsDrawn } from './support/iconsDrawn'
import { watchLayoutShifts } from './support/layoutShifts'
import { expect, test } from './support/fixtures'
import { checkPage, contentExpectations } from './support/pageContent'
import { checkRawHead } from './support/routeHead'
import { transitionsAtRest } from './support/transitionsAtRest'

const unknownPath = '/une-page-qui-n-existe-pas'

/** The elements below or above the viewport with an animation that never ends, by tag and class. */
const endlessAnimationsOutOfView = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime === Infinity)
      .map((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.target : null))
      .filter((element) => {
        const box = element?.getBoundingClientRect()
        return box !== undefined && (box.bottom <= 0 || box.top >= innerHeight)
      })
      .map((element) => `${element?.tagName.toLowerCase()}.${String(element?.className)}`),
  )
const templates = [...(JSON.parse(readFileSync('lighthouserc.json', 'utf8')) as { templates: string[] }).templates, '/suivre-ma-demande'].map((path) =>
  path === '/404' ? unknownPath : path,
)

test('the build holds exactly the pages of the route table and its 404 page, and every template is one of them', () => {
  expect(builtPagePaths).toEqual([...routes.map((r) => r.path), unknownPath].sort())
  for (const template of templates) expect(builtPagePaths).toContain(template)
  for (const expected of contentExpectations) expect(builtPagePaths).toContain(expected.path)
})

for (const path of builtPagePaths) {
  const route = routeFor(path)
  const content = contentExpectations.find((expected) => expected.path === path)
  const template = templates.includes(path)

  test(`${path}: its HTML, then the hydrated page, in French, accessible${template ? ', at 360 px too' : ''}, with no transition at rest`, async ({
    page,
    browser,
    request,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 404/)
    if (route) await checkRawHead(request, route)
    if (content) {
      const raw = await browser.newContext({ javaScriptEnabled: false })
      try {
        const rawPage = await raw.newPage()
        await rawPage.goto(path)
        await checkPage(rawPage, content)
      } finally {
        await raw.close()
      }
    }

    if (template) await page.setViewportSize({ width: 360, height: 800 })
    // Nothing moves as the page opens, its fonts arrive and its sections hydrate: the web fonts
    // swapped in after the first paint broke a heading on one line less at 360 px (a layout shift of
    // 0.032 on /).
    const shifts = template ? await watchLayoutShifts(page) : null
    await page.goto(path)
    await hydrated(page)
    if (shifts) await atPhoneWidth(page, shifts)

    if (route) {
      await expect(page).toHaveTitle(route.title)
      await expect(page.locator('h1')).toHaveText(route.h1)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', siteUrl + (path === '/' ? '/' : path))
    }
    if (content) await checkPage(page, content)
    // What renders only as it nears the viewport (reviews, simulators, lazy sections) is read too.
    await scrollThrough(page)
    expect(await englishOn(page), 'English words').toEqual([])
    // Every icon in view draws its symbol from the page's own.
    await expect.poll(async () => (await iconsDrawn(page)).blank, { message: 'icons shown that draw nothing' }).toEqual([])
    expect((await iconsDrawn(page)).shown.length, 'icons shown').toBeGreaterThan(0)
    expect(await axeViolations(page), 'axe at 1280 px').toEqual([])

    await page.setViewportSize({ width: 412, height: 823 })
    const { sections } = await transitionsAtRest(page)
    if (path === '/a-propos') expect(sections, 'sections that may be shown at once').toBeGreaterThan(1)
    // An image that has just faded in drops its transition when its transitionend reaches React, a
    // frame or two after the fade ends: read again until then; a transition that stays fails.
    await expect.poll(async () => (await transitionsAtRest(page)).atRest, { message: 'transitions at rest in sections that may be shown at once' }).toEqual([])
  })
}

/**
 * A template at 360 px, as it opened: it fits the screen's width, animates nothing endlessly out of
 * view, and has no WCAG 2.2 A/AA or best-practice violation; then the window widens to 1280 px.
 */
async function atPhoneWidth(page: Page, shifts: () => Promise<unknown[]>) {
  // Nothing wider than the screen, or a phone scrolls sideways: /contact's form was 1,440 px wide
  // until the visitor neared its side column, which the browser had not laid out yet.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(await shifts(), 'layout shifts as the page opens').toEqual([])
  expect(await overflow(), 'px wider than the screen, as the page opens').toBe(0)
  // Nothing out of sight animates without end once the page has loaded: a phone would draw frames
  // for it (the film's poster, far below on /, pulsed from the first paint until it was reached).
  await page.waitForLoadState('networkidle')
  expect(await endlessAnimationsOutOfView(page), 'endless animations out of view').toEqual([])
  await scrollThrough(page)
  expect(await overflow(), 'px wider than the screen, once scrolled through').toBe(0)
  expect(await axeViolations(page), 'axe at 360 px').toEqual([])
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.setViewportSize({ width: 1280, height: 800 })
}
