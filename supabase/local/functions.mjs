// @ts-check
// `/functions/v1/<name>`: each Edge Function in supabase/functions/<name>/index.ts runs in the real
// Deno runtime (from npm), in its own process started on first call, listening
// on a free port (DENO_SERVE_ADDRESS); requests are proxied to it. As hosted, the function sees only
// its secrets, never the server's environment.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { requestHeaders } from './clientAddress.mjs'
import { sendJson } from './http.mjs'

// Deno from npm: the `deno` package lists each platform's build as an optional dependency and npm
// installs the machine's. Its own launcher (bin.cjs) finds that build this way; the build is run
// directly, without a Node process in between that a stopped function would leave behind. Looked up
// on the first call, so a machine without a build still serves everything but the functions.
/** @type {string | undefined} */
let deno
const denoBinary = () => (deno ??= /** @type {string} */ (createRequire(import.meta.url)('deno/install_api.cjs').runInstall()))
const FUNCTIONS_DIR = fileURLToPath(new URL('../functions', import.meta.url))
const START_TIMEOUT_MS = 120_000 // the first start fetches the function's npm imports into Deno's cache

// What Deno itself needs from the environment: where its cache is and how to reach the registry.
const PASSED_THROUGH = [
  'PATH',
  'HOME',
  'DENO_DIR',
  'XDG_CACHE_HOME',
  'TMPDIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
]

/**
 * @param {{ functionsDir?: string, secrets: Record<string, string>, log: (line: string) => void }} options
 */
export function createFunctionsHandler({ functionsDir = FUNCTIONS_DIR, secrets, log }) {
  /** @type {Map<string, Promise<{ origin: string, child: import('node:child_process').ChildProcess }>>} */
  const running = new Map()
  let closed = false

  /** @param {string} name */
  function start(name) {
    const dir = join(functionsDir, name)
    const config = join(dir, 'deno.json')
    /** @type {Record<string, string>} */
    const env = { NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' }
    for (const key of PASSED_THROUGH) if (process.env[key]) env[key] = /** @type {string} */ (process.env[key])
    const args = [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--no-prompt',
      ...(existsSync(config) ? [`--config=${config}`] : []),
      join(dir, 'index.ts'),
    ]
    const child = spawn(denoBinary(), args, { cwd: dir, env: { ...env, ...secrets }, stdio: ['ignore', 'pipe', 'pipe'] })
    const started = new Promise((resolve, reject) => {
      let output = ''
      const timer = setTimeout(
        () => reject(new Error(`function ${name} did not start within ${START_TIMEOUT_MS / 1000} s: ${output.slice(-500)}`)),
        START_TIMEOUT_MS,
      )
      /** @param {Buffer} chunk */
      const read = (chunk) => {
        const text = chunk.toString('utf8')
        output += text
        for (const line of text.split('\n')) if (line.trim() && !line.startsWith('Listening on')) log(`[${name}] ${line.trim()}`)
        const listening = /Listening on (http:\/\/[^\s/]+)/.exec(output)
        if (listening?.[1]) {
          clearTimeout(timer)
          resolve({ origin: listening[1], child })
        }
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('exit', (code) => {
        clearTimeout(timer)
        running.delete(name)
        reject(new Error(`function ${name} exited (${code}) before answering: ${output.slice(-500)}`))
      })
      child.once('error', reject)
    })
    started.catch(() => running.delete(name))
    return started
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} path  the part after /functions/v1
   */
  async function handleFunction(req, res, url, path) {
    const [, name = '', ...rest] = path.split('/')
    if (closed || !/^[a-z0-9_-]+$/i.test(name) || name.startsWith('_') || !existsSync(join(functionsDir, name, 'index.ts'))) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
      return
    }
    let instance = running.get(name)
    if (!instance) {
      instance = start(name)
      running.set(name, instance)
    }
    const { origin } = await instance
    await new Promise((resolve, reject) => {
      const target = new URL(`/${[name, ...rest].join('/')}${url.search}`, origin)
      // The client's address as hosted Supabase's gateway passes it on (x-forwarded-for).
      const headers = { ...req.headers, host: target.host, 'x-forwarded-for': requestHeaders(req)['cf-connecting-ip'] }
      const proxied = httpRequest(target, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        answer.on('end', () => resolve(undefined))
        answer.on('error', reject)
      })
      proxied.on('error', reject)
      req.pipe(proxied)
    })
  }

  return {
    handleFunction,
    async close() {
      closed = true
      const instances = await Promise.allSettled(running.values())
      running.clear()
      await Promise.all(
        instances.map((settled) => {
          if (settled.status !== 'fulfilled') return undefined
          const { child } = settled.value
          if (child.exitCode !== null) return undefined
          return new Promise((resolve) => {
            child.once('exit', resolve)
            child.kill('SIGTERM')
          })
        }),
      )
    },
  }
}
