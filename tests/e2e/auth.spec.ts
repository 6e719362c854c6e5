import type { BrowserContext } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/builtPages'

// The first test reads the service worker's precache, so workers are allowed here.
test.use({ serviceWorkers: 'allow' })

/** URLs of the scripts loaded in the context (pages and service worker) that hold supabase-js's auth client. */
function watchAuthCode(context: BrowserContext) {
  const authCalls: string[] = []
  const goTrueScripts: string[] = []
  const reads: Promise<void>[] = []
  let scripts = 0
  context.on('request', (request) => {
    if (request.url().includes('/auth/v1/')) authCalls.push(request.url())
  })
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return
    scripts += 1
    reads.push(
      response.text().then(
        (body) => void (body.includes('GoTrueClient') && goTrueScripts.push(response.url())),
        () => undefined,
      ),
    )
  })
  return { authCalls, goTrueScripts, scripts: () => scripts, settled: () => Promise.all(reads) }
}

test('a visitor downloads no auth code and calls no auth endpoint, anywhere on the public site', async ({ page, context }) => {
  const watch = watchAuthCode(context)
  for (const path of ['/', '/contact', '/services/creation-sur-mesure', '/suivre-ma-demande']) {
    await page.goto(path)
    await hydrated(page)
  }
  // The service worker has installed, its precache fetched: the auth client was not in it either.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await watch.settled()
  expect(watch.scripts()).toBeGreaterThan(20)
  expect(watch.authCalls).toEqual([])
  expect(watch.goTrueScripts).toEqual([])
})
