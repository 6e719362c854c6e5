// `npm run deploy`: the variables it reads and refuses, the steps it plans, what it prints (no secret
// ever), and where it stops.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { maskedValue, secretValues } from '../../scripts/deploy/mask.mjs'
import { ownerContact } from '../../scripts/deploy/ownerContact.mjs'
import { authSmtpEnv, planDeploy, supabaseCliVersion, type Step } from '../../scripts/deploy/plan.mjs'
import { runSteps } from '../../scripts/deploy/run.mjs'
import { deployVariables, readDeployVariables } from '../../scripts/deploy/variables.mjs'
import * as localKeys from '../../supabase/local/keys.mjs'

const fixture = parseEnv(readFileSync('tests/fixtures/deploy.env', 'utf8'))
const { values } = readDeployVariables(fixture)
const secrets = secretValues(values)
const generated = deployVariables.filter((variable) => variable.generated).map((variable) => variable.name)
const secretNames = deployVariables.filter((variable) => variable.secret).map((variable) => variable.name)

async function printed(steps: Step[], options: { dryRun: boolean } = { dryRun: true }) {
  const lines: string[] = []
  const code = await runSteps(steps, { ...options, secrets, log: (line) => lines.push(line), smoke: async () => [] })
  return { code, output: lines.join('\n') }
}

describe('the deploy variables', () => {
  it('accepts the complete fixture', () => {
    expect(readDeployVariables(fixture).problems).toEqual([])
  })

  it('lists every missing or wrong variable at once', () => {
    const { problems } = readDeployVariables({
      ...fixture,
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      SMTP_PORT: '587',
      HEALTH_SECRET: 'court',
      SUPABASE_DB_PASSWORD: '',
      EXTRA: 'x',
    })
    expect(problems).toEqual([
      'VITE_SUPABASE_URL must be https',
      'SUPABASE_DB_PASSWORD is missing',
      'SMTP_PORT is closed to hosted Edge Functions: use 2587 or 2465',
      'HEALTH_SECRET must be a random string of 32 characters at least (npm run deploy -- --new-secrets writes one)',
      'EXTRA is not a deploy variable (.env.example lists them)',
    ])
  })

  it('refuses, for every secret, each value the local backend publishes', () => {
    const published = Object.values(localKeys as Record<string, unknown>).filter((value): value is string => typeof value === 'string')
    expect(published.length).toBeGreaterThan(5)
    for (const name of secretNames)
      for (const value of published) {
        const { problems } = readDeployVariables({ ...fixture, [name]: value } as Record<string, string>)
        expect(problems, `${name}=${value}`).toEqual([`${name} is a value the local backend publishes (supabase/local/keys.mjs): anyone could use it`])
      }
  })

  it('refuses a functions’ secret that is long but guessable: a repeat, a sequence, words', () => {
    expect(generated).toEqual(['NOTIFY_WORKSHOP_SECRET', 'CONTACT_RETENTION_SECRET', 'HEALTH_SECRET', 'VISIT_FEED_KEY', 'VISIT_ACTION_SECRET'])
    for (const name of generated)
      for (const weak of [
        'a'.repeat(32),
        'abcdefghijklmnopqrstuvwxyz0123456789',
        'atelier-health-secret-0123456789abcdef',
        'motdepasse-motdepasse-motdepasse-2026',
      ])
        expect(readDeployVariables({ ...fixture, [name]: weak }).problems, `${name}=${weak}`).toEqual([
          expect.stringMatching(new RegExp(`^${name} can be guessed`)),
        ])
  })

  it('writes new random secrets on request, for the missing and the refused only, and keeps the rest of the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-secrets-'))
    const envFile = join(dir, '.env.production')
    const kept = fixture.VISIT_FEED_KEY!
    const lines = readFileSync('tests/fixtures/deploy.env', 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('CONTACT_RETENTION_SECRET='))
      .map((line) =>
        line.startsWith('HEALTH_SECRET=')
          ? `HEALTH_SECRET=${localKeys.HEALTH_SECRET}`
          : line.startsWith('VISIT_ACTION_SECRET=')
            ? `VISIT_ACTION_SECRET=${'a'.repeat(40)}`
            : line,
      )
    writeFileSync(envFile, lines.join('\n'))
    const said = execFileSync('node', ['scripts/deploy.mjs', '--new-secrets', '--env-file', envFile], { encoding: 'utf8' })
    expect(said).toContain('CONTACT_RETENTION_SECRET, HEALTH_SECRET, VISIT_ACTION_SECRET')
    const written = parseEnv(readFileSync(envFile, 'utf8'))
    for (const name of ['CONTACT_RETENTION_SECRET', 'HEALTH_SECRET', 'VISIT_ACTION_SECRET']) {
      expect(written[name], name).toMatch(/^[\w-]{43}$/)
      expect(said, 'no value printed').not.toContain(written[name])
    }
    expect(written.VISIT_FEED_KEY).toBe(kept)
    expect(written.SMTP_HOST).toBe(fixture.SMTP_HOST)
    expect(readDeployVariables(written).problems).toEqual([])
    expect(execFileSync('node', ['scripts/deploy.mjs', '--new-secrets', '--env-file', envFile], { encoding: 'utf8' })).toContain('nothing changed')
  })

  it('refuses a Supabase URL on this machine even over https', () => {
    expect(readDeployVariables({ ...fixture, VITE_SUPABASE_URL: 'https://localhost:54321' }).problems).toEqual([
      'VITE_SUPABASE_URL points at this machine, not at a hosted service',
    ])
  })

  it('are each listed and explained in .env.example, with no secret value in it', () => {
    const example = readFileSync('.env.example', 'utf8').split('\n')
    const listed = example.flatMap((line, i) => {
      const name = /^([A-Z_]+)=/.exec(line)?.[1]
      return name ? [{ name, value: line.slice(name.length + 1), explained: example[i - 1]!.startsWith('# ') }] : []
    })
    expect(listed.map((entry) => entry.name)).toEqual(deployVariables.map((variable) => variable.name))
    for (const entry of listed) expect(entry.explained, entry.name).toBe(true)
    for (const variable of deployVariables.filter((v) => v.secret)) expect(listed.find((entry) => entry.name === variable.name)?.value, variable.name).toBe('')
    expect(readFileSync('.gitignore', 'utf8')).toMatch(/^\.env\.\*$/m)
  })
})

describe('the deploy plan', () => {
  const steps = planDeploy(values)

  it('runs the launch check, the build, Supabase, the site and the smoke test, in that order', () => {
    expect(steps.map((step) => step.number)).toEqual([1, 2, 3, 4, 5])
    expect(steps[0]!.commands[0]!.argv).toEqual(['npm', 'run', 'launch:check'])
    expect(steps[1]!.commands[0]!.env).toMatchObject({
      VITE_SITE_URL: 'https://www.maison-bologne.fr',
      VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
    })
    expect(steps[3]!.commands[0]!.argv).toEqual(['npx', '--no-install', 'wrangler', 'deploy'])
    expect(steps[4]!.smoke).toBe(true)
  })

  it('calls the Supabase CLI at one exact version, the one docs/deploy.md names, for link, push, config, secrets, functions and Vault', () => {
    expect(supabaseCliVersion).toMatch(/^\d+\.\d+\.\d+$/)
    expect(readFileSync('docs/deploy.md', 'utf8')).toContain(`npx supabase@${supabaseCliVersion} `)
    const supabase = steps[2]!.commands.map((command) => command.argv)
    for (const argv of supabase) expect(argv.slice(0, 3)).toEqual(['npx', '--yes', `supabase@${supabaseCliVersion}`])
    expect(supabase.map((argv) => argv.slice(3, 5).join(' '))).toEqual([
      'link --project-ref',
      'db push',
      'config push',
      'secrets set',
      'functions deploy',
      'db query',
    ])
  })

  it('gives config push the functions’ SMTP server for Auth’s e-mails, the sender split from MAIL_FROM', () => {
    const configPush = steps[2]!.commands[2]!
    expect(configPush.env).toMatchObject({
      SMTP_HOST: values.SMTP_HOST,
      SMTP_PORT: values.SMTP_PORT,
      SMTP_USER: values.SMTP_USER,
      SMTP_PASS: values.SMTP_PASS,
      AUTH_SMTP_ADMIN_EMAIL: 'site@maison-bologne.fr',
      AUTH_SMTP_SENDER_NAME: 'Site Maison Bologne',
    })
    expect(authSmtpEnv({ MAIL_FROM: 'atelier@maison-bologne.fr' })).toMatchObject({
      AUTH_SMTP_ADMIN_EMAIL: 'atelier@maison-bologne.fr',
      AUTH_SMTP_SENDER_NAME: 'Maison Bologne',
    })
  })

  it('never puts a secret on a command line: secrets go in the environment or a private file', () => {
    for (const command of steps.flatMap((step) => step.commands)) for (const secret of secrets) expect(command.argv.join(' ')).not.toContain(secret)
    const secretsFile = steps[2]!.commands[3]!.files!['secrets.env']!
    expect(parseEnv(secretsFile)).toMatchObject({
      SMTP_PASS: values.SMTP_PASS,
      HEALTH_SECRET: values.HEALTH_SECRET,
      NOTIFY_WORKSHOP_SECRET: values.NOTIFY_WORKSHOP_SECRET,
      VISIT_FEED_KEY: values.VISIT_FEED_KEY,
      VISIT_ACTION_SECRET: values.VISIT_ACTION_SECRET,
      SITE_URL: values.VITE_SITE_URL,
    })
    expect(steps[2]!.commands[5]!.files!['vault.sql']).toContain("'notify_workshop_secret'")
  })

  it('gives the functions the e-mail and phone of the owner’s facts the site is built with; an e-mail in the env file wins', async () => {
    const complete = await ownerContact({ OWNER_FACTS: 'tests/fixtures/owner.complete.ts' })
    const fixtureFacts = readFileSync('tests/fixtures/owner.complete.ts', 'utf8')
    expect(fixtureFacts).toContain(`display: '${complete.phone}'`)
    expect(complete.phone).not.toBe((await ownerContact({})).phone)
    const secretsOf = (steps: Step[]) => parseEnv(steps[2]!.commands[3]!.files!['secrets.env']!)
    expect(secretsOf(planDeploy({ ...values, WORKSHOP_EMAIL: '' }, { facts: complete }))).toMatchObject({
      WORKSHOP_EMAIL: complete.email,
      WORKSHOP_PHONE: complete.phone,
    })
    expect(secretsOf(planDeploy({ ...values, WORKSHOP_EMAIL: 'rdv@maison-bologne.fr' }, { facts: complete })).WORKSHOP_EMAIL).toBe('rdv@maison-bologne.fr')
  })
})

describe('running the deploy', () => {
  it('prints every step with its values, each secret masked wherever it appears', async () => {
    const { code, output } = await printed(planDeploy(values).filter((step) => step.number >= 3 && step.number !== 4))
    expect(code).toBe(0)
    for (const secret of secrets) expect(output).not.toContain(secret)
    expect(output).toContain(maskedValue(values.SMTP_PASS!))
    expect(output).toContain('--project-ref abcdefghijklmnopqrst')
    expect(output).toContain('SITE_URL=https://www.maison-bologne.fr')
    expect(output).toMatch(/== Step 5\/\d: Smoke test/)
  })

  it('masks every secret whatever characters it holds: quotes, backslashes, $, newlines, in the commands and the files printed', async () => {
    const awkward = (name: string) => `${name}-"quoted" 'single' back\\slash $HOME \${x} new\nline ${'z9'.repeat(12)}`
    const tricky = Object.fromEntries(secretNames.map((name) => [name, awkward(name)]))
    const withTricky = { ...values, ...tricky }
    const lines: string[] = []
    const code = await runSteps(
      planDeploy(withTricky).filter((step) => step.number >= 3 && step.number !== 4),
      { dryRun: true, secrets: secretValues(withTricky), log: (line) => lines.push(line), smoke: async () => [] },
    )
    expect(code).toBe(0)
    const output = lines.join('\n')
    for (const name of secretNames) {
      // No piece of a secret's own text, in any encoding: its distinctive run of characters never shows.
      expect(output, name).not.toContain(`${name}-`)
      expect(output, name).not.toContain('z9z9z9')
    }
    expect(output).toContain('{file:secrets.env}')
    expect(output).toContain('{file:vault.sql}')
  })

  it('stops at the first step that fails, says which, and runs nothing after it', async () => {
    const steps = planDeploy(values, { launchCheck: ['node', '-e', 'console.log("lib/site.ts: phone is a placeholder"); process.exit(1)'] })
    const { code, output } = await printed(steps)
    expect(code).toBe(1)
    expect(output).toContain('Step 1 (Launch check: the owner’s facts are complete) failed')
    expect(output).not.toContain('Step 2/5')
  })

  it('gives a command its files in a private folder, then removes them', async () => {
    const script =
      'const fs=require("fs");const p=process.argv[1];fs.writeFileSync(process.env.SEEN,[p,(fs.statSync(p).mode&0o777).toString(8),fs.readFileSync(p,"utf8")].join(" "))'
    const seen = `${process.env.TMPDIR ?? '/tmp'}/deploy-test-${process.pid}`
    const step: Step = {
      number: 1,
      title: 'files',
      commands: [{ argv: ['node', '-e', script, '{file:x.env}'], env: { SEEN: seen }, files: { 'x.env': 'A=1\n' }, dryRun: 'run' }],
    }
    expect((await printed([step])).code).toBe(0)
    const [path, mode, text] = readFileSync(seen, 'utf8').split(' ')
    expect([mode, text]).toEqual(['600', 'A=1\n'])
    expect(existsSync(path!)).toBe(false)
  })
})
