// The site's Supabase key comes from VITE_SUPABASE_PUBLISHABLE_KEY, or from VITE_SUPABASE_ANON_KEY on
// an older project. Given both, they must be the same key: two different ones mean a configuration
// half migrated, and the build says so rather than pick one.
import type { Plugin } from 'vite'

type KeyEnv = Partial<Record<'VITE_SUPABASE_PUBLISHABLE_KEY' | 'VITE_SUPABASE_ANON_KEY', string>>

/** The error a build stops with, or null. */
export function supabaseKeyConflict(env: KeyEnv): string | null {
  const publishable = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim()
  const anon = env.VITE_SUPABASE_ANON_KEY?.trim()
  if (!publishable || !anon || publishable === anon) return null
  return (
    'VITE_SUPABASE_PUBLISHABLE_KEY and VITE_SUPABASE_ANON_KEY are both set, to different keys. ' +
    'Keep VITE_SUPABASE_PUBLISHABLE_KEY (Project Settings > API Keys in the Supabase dashboard) and remove VITE_SUPABASE_ANON_KEY.'
  )
}

/** Stops the build on a key conflict, whether the keys come from the environment or a .env file. */
export function supabaseKeys(): Plugin {
  return {
    name: 'atelier:supabase-keys',
    configResolved(config) {
      const conflict = supabaseKeyConflict({ ...config.env, ...process.env } as KeyEnv)
      if (conflict) throw new Error(conflict)
    },
  }
}
