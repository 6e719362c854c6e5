// @ts-check
// Serves the prerendered site from dist/client the way Cloudflare Pages does (checked against its
// runtime, tests/cdn): a page built as contact.html is served at /contact, and /contact/ and
// /contact.html redirect there; the _headers file applies by request path to every answer;
// unknown paths get 404.html's content with status 404 and that path's headers.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { headersFor, parseHeadersFile } from './headersFile.mjs'

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, path: string) => boolean} Responder
 * Answers a request itself (returning true) before the static files are looked up; the _headers
 * rules are already set. Only the browser tests use one.
 */

const revalidate = 'public, max-age=0, must-revalidate'

/**
 * Where a page's other spellings redirect, as on Cloudflare Pages: /contact/ and /contact.html to
 * /contact when contact.html exists, /index.html to /. Undefined for every other path.
 * @param {string} root @param {string} path
 */
export function canonicalPagePath(root, path) {
  if (path === '/index.html') return '/'
  const page = path.endsWith('.html') ? path.slice(0, -'.html'.length) : path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : undefined
  if (!page || page.endsWith('/index') || page.includes('..')) return undefined
  return existsSync(join(root, `${page}.html`)) ? page : undefined
}

/** @param {{ root?: string, port?: number, host?: string, respond?: Responder }} [options] */
export async function startSiteServer({ root = 'dist/client', port = 3000, host = '127.0.0.1', respond } = {}) {
  const headersPath = join(root, '_headers')
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : []
  const notFoundPage = join(root, '404.html')
  // Precompressed copies (.br, .gz) are written by the build, as a CDN would compress.
  const serveStatic = sirv(root, { extensions: ['html'], dotfiles: false, etag: true, dev: false, brotli: true, gzip: true })

  const server = createServer((req, res) => {
    let path
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    } catch {
      // A malformed address (bad percent-encoding) is the client's error, not the server's end.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Adresse invalide')
      return
    }
    for (const [name, value] of Object.entries(headersFor(rules, path))) res.setHeader(name, value)
    // The CDNs' default for what no rule caches: revalidate every time.
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', revalidate)
    if (respond?.(req, res, path)) return
    const canonical = canonicalPagePath(root, path)
    if (canonical) {
      res.writeHead(308, { Location: canonical + new URL(req.url ?? '/', 'http://localhost').search }).end()
      return
    }
    serveStatic(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Page non trouvée')
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
