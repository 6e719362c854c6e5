import type { SupabaseClient, User } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { ensureProfile, ProfileError, profileRowFor, type Profile } from './ensureProfile'

const user = {
  id: '8c1f3e2a-0000-4000-8000-000000000001',
  email: 'claire.dubois@example.fr',
  user_metadata: { first_name: 'Claire', last_name: 'Dubois' },
} as unknown as User

interface FakeOptions {
  stored?: boolean
  /** How many reads after a creation still find nothing. */
  missedReads?: number
  readError?: { message: string; code: string }
  writeError?: { message: string; code: string }
}

/** The two PostgREST calls ensureProfile makes, over an in-memory table, with a log of them. */
function fakeClient({ stored = false, missedReads = 0, readError, writeError }: FakeOptions = {}) {
  const log: string[] = []
  let row: Profile | null = stored ? { id: user.id, first_name: 'Claire', last_name: 'Dubois', created_at: 't0', updated_at: 't0' } : null
  let misses = missedReads
  const from = (table: string) => ({
    select: (columns: string) => ({
      eq: (column: string, value: string) => ({
        maybeSingle: async () => {
          log.push(`select ${table} ${columns} ${column}=${value}`)
          if (readError) return { data: null, error: readError }
          if (row && !stored && misses > 0) {
            misses -= 1
            return { data: null, error: null }
          }
          return { data: row, error: null }
        },
      }),
    }),
    upsert: async (values: Omit<Profile, 'created_at' | 'updated_at'>, options: unknown) => {
      log.push(`upsert ${table} ${JSON.stringify(values)} ${JSON.stringify(options)}`)
      if (writeError) return { data: null, error: writeError }
      row ??= { ...values, created_at: 't1', updated_at: 't1' }
      return { data: null, error: null }
    },
  })
  return { client: { from } as unknown as SupabaseClient, log }
}

const select = `select profiles * id=${user.id}`
const upsert = `upsert profiles {"id":"${user.id}","first_name":"Claire","last_name":"Dubois"} {"onConflict":"id","ignoreDuplicates":true}`

describe('ensureProfile', () => {
  it('returns an existing profile after one read, creating nothing', async () => {
    const { client, log } = fakeClient({ stored: true })
    expect(await ensureProfile(client, user)).toMatchObject({ id: user.id, first_name: 'Claire' })
    expect(log).toEqual([select])
  })

  it('creates a missing profile from the sign-up names, then reads it', async () => {
    const { client, log } = fakeClient()
    expect(await ensureProfile(client, user)).toMatchObject({ id: user.id, first_name: 'Claire', last_name: 'Dubois' })
    expect(log).toEqual([select, upsert, select])
  })

  it('creates once more and reads again when the read after the creation finds nothing', async () => {
    const { client, log } = fakeClient({ missedReads: 1 })
    expect(await ensureProfile(client, user)).toMatchObject({ id: user.id })
    expect(log).toEqual([select, upsert, select, upsert, select])
  })

  it('gives null, after two creations, when the profile stays unreadable', async () => {
    const { client, log } = fakeClient({ missedReads: 5 })
    expect(await ensureProfile(client, user)).toBeNull()
    expect(log).toEqual([select, upsert, select, upsert, select])
  })

  it('throws a ProfileError with the database code when reading or writing fails', async () => {
    const refused = { message: 'permission denied for table profiles', code: '42501' }
    await expect(ensureProfile(fakeClient({ readError: refused }).client, user)).rejects.toMatchObject({ name: 'ProfileError', code: '42501' })
    const failedWrite = fakeClient({ writeError: { message: 'new row violates check constraint', code: '23514' } })
    await expect(ensureProfile(failedWrite.client, user)).rejects.toBeInstanceOf(ProfileError)
    expect(failedWrite.log).toEqual([select, upsert])
  })
})

describe('the profile row made for a new member', () => {
  it('takes the trimmed names given at sign-up', () => {
    expect(profileRowFor({ ...user, user_metadata: { first_name: '  Léa ', last_name: ' Martin ' } })).toEqual({
      id: user.id,
      first_name: 'Léa',
      last_name: 'Martin',
    })
  })

  it('falls back to the e-mail name when no first name was given, since it may not be blank', () => {
    expect(profileRowFor({ ...user, user_metadata: {} })).toEqual({ id: user.id, first_name: 'claire.dubois', last_name: null })
    expect(profileRowFor({ ...user, user_metadata: { first_name: '   ', last_name: '' } })).toEqual({
      id: user.id,
      first_name: 'claire.dubois',
      last_name: null,
    })
    expect(profileRowFor({ id: user.id, email: undefined, user_metadata: {} })).toEqual({ id: user.id, first_name: 'Client', last_name: null })
  })

  it('keeps names within the 100 characters the table allows', () => {
    const row = profileRowFor({ ...user, user_metadata: { first_name: 'A'.repeat(150), last_name: 12 } })
    expect(row.first_name).toHaveLength(100)
    expect(row.last_name).toBeNull()
  })
})
