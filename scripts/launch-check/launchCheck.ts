// The launch check: what still stands between the site and going live, with the file to edit.
// Run by `npm run launch:check` (scripts/launch-check.mjs) and by a build for the hosted project
// (vite/launchGate.ts).
import { relative } from 'node:path'
import { runnerImport } from 'vite'
import type { OwnerFacts } from '../../lib/ownerFacts.ts'
import { ownerFactsPath } from '../../vite/ownerFacts.ts'
import { databaseFindings, hostedSupabase } from './databaseFindings.ts'
import { ownerFindings, type Finding } from './ownerFindings.ts'

export interface LaunchCheckResult {
  findings: Finding[]
  notes: string[]
}

export async function launchCheck(env: Record<string, string | undefined> = process.env, now = new Date()): Promise<LaunchCheckResult> {
  const path = ownerFactsPath(env)
  const { module } = await runnerImport<OwnerFacts>(path, { configFile: false, logLevel: 'silent' })
  const findings = ownerFindings(module, relative(process.cwd(), path))
  const target = hostedSupabase(env)
  if (!target) return { findings, notes: ['No hosted Supabase project set (VITE_SUPABASE_URL): sample rows in its tables not checked.'] }
  const database = await databaseFindings(target, fetch, now)
  // The owner's review figure in the database replaces the owner's facts' one on every page, and so
  // does the phone of « Fiche de l'atelier » when the build can read it.
  const replaced = new Set([...(database.reviewFigureSet ? ['displayedFigures.rating'] : []), ...(database.contactRead ? ['phone.display'] : [])])
  const shown = findings.filter((finding) => !replaced.has(finding.field))
  return { findings: [...shown, ...database.findings], notes: database.notes }
}

export function launchReport({ findings, notes }: LaunchCheckResult): string {
  const lines = findings.length
    ? [`Not ready to go live: ${findings.length} fact(s) to set or update.`, ...findings.map((f) => `  - ${f.field}: ${f.problem}. Edit: ${f.edit}`)]
    : ['Ready to go live: no placeholder left, every fact up to date.']
  return [...lines, ...notes.map((note) => `  (${note})`)].join('\n')
}
