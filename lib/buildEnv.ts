// Build-time settings. In the site, Vite replaces each `import.meta.env.VITE_…` access with its
// value, so each must be written out in full; in Node (build plugins, browser tests) import.meta.env
// does not exist and process.env serves instead.
const node = typeof process === 'undefined' ? undefined : process.env

function fromVite(read: () => string | undefined): string | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

export const buildEnv = {
  VITE_SITE_URL: fromVite(() => import.meta.env.VITE_SITE_URL) ?? node?.VITE_SITE_URL,
  VITE_SUPABASE_URL: fromVite(() => import.meta.env.VITE_SUPABASE_URL) ?? node?.VITE_SUPABASE_URL,
  VITE_SUPABASE_PUBLISHABLE_KEY: fromVite(() => import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY) ?? node?.VITE_SUPABASE_PUBLISHABLE_KEY,
  /** An older project's legacy anon key, read when no publishable key is given. */
  VITE_SUPABASE_ANON_KEY: fromVite(() => import.meta.env.VITE_SUPABASE_ANON_KEY) ?? node?.VITE_SUPABASE_ANON_KEY,
} as const
