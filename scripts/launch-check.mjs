// npm run launch:check — lists every placeholder and out-of-date fact still in the site (owner's
// facts: lib/owner.ts, or OWNER_FACTS=<module>; sample rows in the hosted database when
// VITE_SUPABASE_URL names one) and exits 1 while any remains. Vite loads the TypeScript.
import { runnerImport } from 'vite'

const { module } = await runnerImport(new URL('./launch-check/launchCheck.ts', import.meta.url).pathname, { configFile: false, logLevel: 'silent' })
const result = await module.launchCheck(process.env)
const report = module.launchReport(result)
if (result.findings.length) {
  console.error(report)
  process.exit(1)
}
console.log(report)
