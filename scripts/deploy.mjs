// @ts-check
// `npm run deploy`: from this folder to production in one command, reading .env.production (every
// variable listed and explained in .env.example): (1) the launch check, (2) the production build,
// (3) Supabase: migrations, config.toml, function secrets, Edge Functions, Vault, (4) the site to
// Cloudflare Workers, (5) a smoke test of both. Safe to run again. `npm run deploy -- --dry-run`
// prints every step with its values (secrets masked) and runs the checks that need no network:
// the launch check, the build and `wrangler deploy --dry-run`. `--env-file <path>` reads another file.
// `--new-secrets` writes a strong random value for each of the functions' secrets that is missing or
// refused into that file, and stops (scripts/deploy/newSecrets.mjs).
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs, parseEnv } from 'node:util'
import { secretValues } from './deploy/mask.mjs'
import { writeNewSecrets } from './deploy/newSecrets.mjs'
import { ownerContact } from './deploy/ownerContact.mjs'
import { planDeploy } from './deploy/plan.mjs'
import { runSteps } from './deploy/run.mjs'
import { smokeTest } from './deploy/smoke.mjs'
import { readDeployVariables } from './deploy/variables.mjs'

const { values: options } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'env-file': { type: 'string', default: '.env.production' },
    'new-secrets': { type: 'boolean', default: false },
  },
})
const envFile = /** @type {string} */ (options['env-file'])
const dryRun = Boolean(options['dry-run'])

if (options['new-secrets']) {
  const written = writeNewSecrets(envFile)
  console.log(
    written.length
      ? `${envFile}: new random values for ${written.join(', ')} (never printed). Run the deploy again to send them.`
      : `${envFile}: every secret the functions check is already strong; nothing changed.`,
  )
  process.exit(0)
}

if (!existsSync(envFile)) {
  console.error(`${envFile} not found: copy .env.example to ${envFile} and fill it in (each variable is explained there).`)
  process.exit(1)
}
const { values, problems } = readDeployVariables(parseEnv(readFileSync(envFile, 'utf8')))
if (problems.length) {
  console.error(`${envFile} cannot be deployed as it is (.env.example explains each variable):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  process.exit(1)
}

console.log(
  `${dryRun ? 'Dry run of the deploy' : 'Deploying'} with ${envFile}${process.env.OWNER_FACTS ? ` (owner facts from ${process.env.OWNER_FACTS})` : ''}`,
)
process.exitCode = await runSteps(planDeploy(values, { facts: await ownerContact(process.env) }), {
  dryRun,
  secrets: secretValues(values),
  smoke: () =>
    smokeTest({
      siteUrl: /** @type {string} */ (values.VITE_SITE_URL),
      supabaseUrl: /** @type {string} */ (values.VITE_SUPABASE_URL),
      publishableKey: /** @type {string} */ (values.VITE_SUPABASE_PUBLISHABLE_KEY),
      healthSecret: /** @type {string} */ (values.HEALTH_SECRET),
    }),
})
