// Whether a visitor may have an account session, decided without loading any auth code: only then
// is supabase-js downloaded (accounts are disabled, so almost nobody has one).

/** The key supabase-js 2.109 persists the session under (SupabaseClient's constructor:
 * `sb-${new URL(url).hostname.split('.')[0]}-auth-token`), e.g. `sb-127-auth-token` locally. */
export function authStorageKey(supabaseUrl: string): string {
  const base = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`)
  return `sb-${base.hostname.split('.')[0]}-auth-token`
}

/** A stored value that supabase-js could restore a session from. */
export function isStoredSession(raw: string | null): boolean {
  if (!raw) return false
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return false
    const session = value as Record<string, unknown>
    return typeof session.access_token === 'string' || typeof session.refresh_token === 'string'
  } catch {
    return false
  }
}

/** An e-mail link's answer: the implicit flow puts the session in the hash, PKCE a code in the query. */
export function urlCarriesSession(location: Pick<Location, 'hash' | 'search'>): boolean {
  return /[#&]access_token=/.test(location.hash) || new URLSearchParams(location.search).has('code')
}

export function authSessionMayExist(supabaseUrl: string, storage: Pick<Storage, 'getItem'> | null, location: Pick<Location, 'hash' | 'search'>): boolean {
  if (urlCarriesSession(location)) return true
  try {
    return isStoredSession(storage?.getItem(authStorageKey(supabaseUrl)) ?? null)
  } catch {
    return false // storage refused (some private modes): nothing can be stored either
  }
}
