// Sections below the fold fade and rise into view as the visitor scrolls to them
// (lib/reveal/revealOnScroll.ts, styles/reveal.css). What must never happen: content hidden
// without JavaScript or with reduced motion, anything above the fold held back, or a section left
// half-faded for a contrast check to meet after a scroll the visitor did not make.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { sectionSelector } from '../../lib/reveal/sections'
import { expect, test } from './support/fixtures'

const sitemap = readFileSync('dist/client/sitemap.xml', 'utf8')
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
const htmlOf = (path: string) => readFileSync(`dist/client${path === '/' ? '/index' : path}.html`, 'utf8')
/** The page of the sitemap with the most content sections: the longest scroll. */
const longest = paths.reduce((best, path) =>
  (htmlOf(path).match(/data-section=/g) ?? []).length > (htmlOf(best).match(/data-section=/g) ?? []).length ? path : best,
)
const phone = { width: 412, height: 823 }

/** Every section that may rise into view (lib/reveal/sections.ts), with what it shows. */
const sectionsOf = (page: Page) =>
  page.evaluate((selector) => {
    const found = [...document.querySelectorAll(selector)].filter((el) => el.parentElement?.closest(selector) == null)
    return found.map((el, index) => {
      // Named for the checks below, which find it again by this.
      el.setAttribute('data-test-section', String(index))
      const style = getComputedStyle(el)
      const rect = el.getBoundingClientRect()
      return { index, state: el.getAttribute('data-reveal'), opacity: Number(style.opacity), transform: style.transform, top: rect.top, bottom: rect.bottom }
    })
  }, sectionSelector)

const revealReady = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.revealOnScroll !== undefined, undefined, { timeout: 15_000 })

test('the page with the longest scroll has sections below the fold', () => {
  expect(paths.length).toBeGreaterThan(10)
  expect((htmlOf(longest).match(/data-section=/g) ?? []).length).toBeGreaterThan(3)
})

test.describe('without JavaScript every section shows', () => {
  test.use({ javaScriptEnabled: false, viewport: phone })
  test('on every page of the sitemap', async ({ page }) => {
    test.slow()
    let sections = 0
    for (const path of paths) {
      await page.goto(path)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      for (const section of await sectionsOf(page)) {
        sections++
        expect(section, `${path}, section ${section.index}`).toMatchObject({ state: null, opacity: 1, transform: 'none' })
      }
    }
    expect(sections).toBeGreaterThan(paths.length)
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: phone })
  test('nothing is ever hidden, before, during or after a scroll', async ({ page }) => {
    await page.goto(longest)
    await revealReady(page)
    expect(await page.evaluate(() => document.documentElement.dataset.revealOnScroll)).toBe('off')
    await page.mouse.move(200, 400)
    for (let step = 0; step < 12; step++) {
      for (const section of await sectionsOf(page)) expect(section, `section ${section.index} at step ${step}`).toMatchObject({ state: null, opacity: 1 })
      await page.mouse.wheel(0, 600)
      await page.waitForTimeout(100)
    }
  })
})

test.describe('with motion allowed', () => {
  test.use({ viewport: phone })

  test('above the fold nothing waits; below, a section fades and rises in as the visitor scrolls to it, then rests', async ({ page }) => {
    await page.goto(longest)
    await revealReady(page)
    const before = await sectionsOf(page)
    const above = before.filter((s) => s.top < phone.height)
    const below = before.filter((s) => s.top >= phone.height)
    expect(below.length, 'sections below the fold').toBeGreaterThan(2)
    for (const s of above) expect(s, `section ${s.index} is (partly) above the fold`).toMatchObject({ state: null, opacity: 1 })
    for (const s of below) expect(s, `section ${s.index}`).toMatchObject({ state: 'hidden', opacity: 0 })
    // The page's largest paint is above the fold, shown at once.
    expect(await page.evaluate(() => (document.querySelector('h1')?.closest('[data-reveal]') ? 'held back' : 'shown'))).toBe('shown')

    // The visitor scrolls with the wheel until the first hidden section is 15 % in view.
    const first = below[0]!
    await page.mouse.move(200, 400)
    const fading = page.evaluate(
      (index) =>
        new Promise<string>((resolve) => {
          const section = document.querySelector(`[data-test-section="${index}"]`)!
          const check = () => {
            const transitions = section
              .getAnimations()
              .filter((a) => a instanceof CSSTransition)
              .map((a) => (a as CSSTransition).transitionProperty)
            if (transitions.length) resolve(`${section.getAttribute('data-reveal')}: ${transitions.sort().join(', ')}`)
            else requestAnimationFrame(check)
          }
          check()
        }),
      first.index,
    )
    for (let i = 0; i < 20 && (await sectionsOf(page))[first.index]!.state === 'hidden'; i++) {
      await page.mouse.wheel(0, 150)
      await page.waitForTimeout(50)
    }
    expect(await fading, 'the section fades and rises').toBe('in: opacity, transform')
    await expect.poll(async () => (await sectionsOf(page))[first.index], { timeout: 3000 }).toMatchObject({ state: null, opacity: 1, transform: 'none' })
    // At rest, nothing stays declared (a contrast check may come at any time).
    expect(await page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length)).toBe(0)
    // Once shown, it stays shown, scrolled away and back.
    await page.mouse.wheel(0, -2000)
    await page.waitForTimeout(200)
    expect((await sectionsOf(page))[first.index]).toMatchObject({ state: null, opacity: 1 })
  })

  test('a section brought into view by a script (a test tool, an audit, an anchor) or by the focus shows at once, never half-faded', async ({ page }) => {
    await page.goto(longest)
    await revealReady(page)
    const below = (await sectionsOf(page)).filter((s) => s.state === 'hidden')
    expect(below.length).toBeGreaterThan(2)
    // As a test tool or an audit would: scrolled by code, then read at once.
    const seen = await page.evaluate(async (index) => {
      const section = document.querySelector(`[data-test-section="${index}"]`)!
      section.scrollIntoView()
      const frames: string[] = []
      for (let i = 0; i < 20; i++) {
        await new Promise(requestAnimationFrame)
        frames.push(`${getComputedStyle(section).opacity} ${section.getAnimations().length}`)
      }
      return frames
    }, below[1]!.index)
    // Hidden until the observer reports it (a frame or two), then fully opaque, with no fade.
    expect(seen.filter((frame) => frame !== '0 0' && frame !== '1 0')).toEqual([])
    expect(seen.at(-1)).toBe('1 0')

    // The keyboard reaching into a hidden section shows it at once too.
    const last = below.at(-1)!
    const focused = await page.evaluate(async (index) => {
      const section = document.querySelector(`[data-test-section="${index}"]`)!
      const target = section.querySelector<HTMLElement>('a, button, [tabindex]')
      if (!target) return 'nothing focusable'
      target.focus()
      return `${getComputedStyle(section).opacity} ${section.getAnimations().length}`
    }, last.index)
    expect(focused).toBe('1 0')
  })
})
