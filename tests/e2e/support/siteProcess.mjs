// @ts-check
// The built site of the browser tests' stack (serve.mjs), with its _headers, in a process of its own:
// the backend's PGlite runs its queries on its process's only thread, and a page's files (its
// preloaded fonts first, which a page draws only if they come within a tenth of a second) must not
// wait behind them. The test hooks that need the database are passed on to the backend's process.
import { existsSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { startSiteServer } from '../../../server/siteServer.mjs'

/**
 * Test hook, on only when E2E_TEST_HOOKS=1 (the Playwright config sets it): a request for /sw.js
 * carrying the cookie `sw-build=<n>` gets the built worker with `// build <n>` appended. A byte
 * changed is a new deployment to the browser, and the cookie keeps it to the one test context
 * that asked, so tests running beside it still see the worker they installed.
 * @type {import('../../../server/siteServer.mjs').Responder | undefined}
 */
const deployedWorker =
  process.env.E2E_TEST_HOOKS === '1'
    ? (req, res, path) => {
        const build = /(?:^|;\s*)sw-build=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
        if (path !== '/sw.js' || !build) return false
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        res.end(`${readFileSync('dist/client/sw.js', 'utf8')}\n// build ${build}\n`)
        return true
      }
    : undefined

/**
 * Test hook, likewise: a page requested with the cookie `html-split=<ms>` arrives in pieces, as over
 * a slow mobile link: its HTML up to the end of the header's logo, then up to the end of the page's
 * heading (the middle of its first section), then the rest, each piece <ms> after the one before.
 * The browser may draw a piece while it waits for the next, so whatever the rest changes in what it
 * drew shows as a layout shift. With the cookie `html-expect=ignored` too, the head's render-blocking
 * `<link rel="expect">` is left out, as Firefox and Safari ignore it.
 * @type {import('../../../server/siteServer.mjs').Responder | undefined}
 */
const splitHtml =
  process.env.E2E_TEST_HOOKS === '1'
    ? (req, res, path) => {
        const pause = Number(/(?:^|;\s*)html-split=(\d+)/.exec(req.headers.cookie ?? '')?.[1] ?? NaN)
        const file = join('dist/client', path === '/' ? 'index.html' : `${path}.html`)
        if (Number.isNaN(pause) || path.includes('..') || !existsSync(file)) return false
        const ignoreExpect = /(?:^|;\s*)html-expect=ignored(?:;|$)/.test(req.headers.cookie ?? '')
        const built = readFileSync(file, 'utf8')
        const html = ignoreExpect ? built.replace(/<link rel="expect"[^>]*>/g, '') : built
        if (ignoreExpect && html === built) throw new Error(`${file}: no rel=expect link to leave out`)
        const header = html.indexOf('<header')
        const logoEnd = html.indexOf('</a>', header) + '</a>'.length
        const headingEnd = html.indexOf('</h1>', logoEnd) + '</h1>'.length
        if (header < 0 || logoEnd < header) throw new Error(`${file}: no header with a logo to split after`)
        if (headingEnd < logoEnd) throw new Error(`${file}: no heading after the header to split after`)
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.write(html.slice(0, logoEnd))
        setTimeout(() => {
          res.write(html.slice(logoEnd, headingEnd))
          setTimeout(() => res.end(html.slice(headingEnd)), pause)
        }, pause)
        return true
      }
    : undefined

/**
 * The test hooks under /__e2e/ that the static ones above do not answer: passed on, as they came, to
 * the backend's process, which listens for them on the port E2E_HOOKS_PORT.
 * @type {import('../../../server/siteServer.mjs').Responder | undefined}
 */
const backendHooks =
  process.env.E2E_TEST_HOOKS === '1'
    ? (req, res, path) => {
        if (!path.startsWith('/__e2e/')) return false
        const forwarded = request(
          { host: '127.0.0.1', port: Number(process.env.E2E_HOOKS_PORT), path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
          },
        )
        forwarded.on('error', (error) => res.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(error)))
        req.pipe(forwarded)
        return true
      }
    : undefined

const site = await startSiteServer({
  port: Number(process.env.PORT ?? 4173),
  respond: (req, res, path) => Boolean(deployedWorker?.(req, res, path) || splitHtml?.(req, res, path) || backendHooks?.(req, res, path)),
})
process.send?.({ url: site.url })
process.on('disconnect', () => void site.close().then(() => process.exit(0)))
