// Cloudflare's Workers runtime, run locally: `wrangler dev` serves the site as wrangler.jsonc
// deploys it (static assets: _headers, the 404 page, one address per page) with workerd (the
// runtime Cloudflare runs, from npm). No account and no network needed. Its state and logs go to a
// temporary folder, out of the project.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise((done) => server.close(done))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

export interface WorkersDev {
  url: string
  close(): Promise<void>
}

export async function startWorkersDev(config = 'wrangler.jsonc'): Promise<WorkersDev> {
  const [port, inspectorPort] = [await freePort(), await freePort()]
  const workDir = mkdtempSync(join(tmpdir(), 'atelier-workers-dev-'))
  const wrangler = resolve('node_modules/.bin/wrangler')
  const args = ['dev', '--config', resolve(config), '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', String(inspectorPort)]
  args.push('--persist-to', join(workDir, 'state'), '--log-level', 'warn', '--show-interactive-dev-session=false')
  const child = spawn(wrangler, args, {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: join(workDir, 'logs'), NO_UPDATE_NOTIFIER: '1' },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done))
      // wrangler runs workerd as a child: end the group this spawn created, and only it.
      process.kill(-child.pid!, 'SIGTERM')
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL')
    }
    rmSync(workDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return { url, close }
    } catch {
      await new Promise((done) => setTimeout(done, 300))
    }
  }
  await close()
  throw new Error(`wrangler dev did not start on ${url}:\n${output}`)
}
