// The stack the engine tests drive, started in the test's own process so that a test can take the
// backend down and bring it back: the built site (the CDN's behaviour, server/siteServer.mjs), a
// fresh local Supabase backend (in-memory PGlite) on a port of its own, and in front of each a TCP
// relay the test can cut (connections refused, open ones dropped), as a server that stops answering
// would. Every port is one the system gives: each engine's stack (and the browser tests') can run
// beside the others, so the site is served from a copy of the build moved to its relay's address.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type Socket, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { canonicalPagePath, startSiteServer, type Responder } from '../../server/siteServer.mjs'
import { startLocalSupabase } from '../../supabase/local/server.mjs'
import { waitForPorts } from '../../server/waitForPorts.mjs'

const builtRoot = 'dist/client'
/** The backend port the build was made for. */
const builtApiPort = Number(process.env.SUPABASE_PORT ?? 54321)

interface StoredRow {
  id: string
  message: string
  file_url: string | null
  /** The visit asked for: 'YYYY-MM-DD' and 'HH:MM', or null. */
  visit_date: string | null
  visit_time: string | null
}

export interface EngineStack {
  siteUrl: string
  /** The backend's own address, for a test's set-up (an invitation, a request sent as the form sends it). */
  apiUrl: string
  /** Refuses every new connection to the backend and drops the open ones. */
  cutBackend(): Promise<void>
  /** Likewise for the site: only what the browser keeps (its service worker's caches) still answers. */
  cutSite(): Promise<void>
  restoreSite(): Promise<void>
  /** Answers the site's files whose path matches `pattern` `delayMs` late, as a slow link would, until stopped. */
  delayFiles(pattern: RegExp, delayMs: number): DelayedFiles
  restoreBackend(): Promise<void>
  /** Rows whose message text is exactly this, read from the database. */
  rowsWithText(text: string): Promise<StoredRow[]>
  /** Names of the stored contact photos, and their sizes in bytes. */
  storedPhotos(): Promise<{ name: string; size: number }[]>
  close(): Promise<void>
}

const watchScript = readFileSync(new URL('./pageWatch.js', import.meta.url), 'utf8')
const watchTag = '<script src="/__engine-watch.js"></script>'

/** The prerendered file a path is served from, as sirv resolves clean URLs; null if none. */
function htmlFileFor(root: string, path: string): string | null {
  const clean = path.replace(/\/+$/, '')
  for (const candidate of path.endsWith('.html') ? [path] : [`${clean}/index.html`, `${clean}.html`]) {
    const file = join(root, candidate)
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

// Every page (and so every page the service worker precaches) starts with the watch script; its
// own file is same-origin, so the site's CSP (script-src 'self') lets it run like the site's own.
interface DelayedFiles {
  /** How many requests were answered late so far. */
  delayed(): number
  stop(): void
}

interface Delay {
  pattern: RegExp
  delayMs: number
  count: number
}

const scriptTypes: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }

const injectWatch =
  (root: string, delays: Set<Delay>): Responder =>
  (req, res, path) => {
    const delay = [...delays].find((candidate) => candidate.pattern.test(path))
    const type = scriptTypes[extname(path)]
    if (delay && type && req.method === 'GET') {
      delay.count += 1
      setTimeout(() => {
        res.setHeader('Content-Type', type)
        res.end(readFileSync(join(root, path)))
      }, delay.delayMs)
      return true
    }
    if (path === '/__engine-watch.js') {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
      res.end(watchScript)
      return true
    }
    // Another spelling of a page (/contact/, /contact.html) gets the site server's redirect.
    const file = req.method === 'GET' && !canonicalPagePath(root, path) ? htmlFileFor(root, path) : null
    if (!file) return false
    const html = readFileSync(file, 'utf8').replace('<head>', `<head>${watchTag}`)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    // A page is answered 200, /404 included, as the site server and the CDN answer it: the service
    // worker precaches /404, and a 404 there fails its installation.
    res.end(html)
    return true
  }

/**
 * A copy of the build that talks to the backend at `port`, as a build made for that port would: its
 * scripts, its service worker and its CSP (_headers) name the backend's address, and are rewritten
 * (their precompressed copies dropped, so the rewritten files are served). Returns the copy's folder.
 */
function buildMovedTo(port: number): string {
  const from = `127.0.0.1:${builtApiPort}`
  const copy = mkdtempSync(join(tmpdir(), 'atelier-engines-site-'))
  cpSync(builtRoot, copy, { recursive: true })
  const moved = readdirSync(copy, { recursive: true })
    .map((name) => join(copy, String(name)))
    .filter((file) => /(\.(js|html|json|webmanifest)|\/_headers)$/.test(file) && statSync(file).isFile() && readFileSync(file, 'utf8').includes(from))
  if (!moved.some((file) => file.endsWith('.js')))
    throw new Error(`dist/client does not target ${from}: build with VITE_SUPABASE_URL=http://${from} (or set SUPABASE_PORT)`)
  for (const file of moved) {
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, `127.0.0.1:${port}`))
    for (const compressed of [`${file}.br`, `${file}.gz`]) rmSync(compressed, { force: true })
  }
  precacheWatch(copy)
  return copy
}

/**
 * Puts the watch script in the worker's precache beside the pages that load it, so that a page the
 * worker serves offline still records what it shows.
 */
function precacheWatch(copy: string): void {
  const worker = join(copy, 'sw.js')
  const precached404 = '"url":"/404"}'
  const source = readFileSync(worker, 'utf8')
  if (!source.includes(precached404)) throw new Error('sw.js: no precache entry for /404 to put the watch script beside')
  writeFileSync(worker, source.replace(precached404, `${precached404},{"revision":"engine-watch","url":"/__engine-watch.js"}`))
  for (const compressed of [`${worker}.br`, `${worker}.gz`]) rmSync(compressed, { force: true })
}

/**
 * A relay to `targetPort` on a port the system gives at the first open, kept for the next ones. With
 * `keepPort`, a cut keeps listening and resets every connection at once (open ones dropped): no other
 * connection of the machine can take the port meanwhile, which the site needs, its address being the
 * origin its pages' storage and service worker belong to.
 */
function relay(targetPort: number, { keepPort = false } = {}) {
  let port = 0
  let server: Server | null = null
  let refusing = false
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  // The port was free a moment ago; a connection of another process may have taken it since as its
  // own client port while the backend was cut: wait for it rather than fail.
  const open = async () => {
    refusing = false
    if (server) return
    if (port) await waitForPorts([port])
    await new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        if (refusing) {
          client.on('error', () => undefined)
          client.resetAndDestroy()
          return
        }
        const upstream = connect(targetPort, '127.0.0.1')
        track(client)
        track(upstream)
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', () => {
        server = listening
        const address = listening.address()
        if (typeof address === 'object' && address) port = address.port
        resolve()
      })
    })
  }
  const cut = async () => {
    if (keepPort) {
      refusing = true
      for (const socket of sockets) socket.destroy()
      return
    }
    const closing = server
    server = null
    for (const socket of sockets) socket.destroy()
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()))
  }
  return { open, cut, port: () => port }
}

interface StackOptions {
  /** The SMTP server Auth's codes and the workshop's e-mails go to (a local inbox); none: no e-mail is attempted. */
  mail?: { smtpHost: string; smtpPort: number }
}

export async function startEngineStack({ mail }: StackOptions = {}): Promise<EngineStack> {
  const storageDir = mkdtempSync(join(tmpdir(), 'atelier-engines-storage-'))
  const backend = await startLocalSupabase({ port: 0, dataDir: null, storageDir, quiet: true, mail: mail ?? null })
  const api = relay(Number(new URL(backend.url).port))
  await api.open()
  // Every flow of both engines reaches the backend from 127.0.0.1 through the relay: one client to
  // the per-address limits. These flows are about delivery; the limits have their own tests
  // (tests/integration/rate-limits.test.ts, tests/e2e/rateLimit.spec.ts).
  await backend.query('update private.contact_rate_limits set max_messages = 1000')
  const root = buildMovedTo(api.port())
  const delays = new Set<Delay>()
  const site = await startSiteServer({ root, port: 0, respond: injectWatch(root, delays) })
  // The site too is reached through a relay, so that a test can take it away as the network would.
  const front = relay(Number(new URL(site.url).port), { keepPort: true })
  await front.open()
  return {
    siteUrl: `http://127.0.0.1:${front.port()}`,
    apiUrl: backend.url,
    cutBackend: api.cut,
    cutSite: front.cut,
    restoreSite: front.open,
    delayFiles: (pattern, delayMs) => {
      const delay: Delay = { pattern, delayMs, count: 0 }
      delays.add(delay)
      return { delayed: () => delay.count, stop: () => void delays.delete(delay) }
    },
    restoreBackend: api.open,
    rowsWithText: (text) =>
      backend.query(
        `select id, message, file_url, to_char(visit_date, 'YYYY-MM-DD') as visit_date, to_char(visit_time, 'HH24:MI') as visit_time
           from contact_messages where message = $1`,
        [text],
      ),
    storedPhotos: async () => {
      const rows: { name: string; size: string | number | null }[] = await backend.query(
        "select name, metadata->>'size' as size from storage.objects where bucket_id = 'contact_images'",
      )
      return rows.map((row) => ({ name: row.name, size: Number(row.size) }))
    },
    close: async () => {
      await front.cut()
      await api.cut()
      await site.close()
      await backend.close()
      rmSync(storageDir, { recursive: true, force: true })
      rmSync(root, { recursive: true, force: true })
    },
  }
}
