import type { EnginePage } from './engine'

/** Polls a condition in the page until it holds; fails with `what` after `timeout` ms. */
export async function waitInPage<A>(page: EnginePage, what: string, fn: (arg: A) => boolean | Promise<boolean>, arg: A, timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout
  for (;;) {
    if (await page.evaluate(fn, arg).catch(() => false)) return
    if (Date.now() > end) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The layout marks the document once React has hydrated it (features/site-frame/PageHydrated.tsx). */
export const waitForHydration = (page: EnginePage) => waitInPage(page, 'hydration', () => document.documentElement.dataset.hydrated === 'true', null, 30_000)
