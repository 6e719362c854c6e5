// A production build (VITE_SITE_URL set to an https origin) must talk to the hosted project: a
// Supabase URL on this machine, or the local backend's well-known keys, would ship a site whose
// contact form sends every message nowhere. The build stops with the fix in its message. Builds
// without VITE_SITE_URL (npm start, the tests) are local and keep the local defaults.
import type { Plugin } from 'vite'
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from '../supabase/local/keys.mjs'

type TargetEnv = Partial<Record<'VITE_SITE_URL' | 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_PUBLISHABLE_KEY' | 'VITE_SUPABASE_ANON_KEY', string>>

const LOCAL_KEYS = new Set([ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY])
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1?\]|0\.0\.0\.0|[^.]+\.localhost)$/i

const hostOf = (url: string) => {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** Why a production build may not use this Supabase target, or null. */
export function productionSupabaseProblem(env: TargetEnv): string | null {
  const site = hostOf(env.VITE_SITE_URL?.trim() ?? '')
  if (!site || site.protocol !== 'https:' || LOCAL_HOST.test(site.hostname)) return null
  const fix = 'Set VITE_SUPABASE_URL=https://<ref>.supabase.co and VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_… (Project Settings > API Keys).'
  const url = env.VITE_SUPABASE_URL?.trim()
  if (!url)
    return `VITE_SITE_URL is ${site.origin} (a production build) but VITE_SUPABASE_URL is not set: the site would send messages to the local backend. ${fix}`
  const supabase = hostOf(url)
  if (!supabase) return `VITE_SUPABASE_URL (${url}) is not a URL. ${fix}`
  if (LOCAL_HOST.test(supabase.hostname))
    return `VITE_SUPABASE_URL (${url}) points at this machine, not at the hosted project, in a production build for ${site.origin}. ${fix}`
  if (supabase.protocol !== 'https:') return `VITE_SUPABASE_URL (${url}) is not https, in a production build for ${site.origin}. ${fix}`
  const key = (env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_ANON_KEY)?.trim()
  if (!key) return `No Supabase key is set for the production build for ${site.origin}: the local backend's key would be built in. ${fix}`
  if (LOCAL_KEYS.has(key)) return `The Supabase key given is the local backend's well-known demo key, public and valid only against it. ${fix}`
  return null
}

/** Stops a production build aimed at the local backend, whether set in the environment or a .env file. */
export function productionSupabase(): Plugin {
  return {
    name: 'atelier:production-supabase',
    configResolved(config) {
      const problem = productionSupabaseProblem({ ...config.env, ...process.env } as TargetEnv)
      if (problem) throw new Error(problem)
    },
  }
}
