// Everything a visitor reads or a screen reader announces is French: on every page the build
// emits, and with the widgets that add their own words open (a toast, the mobile menu, the privacy
// dialog, the cookie banner, the services dropdown, an FAQ answer, the form's messages and photo).
// What is read: the accessibility tree Chromium gives screen readers (every name, description and
// value: labels, aria-label, alt, title, text), every aria-label, title, alt and placeholder in the
// DOM (hidden ones too), and any lang attribute. English is found with the word list of
// tests/e2e/englishWords.ts. This Chromium's own language is English, so browser-made labels
// (a file input's "No file chosen") are caught too.
import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { smallJpeg, uniqueText } from './backend'
import { englishIn } from './englishWords'
import { expect, test } from './fixtures'

/** Every page of the build: its HTML files (404.html answers any unknown path). */
const pages = readdirSync('dist/client', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  // Served as the CDN serves them: /contact from contact.html, / from index.html.
  .map((file) => (file === '404.html' ? '/une-page-qui-n-existe-pas' : `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`))
  .sort()

interface AxNode {
  ignored?: boolean
  role?: { value?: unknown }
  name?: { value?: unknown }
  description?: { value?: unknown }
  value?: { value?: unknown }
  properties?: { name: string; value?: { value?: unknown } }[]
}

const textProperties = ['roledescription', 'placeholder', 'valuetext', 'keyshortcuts']

/** Each piece of text the page offers, with where it was met. */
async function readableTexts(page: Page): Promise<{ where: string; text: string }[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  await cdp.detach()
  const texts: { where: string; text: string }[] = []
  for (const node of nodes.filter((n) => !n.ignored)) {
    const role = String(node.role?.value ?? '')
    for (const [key, value] of [
      ['name', node.name?.value],
      ['description', node.description?.value],
      ['value', node.value?.value],
      // The properties that are words (not a link's URL, not a state).
      ...(node.properties ?? []).filter((p) => textProperties.includes(p.name)).map((p) => [p.name, p.value?.value] as const),
    ] as const)
      if (typeof value === 'string' && value.trim()) texts.push({ where: `${role} ${key}`, text: value })
  }
  const fromDom = await page.evaluate(() => {
    const found: { where: string; text: string }[] = [{ where: 'document title', text: document.title }]
    const attributes = ['aria-label', 'title', 'alt', 'placeholder', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'aria-description']
    for (const el of document.querySelectorAll(attributes.map((a) => `[${a}]`).join(',')))
      for (const attribute of attributes) {
        const value = el.getAttribute(attribute)
        if (value) found.push({ where: `<${el.tagName.toLowerCase()} ${attribute}>`, text: value })
      }
    for (const el of document.querySelectorAll('[lang]'))
      if (!/^fr\b/i.test(el.getAttribute('lang') ?? '')) found.push({ where: `<${el.tagName.toLowerCase()} lang>`, text: `lang=${el.getAttribute('lang')}` })
    return found
  })
  return [...texts, ...fromDom]
}

/** The English met, one line each ("where: text (words)"), none expected. */
async function englishOn(page: Page): Promise<string[]> {
  const lines = (await readableTexts(page)).flatMap(({ where, text }) => {
    const found = text.startsWith('lang=') ? [text] : englishIn(text)
    return found.length ? [`${where}: ${JSON.stringify(text)} (${found.join(', ')})`] : []
  })
  return [...new Set(lines)]
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

/** Brings every part of the page into view once, so what renders only then (reviews, simulators) is read. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

test('the word list finds English and leaves French alone', () => {
  expect(englishIn('Choose File')).toEqual(['choose', 'choose file'])
  expect(englishIn('No file chosen')).toEqual(['no', 'chosen', 'no file chosen', 'file chosen'])
  expect(englishIn('Close toast')).toEqual(['close', 'toast', 'close toast'])
  expect(englishIn('Open menu')).toEqual(['open', 'open menu'])
  expect(englishIn('Notifications alt+T')).toEqual([])
  expect(englishIn("Photo de votre bijou, menu, date, file d'attente, l'or, fait main, un an, détails")).toEqual([])
})

test("the walk hears the browser's own English: a bare file input", async ({ page }) => {
  await page.setContent('<html lang="fr"><title>Essai</title><label>Photo <input type="file"></label></html>')
  expect(await englishOn(page)).toEqual([expect.stringMatching(/No file chosen/)])
})

test('the build has every route of the sitemap and its 404 page', () => {
  expect(pages.length).toBeGreaterThan(20)
  expect(pages).toContain('/')
  expect(pages).toContain('/contact')
  expect(pages).toContain('/une-page-qui-n-existe-pas')
})

test.describe('every page of the build', () => {
  for (const path of pages)
    test(`${path} has no English word`, async ({ page, consoleWatch }) => {
      consoleWatch.allow(/status of 404/)
      await page.goto(path)
      await hydrated(page)
      await scrollThrough(page)
      expect(await englishOn(page)).toEqual([])
    })
})

test.describe('widgets open', () => {
  test('the contact page with its messages, a photo and a toast', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    // The form's own messages, beside each field.
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.locator('[data-error-for]').first()).toBeVisible()
    await page.getByLabel('Nom complet').fill('Claire Dubois')
    await page.getByLabel('Adresse e-mail').fill('claire.dubois@exemple.fr')
    await page.getByLabel('Votre message').fill(uniqueText('Un message lu en français'))
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'bague.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() })
    await expect(page.getByRole('img', { name: 'Aperçu de la photo choisie' })).toBeVisible()
    expect(await englishOn(page)).toEqual([])
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await expect(toasts.getByText('Message envoyé')).toBeVisible({ timeout: 20_000 })
    expect(await englishOn(page)).toEqual([])
  })

  test('the mobile menu, with its groups open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.getByRole('button', { name: 'Services' }).click()
    await dialog.getByRole('button', { name: 'Informations légales' }).click()
    await expect(dialog.getByRole('link', { name: 'Mentions légales' })).toBeVisible()
    expect(await englishOn(page)).toEqual([])
  })

  test('the privacy dialog', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Paramètres des cookies' }).click()
    await expect(page.getByRole('dialog', { name: 'Paramètres de confidentialité' })).toBeVisible()
    expect(await englishOn(page)).toEqual([])
  })

  test.describe('for a first visit', () => {
    test.use({ returningVisitor: false })
    test('the cookie banner', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      await expect(page.getByRole('heading', { name: 'Confidentialité et cookies' })).toBeVisible()
      expect(await englishOn(page)).toEqual([])
    })
  })

  test('the services dropdown and an FAQ answer', async ({ page }) => {
    await page.goto('/services/creation-sur-mesure')
    await hydrated(page)
    await page.getByRole('button', { name: 'Services' }).click()
    await expect(page.getByRole('link', { name: "Vue d'ensemble" })).toBeVisible()
    expect(await englishOn(page)).toEqual([])
    await page.keyboard.press('Escape')
    // The first answer is open by default; the second opens once its section has hydrated (as it nears the viewport).
    const question = page.locator('[data-faq-item] button').nth(1)
    await expect(async () => {
      await question.click()
      await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
    }).toPass()
    expect(await englishOn(page)).toEqual([])
  })
})
