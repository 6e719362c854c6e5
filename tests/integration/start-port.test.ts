// `SUPABASE_PORT=<port> npm start` moves the whole local stack: a site built for another backend
// (here the default port) is rebuilt for this one without being asked, its CSP allows that port,
// and a message sent from its contact page in a real browser lands in the backend on that port.
// On a port another program holds, `npm start` says so in one line, naming the variable that moves
// it, and exits with an error. It runs in copies of the project so that a rebuild leaves the
// project's own dist/ alone.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { afterAll, describe, expect, it } from 'vitest'
import { chromiumArgs } from '../../playwright.config'
import { testChromiumPath } from '../../scripts/ensure-chromium.mjs'
import { SECRET_KEY } from '../../supabase/local/keys.mjs'
import { freePorts } from './helpers/postgres-cluster'

const project = resolve('.')
const copy = mkdtempSync(join(tmpdir(), 'atelier-start-'))

/** The sources (tracked or new, not ignored), the generated public assets and node_modules (linked), timestamps kept. */
function copyProject(into: string) {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: project, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean)
  for (const file of files) {
    if (!existsSync(join(project, file))) continue
    mkdirSync(dirname(join(into, file)), { recursive: true })
    cpSync(join(project, file), join(into, file), { preserveTimestamps: true })
  }
  cpSync(join(project, 'public'), join(into, 'public'), { recursive: true, preserveTimestamps: true })
  symlinkSync(join(project, 'node_modules'), join(into, 'node_modules'))
}

/** What `npm start` finds after a build made for the backend on `supabasePort`: newer than every source. */
function builtFor(into: string, supabasePort: number) {
  mkdirSync(join(into, 'dist/client'), { recursive: true })
  writeFileSync(
    join(into, 'dist/client/_headers'),
    `/*\n  Content-Security-Policy: default-src 'none'; connect-src 'self' http://127.0.0.1:${supabasePort}; img-src 'self'\n`,
  )
  writeFileSync(join(into, 'dist/client/index.html'), '<!doctype html><html lang="fr"><title>Ancienne construction</title></html>')
}

afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('npm start with SUPABASE_PORT', () => {
  it('rebuilds a site made for another port, and the site it serves sends its messages to that port', { timeout: 600_000 }, async () => {
    copyProject(copy)
    builtFor(copy, 54321)
    const [sitePort, supabasePort, inboxPort, inboxSmtpPort] = (await freePorts(4)) as [number, number, number, number]
    const supabase = `http://127.0.0.1:${supabasePort}`
    // The inbox on free ports too: npm start stops on a taken one (the default ones may be in use here).
    const env = {
      ...process.env,
      PORT: String(sitePort),
      SUPABASE_PORT: String(supabasePort),
      SUPABASE_INBOX_PORT: String(inboxPort),
      SUPABASE_INBOX_SMTP_PORT: String(inboxSmtpPort),
      VITE_SUPABASE_URL: '',
    }
    const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: copy, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs })
    try {
      const deadline = Date.now() + 540_000
      while (!output.includes('Site : ') && start.exitCode === null && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250))
      expect(output, output).toContain(`Construction du site pour ${supabase} (il visait http://127.0.0.1:54321)`)
      expect(output).toContain(`Supabase local : ${supabase}`)
      const site = `http://127.0.0.1:${sitePort}`
      expect(output).toContain(`Site : ${site}`)

      const csp = (await fetch(`${site}/contact`)).headers.get('content-security-policy') ?? ''
      expect(csp).toContain(`connect-src 'self' ${supabase};`)

      const page = await browser.newPage({ locale: 'fr-FR' })
      // A returning visitor, so the cookie banner does not cover the form.
      await page.addInitScript(() => localStorage.setItem('cookie-consents', JSON.stringify({ necessary: true, embedded: false })))
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
      })
      await page.goto(`${site}/contact?service=horlogerie`)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      const text = `Ma montre s'arrête la nuit — ${Date.now()}`
      await page.getByLabel('Nom complet').fill('Claire Martin')
      await page.getByLabel('Adresse e-mail').fill('claire.martin@exemple.fr')
      await page.getByLabel('Votre message').fill(text)
      await page.getByRole('button', { name: 'Envoyer le message' }).click()
      await page
        .getByRole('region', { name: /Notifications/ })
        .getByText('Message envoyé')
        .waitFor({ timeout: 30_000 })

      const headers = { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` }
      const rows = (await (
        await fetch(`${supabase}/rest/v1/contact_messages?select=service,message&message=eq.${encodeURIComponent(text)}`, { headers })
      ).json()) as unknown[]
      expect(rows).toEqual([{ service: 'horlogerie', message: text }])
      expect(problems).toEqual([])
    } finally {
      await browser.close()
      if (start.exitCode === null) {
        const exited = new Promise((done) => start.once('exit', done))
        start.kill('SIGTERM')
        await exited
      }
    }
  })
})

describe('npm start on a port already in use', () => {
  const takenCopy = mkdtempSync(join(tmpdir(), 'atelier-start-taken-'))
  afterAll(() => rmSync(takenCopy, { recursive: true, force: true }))

  it.each(['PORT', 'SUPABASE_PORT', 'SUPABASE_INBOX_PORT', 'SUPABASE_INBOX_SMTP_PORT'])(
    'says in one line that the port in %s is taken, names that variable, and exits with an error',
    { timeout: 120_000 },
    async (variable) => {
      if (!existsSync(join(takenCopy, 'package.json'))) copyProject(takenCopy)
      const [site, supabase, inbox, inboxSmtp] = (await freePorts(4)) as [number, number, number, number]
      const ports: Record<string, number> = { PORT: site, SUPABASE_PORT: supabase, SUPABASE_INBOX_PORT: inbox, SUPABASE_INBOX_SMTP_PORT: inboxSmtp }
      // Built for this backend already: nothing to rebuild, whatever the start does.
      builtFor(takenCopy, supabase)
      const taken = ports[variable]!
      const holder = await new Promise<Server>((resolve, reject) => {
        const server = createServer()
        server.once('error', reject)
        server.listen(taken, '127.0.0.1', () => resolve(server))
      })
      const env = { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])), VITE_SUPABASE_URL: '' }
      const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: takenCopy, env, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)))
      try {
        const code = await Promise.race([exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000))])
        expect(code, output).not.toBe('running')
        expect(code).not.toBe(0)
        const lines = output.trim().split('\n')
        expect(lines, output).toHaveLength(1)
        expect(lines[0]).toContain(`port ${taken} `)
        expect(lines[0]).toContain(variable)
      } finally {
        if (start.exitCode === null && start.signalCode === null) {
          start.kill('SIGTERM')
          await exited
        }
        await new Promise((resolve) => holder.close(resolve))
      }
    },
  )
})
