// Firefox ESR (Debian's firefox-esr) through WebDriver BiDi, headless, with puppeteer-core: the
// browser reports its console and page errors itself.
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import type { Engine, EnginePage, PageFunction } from './engine'
import { viewport } from './engine'
import { waitForHydration } from './hydration'

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** How long an idle service worker lives before Firefox stops it (30 s by default). */
const workerIdleMs = 2_000

/** `prefs`: more of Firefox's preferences, for a flow that needs the browser otherwise than the others. */
export async function launchFirefox(siteUrl: string, { prefs = {} }: { prefs?: Record<string, unknown> } = {}): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: viewport,
    extraPrefsFirefox: {
      // Phone-like scrollbars, which take no width.
      'ui.useOverlayScrollbars': 1,
      // A test can leave the site and have the worker stop, then start again, as on a phone.
      'dom.serviceWorkers.idle_timeout': workerIdleMs,
      'dom.serviceWorkers.idle_extended_timeout': workerIdleMs,
      ...prefs,
    },
  })
  const problems: string[] = []
  const pageFor = (tab: Page): EnginePage => {
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()} ${message.location().url ?? ''}`.trim())
    })
    tab.on('pageerror', (error) => problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`))
    const page: EnginePage = {
      goto: async (path) => {
        // A tab in the background gets no animation frames, and hydration waits for them.
        await tab.bringToFront()
        await tab.goto(new URL(path, siteUrl).href)
        await waitForHydration(page)
      },
      // The function travels as its source, as in webkit.ts.
      visit: async (url) => void (await tab.goto(new URL(url, siteUrl).href)),
      evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) => tab.evaluate(`(${fn.toString()})(${JSON.stringify(arg)})`) as Promise<R>,
      type: async (selector, text) => tab.type(selector, text),
      chooseFile: async (selector, path) => {
        const input = await tab.$(selector)
        if (!input) throw new Error(`no ${selector}`)
        await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path)
      },
      clickButton: async (text) => {
        await tab.locator(`::-p-xpath(//button[normalize-space()=${JSON.stringify(text)}])`).click()
      },
      bypassHttpCache: () => tab.setCacheEnabled(false),
      setOffline: (offline) => tab.setOfflineMode(offline),
      focus: async () => void (await tab.bringToFront()),
      close: async () => tab.close(),
    }
    return page
  }
  let first: Page | undefined = (await browser.pages())[0]
  return {
    name: 'firefox',
    workerIdleMs,
    newPage: async () => {
      const tab = first ?? (await browser.newPage())
      first = undefined
      return pageFor(tab)
    },
    consoleProblems: () => problems,
    quit: () => browser.close(),
  }
}
