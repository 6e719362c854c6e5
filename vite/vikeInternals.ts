// Everything this site relies on in Vike beyond its documented hooks and settings, in one place;
// tests/unit/vikeInternals.test.ts checks each assumption against the installed Vike.
//
// One line of Vike's client, changed at build time, so that hydration keeps the address a visitor
// reached before it. Vike's client router notes the address when it starts and, once the page's
// code has arrived, pushes that address again if the current one differs: on a slow phone, a tap on
// « Voir les étapes » (#processus) in that window lost its #processus and left an extra history
// entry. On the first render the address can only differ by what the visitor (or the page) did in
// the page itself, so this build lets the first render leave it alone; later navigations change it
// as before. No public API reaches that push: Vike's client hooks (onRenderClient,
// onBeforeRenderClient) run after it, and navigate() can add or overwrite an entry, not take back
// the one pushed. Checked in the browser by « an in-page link pressed before the page hydrates keeps
// its address once it has » (tests/e2e/content.spec.ts) and the WebKit and Firefox flows; the build
// fails if Vike's file no longer has the line, or if the client build never met the file.
//
// And one line of its client entry: the router starts in a task after the one that evaluates the
// framework's modules, rather than at the end of it. Evaluating Vike's modules sets up the history
// (a replaceState), then starting the router reads every page's configuration: together one task
// long enough to block a slow phone (Lighthouse's long tasks at 6x CPU), each half well under it.
// Vike offers no hook before its router reads the configuration (onCreateGlobalContext runs after,
// and yields before the routing: pages/+onCreateGlobalContext.client.ts). The same checks apply:
// the build fails if the call is not found once, or if the client build never met the file.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The Vike version these assumptions were checked against (package.json pins it). */
export const vikeVersion = '0.4.266'

/** Vike's client file that holds the line, in its package. */
export const patchedFile = 'dist/client/runtime-client-routing/renderPageClient.js'
const patchedId = /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]renderPageClient\.js$/

/** Whether a module id is Vike's file that holds the line. */
export const isPatchedFile = (id: string) => patchedId.test(id)

/** The call that pushes the address noted when the render started. */
export const pushAddress = 'changeUrl(urlOriginal, overwriteLastHistoryEntry);'

/**
 * What in Vike's renderPageClient.js no longer matches the change: the line must appear once, in
 * renderPageClient(), which must have `isFirstRender` in scope.
 */
export function problemsWith(source: string): string[] {
  const problems: string[] = []
  const count = source.split(pushAddress).length - 1
  if (count !== 1) problems.push(`« ${pushAddress} » appears ${count} times, not once`)
  const start = source.indexOf('async function renderPageClient(')
  if (start < 0) return [...problems, 'renderPageClient() is no longer defined there']
  // Its body runs to the next function declared at the top level.
  const end = source.slice(start + 1).search(/\n(?:async )?function /)
  const body = source.slice(start, end < 0 ? undefined : start + 1 + end)
  if (!/\{[^}]*\bisFirstRender\b[^}]*\}\s*=/.test(body)) problems.push('renderPageClient() no longer declares isFirstRender')
  if (count === 1 && !body.includes(pushAddress)) problems.push(`« ${pushAddress} » is no longer inside renderPageClient()`)
  return problems
}

/** Vike's renderPageClient.js with the push skipped on the first render; throws if it no longer matches. */
export function keepFirstRenderUrl(source: string, version = 'installed'): string {
  const problems = problemsWith(source)
  if (problems.length)
    throw new Error(`vite/vikeInternals.ts: vike ${version}'s ${patchedFile} has changed (checked against ${vikeVersion}): ${problems.join('; ')}`)
  return source.replace(pushAddress, `if (!isFirstRender) ${pushAddress}`)
}

/** The version in the package.json of the Vike a module id belongs to. */
function versionOf(id: string, file: RegExp): string {
  try {
    const root = id.replace(/[?#].*$/, '').replace(file, '/vike/')
    return (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
}

/**
 * A plugin that changes one of Vike's client files as the build reads it. A Vike that moved the
 * file would otherwise build without the change, silently: the client build fails if it never met it.
 */
function vikeFileChange(name: string, id: RegExp, file: string, change: (source: string, version: string) => string): Plugin {
  let isBuild = false
  let changed = false
  return {
    name,
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build'
    },
    transform: {
      filter: { id },
      handler(source, moduleId) {
        if (!id.test(moduleId)) return null
        changed = true
        return { code: change(source, versionOf(moduleId, id)), map: null }
      },
    },
    buildEnd(error) {
      if (isBuild && !error && this.environment?.name === 'client' && !changed)
        this.error(`vite/vikeInternals.ts: the client build has no module matching ${id}: Vike (checked against ${vikeVersion}) has moved ${file}`)
    },
  }
}

export const vikeFirstRenderUrl = () => vikeFileChange('atelier:vike-first-render-url', patchedId, patchedFile, keepFirstRenderUrl)

/** Vike's client entry for client routing, in its package. */
export const routerEntryFile = 'dist/client/runtime-client-routing/entry.js'
const routerEntryId = /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]entry\.js$/

/** Whether a module id is Vike's client entry. */
export const isRouterEntry = (id: string) => routerEntryId.test(id)

/** The entry's call that starts the router, as a statement of its own. */
export const startRouter = 'initClientRouter();'

const yieldModule = fileURLToPath(new URL('../lib/yieldToBrowser.ts', import.meta.url))

/** What in Vike's entry.js no longer matches the change: the call must be a line of its own, once. */
export function routerEntryProblemsWith(source: string): string[] {
  const lines = source.split('\n').filter((line) => line.includes('initClientRouter('))
  if (lines.length !== 1 || lines[0] !== startRouter) return [`« ${startRouter} » is not the one line that calls initClientRouter (${lines.length} calls)`]
  return []
}

/** Vike's entry.js with the router started after a yield to the browser; throws if it no longer matches. */
export function startRouterLater(source: string, version = 'installed'): string {
  const problems = routerEntryProblemsWith(source)
  if (problems.length)
    throw new Error(`vite/vikeInternals.ts: vike ${version}'s ${routerEntryFile} has changed (checked against ${vikeVersion}): ${problems.join('; ')}`)
  return `import { yieldToBrowser as __atelierYield } from ${JSON.stringify(yieldModule)};\n${source.replace(startRouter, 'void __atelierYield().then(() => initClientRouter());')}`
}

export const vikeRouterStartsLater = () => vikeFileChange('atelier:vike-router-starts-later', routerEntryId, routerEntryFile, startRouterLater)
