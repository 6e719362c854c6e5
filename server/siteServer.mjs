// @ts-check
// Serves the prerendered site from dist/client the way a static CDN does: clean URLs, the _headers
// file applied to every answer, and unknown paths answered 404 with 404.html.
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
    if (respond?.(req, res, path)) return
    serveStatic(req, res, () => {
      // An unknown path is answered with the 404 page, and so with that page's headers.
      for (const [name, value] of Object.entries(headersFor(rules, '/404.html'))) res.setHeader(name, value)
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-cache')
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
