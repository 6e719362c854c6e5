// `SUPABASE_PORT=<port> npm start` moves the whole local stack: a site built for another backend
// (here the default port) is rebuilt for this one without being asked, its CSP allows that port,
// and a message sent from its contact page in a real browser lands in the backend on that port.
// It runs in a copy of the project so that the rebuild leaves the project's own dist/ alone.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
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
function copyProject() {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: project, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean)
  for (const file of files) {
    if (!existsSync(join(project, file))) continue
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(project, file), join(copy, file), { preserveTimestamps: true })
  }
  cpSync(join(project, 'public'), join(copy, 'public'), { recursive: true, preserveTimestamps: true })
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'))
}

/** What `npm start` finds after a build made for the default port: newer than every source. */
function builtForDefaultPort() {
  mkdirSync(join(copy, 'dist/client'), { recursive: true })
  writeFileSync(
    join(copy, 'dist/client/_headers'),
    "/*\n  Content-Security-Policy: default-src 'none'; connect-src 'self' http://127.0.0.1:54321; img-src 'self'\n",
  )
  writeFileSync(join(copy, 'dist/client/index.html'), '<!doctype html><html lang="fr"><title>Ancienne construction</title></html>')
}

afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('npm start with SUPABASE_PORT', () => {
  it('rebuilds a site made for another port, and the site it serves sends its messages to that port', { timeout: 600_000 }, async () => {
    copyProject()
    builtForDefaultPort()
    const [sitePort, supabasePort] = (await freePorts(2)) as [number, number]
    const supabase = `http://127.0.0.1:${supabasePort}`
    const env = { ...process.env, PORT: String(sitePort), SUPABASE_PORT: String(supabasePort), VITE_SUPABASE_URL: '' }
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
      await page.addInitScript(() =>
        localStorage.setItem('cookie-consents', JSON.stringify({ necessary: true, analytics: false, marketing: false, preferences: false })),
      )
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
