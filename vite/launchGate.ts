// A build for the hosted Supabase project is a site about to go live: it runs the launch check
// (scripts/launch-check/launchCheck.ts) and stops with its list while a placeholder or an
// out-of-date fact remains, unless LAUNCH_PREVIEW=1 says it is a preview, whose pages then carry
// <meta name="robots" content="noindex"> (pages/+Head.tsx). Builds for the local backend (npm
// start, the tests) are never stopped.
import type { Plugin } from 'vite'
import { isHostedSupabase } from '../scripts/launch-check/databaseFindings.ts'

type GateEnv = Record<string, string | undefined>

/** What a build with this environment does: run the check (and stop on findings), and/or mark its pages noindex. */
export function launchGateDecision(env: GateEnv): { runCheck: boolean; noindex: boolean } {
  const preview = env.LAUNCH_PREVIEW?.trim() === '1'
  return { runCheck: isHostedSupabase(env) && !preview, noindex: preview }
}

let checked: Promise<void> | undefined

export function launchGate(): Plugin {
  return {
    name: 'atelier:launch-gate',
    config(_config, { command }) {
      if (command !== 'build' || !launchGateDecision(process.env).noindex) return
      return { define: { 'import.meta.env.VITE_LAUNCH_PREVIEW': JSON.stringify('1') } }
    },
    async configResolved(config) {
      if (config.command !== 'build') return
      const env = { ...config.env, ...process.env } as GateEnv
      if (!launchGateDecision(env).runCheck) return
      // Once per build, however many environments Vike builds.
      checked ??= (async () => {
        const { launchCheck, launchReport } = await import('../scripts/launch-check/launchCheck.ts')
        const result = await launchCheck(env)
        if (result.findings.length)
          throw new Error(
            `${launchReport(result)}\nThis build is for a hosted Supabase project. Set the facts above, or build with LAUNCH_PREVIEW=1 for a preview (its pages carry noindex).`,
          )
      })()
      await checked
    },
  }
}
