// @ts-check
// The five steps of `npm run deploy`, as commands with the values they use. Each step is safe to
// run again: the CLI applies only the migrations the project lacks, config and secrets are set to
// the same values, the Vault SQL writes a secret only when its value differs, and a deploy of the
// same files changes nothing the visitor sees. The Supabase CLI runs through `npx` at the one
// version pinned below, fetched at deploy time rather than installed by every `npm ci`: the deploy is
// its only user, and its binary weighs about 140 MB.
import { vaultSecretsSql } from './vaultSql.mjs'

/**
 * @typedef {{
 *   argv: string[],
 *   env?: Record<string, string>,
 *   files?: Record<string, string>,
 *   pipeInto?: string[],
 *   dryRun?: 'run' | 'print' | { argv: string[], env?: Record<string, string> },
 * }} Command
 * `files` are written to a private temporary folder for the command only, and `{file:name}` in
 * argv names one (secrets never go on a command line, where other users of the machine see them).
 * `dryRun`: run the command too, only print it (the default), or run this other command instead.
 * @typedef {{ number: number, title: string, commands: Command[], smoke?: boolean }} Step
 */

export const supabaseCliVersion = '3.1.0'
const supabase = ['npx', '--yes', `supabase@${supabaseCliVersion}`]

/** The function secrets the Edge Functions read (supabase/functions/*). */
const functionSecretNames = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS', 'MAIL_FROM', 'WORKSHOP_EMAIL']
const sharedSecretNames = [
  'NOTIFY_WORKSHOP_SECRET',
  'CONTACT_RETENTION_SECRET',
  'HEALTH_SECRET',
  'HEALTH_SECRET_PREVIOUS',
  'VISIT_FEED_KEY',
  'VISIT_FEED_KEY_PREVIOUS',
  'VISIT_ACTION_SECRET',
]

/**
 * What config.toml's [auth.email.smtp] reads: Auth's e-mails (the back office's sign-in codes) go
 * through the same SMTP server as the functions', from MAIL_FROM's address and name.
 * @param {Record<string, string>} values
 */
export function authSmtpEnv(values) {
  const from = /^\s*(?:"?([^"<]*?)"?\s*<)?([^<>\s]+@[^<>\s]+?)>?\s*$/.exec(values.MAIL_FROM ?? '')
  return {
    SMTP_HOST: values.SMTP_HOST ?? '',
    SMTP_PORT: values.SMTP_PORT ?? '',
    SMTP_USER: values.SMTP_USER ?? '',
    SMTP_PASS: values.SMTP_PASS ?? '',
    AUTH_SMTP_ADMIN_EMAIL: from?.[2] ?? '',
    AUTH_SMTP_SENDER_NAME: from?.[1]?.trim() || 'Maison Bologne',
  }
}

/**
 * @param {Record<string, string>} values
 * @param {{ launchCheck?: string[], facts?: { email: string, phone: string } }} [options] `facts`: the
 *   owner's e-mail and phone as the build reads them (OWNER_FACTS or lib/owner.ts): the functions'
 *   fallback when the contact saved in the back office cannot be read, and the sender without
 *   MAIL_FROM (WORKSHOP_EMAIL unless .env.production names another, WORKSHOP_PHONE); where the
 *   workshop's e-mails go is the back office's (public.workshop_contact)
 * @returns {Step[]}
 */
export function planDeploy(values, { launchCheck = ['npm', 'run', 'launch:check'], facts } = {}) {
  const supabaseEnv = { SUPABASE_ACCESS_TOKEN: values.SUPABASE_ACCESS_TOKEN ?? '', SUPABASE_DB_PASSWORD: values.SUPABASE_DB_PASSWORD ?? '' }
  // SITE_URL: the site's origin: the e-mails' links to its action page (visit-action), and the host
  // that names the calendar events' UIDs (visit-action, visit-feed).
  /** @type {Record<string, string>} */
  const functionSecrets = {
    ...values,
    SITE_URL: values.VITE_SITE_URL ?? '',
    WORKSHOP_EMAIL: values.WORKSHOP_EMAIL || facts?.email || '',
    WORKSHOP_PHONE: facts?.phone ?? '',
  }
  const secretsFile = [...functionSecretNames, 'SITE_URL', 'WORKSHOP_PHONE', ...sharedSecretNames]
    .filter((name) => functionSecrets[name])
    .map((name) => `${name}=${JSON.stringify(functionSecrets[name])}\n`)
    .join('')
  const vault = {
    // The database calls the functions at this URL with these secrets (pg_net, pg_cron).
    project_url: values.VITE_SUPABASE_URL ?? '',
    notify_workshop_secret: values.NOTIFY_WORKSHOP_SECRET ?? '',
    contact_retention_secret: values.CONTACT_RETENTION_SECRET ?? '',
    // The database asks the host for a build at this URL when the owner changes what the pages show.
    ...(values.SITE_DEPLOY_HOOK_URL ? { site_deploy_hook_url: values.SITE_DEPLOY_HOOK_URL } : {}),
  }
  return [
    { number: 1, title: 'Launch check: the owner’s facts are complete', commands: [{ argv: launchCheck, dryRun: 'run' }] },
    {
      number: 2,
      title: 'Production build',
      commands: [
        {
          argv: ['npx', 'vike', 'build'],
          env: {
            VITE_SITE_URL: values.VITE_SITE_URL ?? '',
            VITE_SUPABASE_URL: values.VITE_SUPABASE_URL ?? '',
            VITE_SUPABASE_PUBLISHABLE_KEY: values.VITE_SUPABASE_PUBLISHABLE_KEY ?? '',
            VITE_SUPABASE_ANON_KEY: '',
          },
          // Fails on a warning line that comes back at each of Vite's runs, as the test gate does.
          pipeInto: ['node', 'scripts/build-output.mjs'],
          dryRun: 'run',
        },
      ],
    },
    {
      number: 3,
      title: 'Supabase: migrations, config.toml, function secrets, Edge Functions, Vault',
      commands: [
        { argv: [...supabase, 'link', '--project-ref', values.SUPABASE_PROJECT_REF ?? '', '--yes'], env: supabaseEnv },
        { argv: [...supabase, 'db', 'push', '--remote', '--yes'], env: supabaseEnv },
        // config.toml's site_url and redirect URL read SITE_URL, its [auth.email.smtp] the rest.
        { argv: [...supabase, 'config', 'push', '--yes'], env: { ...supabaseEnv, SITE_URL: values.VITE_SITE_URL ?? '', ...authSmtpEnv(values) } },
        { argv: [...supabase, 'secrets', 'set', '--env-file', '{file:secrets.env}', '--yes'], env: supabaseEnv, files: { 'secrets.env': secretsFile } },
        { argv: [...supabase, 'functions', 'deploy', '--use-api', '--yes'], env: supabaseEnv },
        {
          argv: [...supabase, 'db', 'query', '--remote', '--yes', '--file', '{file:vault.sql}'],
          env: supabaseEnv,
          files: { 'vault.sql': `${vaultSecretsSql(vault)}\n` },
        },
      ],
    },
    {
      number: 4,
      title: 'The site, to Cloudflare Workers (wrangler.jsonc)',
      commands: [
        {
          argv: ['npx', '--no-install', 'wrangler', 'deploy'],
          env: {
            CLOUDFLARE_API_TOKEN: values.CLOUDFLARE_API_TOKEN ?? '',
            CLOUDFLARE_ACCOUNT_ID: values.CLOUDFLARE_ACCOUNT_ID ?? '',
            WRANGLER_SEND_METRICS: 'false',
          },
          // Reads the configuration and the files it would upload; without credentials, so that it
          // asks nothing of Cloudflare's API.
          dryRun: {
            argv: ['npx', '--no-install', 'wrangler', 'deploy', '--dry-run'],
            env: { CLOUDFLARE_API_TOKEN: '', CLOUDFLARE_ACCOUNT_ID: '', WRANGLER_SEND_METRICS: 'false' },
          },
        },
      ],
    },
    { number: 5, title: `Smoke test of ${values.VITE_SITE_URL} and ${values.VITE_SUPABASE_URL}`, commands: [], smoke: true },
  ]
}
