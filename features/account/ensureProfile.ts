// Every signed-in member has a row in `profiles` (supabase/migrations/…_profiles.sql): made on first
// sign-in from the names given at sign-up (user_metadata), as the member, under RLS.
import type { SupabaseClient, User } from '@supabase/supabase-js'
import { defaultFirstName } from './texts'

export interface Profile {
  id: string
  first_name: string
  last_name: string | null
  created_at: string
  updated_at: string
}

export class ProfileError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'ProfileError'
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null)

/** The row to create: the names from sign-up; first_name may not be blank, so the e-mail's name stands in. */
export function profileRowFor(user: Pick<User, 'id' | 'email' | 'user_metadata'>) {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>
  return {
    id: user.id,
    first_name: text(metadata.first_name) ?? text(user.email?.split('@')[0]) ?? defaultFirstName,
    last_name: text(metadata.last_name),
  }
}

async function fetchProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select('*').eq('id', userId).maybeSingle()
  if (error) throw new ProfileError(error.message, error.code)
  return (data as Profile | null) ?? null
}

async function createProfile(client: SupabaseClient, user: User): Promise<void> {
  // ON CONFLICT DO NOTHING: another tab, or a second auth event, may have created it meanwhile.
  const { error } = await client.from('profiles').upsert(profileRowFor(user), { onConflict: 'id', ignoreDuplicates: true })
  if (error) throw new ProfileError(error.message, error.code)
}

/** The member's profile, created if missing; null if it still cannot be read after two creations. */
export async function ensureProfile(client: SupabaseClient, user: User): Promise<Profile | null> {
  const existing = await fetchProfile(client, user.id)
  if (existing) return existing
  await createProfile(client, user)
  const created = await fetchProfile(client, user.id)
  if (created) return created
  // Not readable right after the write (e.g. a read replica lagging): create once more, read again.
  await createProfile(client, user)
  return fetchProfile(client, user.id)
}
