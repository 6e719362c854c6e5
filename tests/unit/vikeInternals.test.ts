import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  isPatchedFile,
  isRouterEntry,
  keepFirstRenderUrl,
  patchedFile,
  problemsWith,
  pushAddress,
  routerEntryFile,
  routerEntryProblemsWith,
  startRouter,
  startRouterLater,
  vikeFirstRenderUrl,
  vikeRouterStartsLater,
  vikeVersion,
} from '../../vite/vikeInternals'

const vike = new URL('../../node_modules/vike/', import.meta.url)
const installed = (JSON.parse(readFileSync(new URL('package.json', vike), 'utf8')) as { version: string }).version
const file = fileURLToPath(new URL(patchedFile, vike))
const source = () => readFileSync(file, 'utf8')

describe("Vike's private parts (vite/vikeInternals.ts), against the installed Vike", () => {
  it('is the version they were checked against', () => {
    expect(
      installed,
      `vike ${installed} is installed, vite/vikeInternals.ts was checked against vike ${vikeVersion}: check each assumption of its header, then update vikeVersion`,
    ).toBe(vikeVersion)
  })

  it('has the file the build changes, where the plugin looks for it', () => {
    expect(existsSync(file), `vike ${installed} has no ${patchedFile}`).toBe(true)
    expect(isPatchedFile(file), `vike ${installed}'s ${patchedFile} does not match the plugin's filter`).toBe(true)
  })

  it('has the push of the address once, in renderPageClient(), beside isFirstRender', () => {
    expect(problemsWith(source()).join('; '), `vike ${installed}'s ${patchedFile}`).toBe('')
  })

  it('skips that push on the first render only, and changes nothing else', () => {
    const changed = keepFirstRenderUrl(source())
    const guarded = `if (!isFirstRender) ${pushAddress}`
    expect(changed).toContain(guarded)
    expect(changed.replace(guarded, pushAddress)).toBe(source())
  })
})

describe('what a new Vike would break, named', () => {
  it.each([
    ['the line gone', (s: string) => s.replace(pushAddress, 'changeUrl(url);'), /appears 0 times/],
    ['the line twice', (s: string) => `${s}\n${pushAddress}`, /appears 2 times/],
    ['isFirstRender renamed', (s: string) => s.replaceAll('isFirstRender', 'isFirstPage'), /no longer declares isFirstRender/],
    ['the line moved out of renderPageClient()', (s: string) => `${s.replace(pushAddress, '')}\nfunction later() {\n  ${pushAddress}\n}`, /no longer inside/],
    ['renderPageClient() renamed', (s: string) => s.replace('async function renderPageClient(', 'async function renderPage('), /no longer defined/],
  ])('%s', (_, change, message) => {
    const changed = change(source())
    expect(problemsWith(changed).join('; ')).toMatch(message)
    expect(() => keepFirstRenderUrl(changed, '9.9.9')).toThrow(/vike 9\.9\.9's dist\/client\/runtime-client-routing\/renderPageClient\.js has changed/)
  })
})

describe("Vike's client entry: the router starts in a task after the modules' evaluation", () => {
  const entry = fileURLToPath(new URL(routerEntryFile, vike))
  const entrySource = () => readFileSync(entry, 'utf8')

  it('has the entry, where the plugin looks for it, with the one call that starts the router', () => {
    expect(existsSync(entry), `vike ${installed} has no ${routerEntryFile}`).toBe(true)
    expect(isRouterEntry(entry)).toBe(true)
    expect(routerEntryProblemsWith(entrySource()).join('; '), `vike ${installed}'s ${routerEntryFile}`).toBe('')
  })

  it('starts the router once the browser has been yielded to, and changes nothing else', () => {
    const changed = startRouterLater(entrySource())
    expect(changed).not.toMatch(/^initClientRouter\(\);$/m)
    expect(changed).toMatch(/^void __atelierYield\(\)\.then\(\(\) => initClientRouter\(\)\);$/m)
    // The yield is the site's own (lib/yieldToBrowser.ts), imported by its path.
    const [imported, ...rest] = changed.split('\n')
    expect(imported).toMatch(/^import \{ yieldToBrowser as __atelierYield \} from ".*[\\/]lib[\\/]yieldToBrowser\.ts";$/)
    expect(rest.join('\n').replace('void __atelierYield().then(() => initClientRouter());', startRouter)).toBe(entrySource())
  })

  it.each([
    ['the call gone', (s: string) => s.replace(startRouter, ''), /0 calls/],
    ['the call twice', (s: string) => `${s}\n${startRouter}`, /2 calls/],
    ['the call inside a condition', (s: string) => s.replace(startRouter, `if (ready) ${startRouter}`), /1 calls/],
  ])('what a new Vike would break: %s', (_, change, message) => {
    const changed = change(entrySource())
    expect(routerEntryProblemsWith(changed).join('; ')).toMatch(message)
    expect(() => startRouterLater(changed, '9.9.9')).toThrow(/vike 9\.9\.9's dist\/client\/runtime-client-routing\/entry\.js has changed/)
  })
})

describe('the build, should Vike move a file it changes', () => {
  it.each([
    ['renderPageClient.js', vikeFirstRenderUrl, patchedFile],
    ['entry.js', vikeRouterStartsLater, routerEntryFile],
  ])('a client build that never met %s fails', (_, makePlugin, file) => {
    const plugin = makePlugin()
    ;(plugin.configResolved as (config: { command: string }) => void)({ command: 'build' })
    const buildEnd = plugin.buildEnd as (this: unknown, error?: Error) => void
    const context = (name: string) => ({
      environment: { name },
      error(message: string) {
        throw new Error(message)
      },
    })
    expect(() => buildEnd.call(context('ssr'))).not.toThrow()
    expect(() => buildEnd.call(context('client'))).toThrow(`has moved ${file}`)
    const path = fileURLToPath(new URL(file, vike))
    const transform = (plugin.transform as { handler: (this: unknown, code: string, id: string) => unknown }).handler
    transform.call(undefined, readFileSync(path, 'utf8'), path)
    expect(() => buildEnd.call(context('client'))).not.toThrow()
  })
})
