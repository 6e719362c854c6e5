// The performance gate compares each page with its script-less twin (scripts/perf/twin.mjs): the
// comparison is fair only if the twin is served exactly as its page is, compression and headers
// included, the scripts aside.
import { get as httpGet, type IncomingMessage } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSiteServer } from '../../server/siteServer.mjs'
import { buildTwin, withoutScripts } from '../../scripts/perf/twin.mjs'
import { clientDir } from './builtSite'

const twinDir = join(mkdtempSync(join(tmpdir(), 'twin-')), 'twin')
let site: Awaited<ReturnType<typeof startSiteServer>>
let twin: Awaited<ReturnType<typeof startSiteServer>>

beforeAll(async () => {
  buildTwin(clientDir, twinDir)
  site = await startSiteServer({ root: clientDir, port: 0 })
  twin = await startSiteServer({ root: twinDir, port: 0 })
}, 120_000)
afterAll(async () => {
  await Promise.all([site?.close(), twin?.close()])
  rmSync(twinDir, { recursive: true, force: true })
})

/** The response as sent, its body still compressed (fetch would decode it). */
const get = (origin: string, path: string, encoding: string) =>
  new Promise<{ response: IncomingMessage; bytes: Buffer }>((resolve, reject) => {
    httpGet(origin + path, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ response, bytes: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
const varying = new Set(['date', 'etag', 'last-modified', 'content-length', 'keep-alive', 'connection'])
const headersOf = (response: IncomingMessage) => Object.entries(response.headers).filter(([name]) => !varying.has(name)).sort()

describe('the script-less twin', () => {
  for (const path of ['/', '/contact', '/services/sertissage-pierres', '/404'])
    for (const encoding of ['br', 'gzip'])
      it(`is served as its page is on ${path} (${encoding}): same status, headers and encoding, the page's HTML less its scripts`, async () => {
        const [page, copy] = await Promise.all([get(site.url, path, encoding), get(twin.url, path, encoding)])
        expect(copy.response.statusCode).toBe(page.response.statusCode)
        expect(page.response.headers['content-encoding']).toBe(encoding)
        expect(headersOf(copy.response)).toEqual(headersOf(page.response))
        expect(copy.bytes.length).toBeLessThan(page.bytes.length)
        if (encoding === 'br') {
          const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`
          const expected = brotliCompressSync(withoutScripts(readFileSync(join(clientDir, file), 'utf8')), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          expect(copy.bytes.length).toBe(expected.length)
        }
      })
})
