// OWNER_FACTS=<path to a module shaped like lib/owner.ts> replaces lib/owner.ts in the build, so a
// deploy (or a test) can build the site with other facts without editing the file; the launch
// check (scripts/launch-check.mjs) reads the same module.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const defaultOwnerFacts = fileURLToPath(new URL('../lib/owner.ts', import.meta.url))

/** The owner's facts module for this environment, as an absolute path. */
export const ownerFactsPath = (env: Record<string, string | undefined> = process.env) =>
  env.OWNER_FACTS?.trim() ? resolve(env.OWNER_FACTS.trim()) : defaultOwnerFacts

export function ownerFacts(): Plugin {
  const replacement = ownerFactsPath()
  return {
    name: 'atelier:owner-facts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (replacement === defaultOwnerFacts || !/(^|\/)owner(\.ts)?$/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === defaultOwnerFacts ? replacement : null
    },
  }
}
