// @ts-check
// The variables of `npm run deploy`, read from .env.production (listed and explained in
// .env.example): each with the check that refuses a value the deploy would fail on, or worse,
// succeed with (a local backend in a production build, a port hosted functions cannot reach).

import { publishedSecretProblem, strongSecretProblem } from './secretStrength.mjs'

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1?\]|0\.0\.0\.0|[^.]+\.localhost)$/i

/**
 * `generated`: a secret only the deploy's own functions check, which `npm run deploy -- --new-secrets`
 * can write (secretStrength.mjs).
 * @typedef {{ name: string, secret?: boolean, generated?: boolean, optional?: boolean, check?: (value: string) => string | null }} DeployVariable
 */

/** @param {string} value */
const hostedOrigin = (value) => {
  let url
  try {
    url = new URL(value)
  } catch {
    return 'is not a URL'
  }
  if (url.protocol !== 'https:') return 'must be https'
  if (LOCAL_HOST.test(url.hostname)) return 'points at this machine, not at a hosted service'
  if (url.pathname !== '/' || url.search) return 'must be an origin only (no path)'
  return null
}

/** @type {DeployVariable[]} */
export const deployVariables = [
  { name: 'VITE_SITE_URL', check: hostedOrigin },
  { name: 'VITE_SUPABASE_URL', check: hostedOrigin },
  {
    name: 'VITE_SUPABASE_PUBLISHABLE_KEY',
    check: (value) => (value.startsWith('sb_publishable_') ? null : 'must be the project’s publishable key (sb_publishable_…)'),
  },
  { name: 'SUPABASE_PROJECT_REF', check: (value) => (/^[a-z]{20}$/.test(value) ? null : 'must be the 20 lower-case letters of the project’s reference') },
  { name: 'SUPABASE_ACCESS_TOKEN', secret: true, check: (value) => (value.startsWith('sbp_') ? null : 'must be a personal access token (sbp_…)') },
  { name: 'SUPABASE_DB_PASSWORD', secret: true },
  { name: 'SMTP_HOST' },
  {
    name: 'SMTP_PORT',
    // Hosted Edge Functions cannot open connections on 25, 465 and 587.
    check: (value) =>
      !/^\d+$/.test(value) ? 'must be a port number' : ['25', '465', '587'].includes(value) ? 'is closed to hosted Edge Functions: use 2587 or 2465' : null,
  },
  { name: 'SMTP_SECURE', optional: true, check: (value) => (['true', 'false'].includes(value) ? null : 'must be true or false') },
  { name: 'SMTP_USER', secret: true },
  { name: 'SMTP_PASS', secret: true },
  { name: 'MAIL_FROM', check: (value) => (/@[^@\s>]+\.[^@\s>]+>?$/.test(value) ? null : 'must be an address, e.g. Site <site@example.fr>') },
  { name: 'WORKSHOP_EMAIL', optional: true, check: (value) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? null : 'must be an e-mail address') },
  { name: 'NOTIFY_WORKSHOP_SECRET', secret: true, generated: true, check: strongSecretProblem },
  { name: 'CONTACT_RETENTION_SECRET', secret: true, generated: true, check: strongSecretProblem },
  { name: 'HEALTH_SECRET', secret: true, generated: true, check: strongSecretProblem },
  // During a rotation, the secret or key being replaced, still accepted until it is removed
  // (docs/deploy.md, « Rotating the calendar's key or the health secret »).
  { name: 'HEALTH_SECRET_PREVIOUS', secret: true, optional: true, check: strongSecretProblem },
  { name: 'VISIT_FEED_KEY', secret: true, generated: true, check: strongSecretProblem },
  { name: 'VISIT_FEED_KEY_PREVIOUS', secret: true, optional: true, check: strongSecretProblem },
  { name: 'VISIT_ACTION_SECRET', secret: true, generated: true, check: strongSecretProblem },
  { name: 'CLOUDFLARE_ACCOUNT_ID', check: (value) => (/^[0-9a-f]{32}$/.test(value) ? null : 'must be the 32 hexadecimal characters of the account id') },
  { name: 'CLOUDFLARE_API_TOKEN', secret: true },
  // The host's deploy hook (Workers & Pages > the Worker > Settings > Builds > Deploy Hooks): the
  // database asks it for a build when the owner changes what the pages show. Its URL is its secret.
  {
    name: 'SITE_DEPLOY_HOOK_URL',
    secret: true,
    optional: true,
    check: (value) => (/^https:\/\/[^\s/]+\/\S+$/.test(value) ? null : 'must be the https URL of the deploy hook'),
  },
]

/**
 * The deploy's settings from the file's variables, or every problem found (all at once, so that
 * one run lists what to fix).
 * @param {Record<string, string | undefined>} file
 * @returns {{ values: Record<string, string>, problems: string[] }}
 */
export function readDeployVariables(file) {
  /** @type {Record<string, string>} */
  const values = {}
  const problems = []
  for (const variable of deployVariables) {
    const value = file[variable.name]?.trim() ?? ''
    if (!value) {
      if (!variable.optional) problems.push(`${variable.name} is missing`)
      continue
    }
    const problem = (variable.secret ? publishedSecretProblem(value) : null) ?? variable.check?.(value)
    if (problem) problems.push(`${variable.name} ${problem}`)
    else values[variable.name] = value
  }
  const known = new Set(deployVariables.map((variable) => variable.name))
  for (const name of Object.keys(file)) if (!known.has(name)) problems.push(`${name} is not a deploy variable (.env.example lists them)`)
  return { values, problems }
}
