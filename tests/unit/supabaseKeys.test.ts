import { describe, expect, it } from 'vitest'
import { supabaseKeyConflict } from '../../vite/supabaseKeys'
import { localPublishableKey } from '../../lib/supabase'
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys.mjs'

describe("the site's Supabase key", () => {
  it('takes either variable alone, or both when they agree', () => {
    expect(supabaseKeyConflict({})).toBeNull()
    expect(supabaseKeyConflict({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a' })).toBeNull()
    expect(supabaseKeyConflict({ VITE_SUPABASE_ANON_KEY: 'eyJ.legacy.jwt' })).toBeNull()
    expect(supabaseKeyConflict({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a', VITE_SUPABASE_ANON_KEY: 'sb_publishable_a' })).toBeNull()
  })

  it('stops a build given two different keys, naming the one to keep', () => {
    expect(supabaseKeyConflict({ VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a', VITE_SUPABASE_ANON_KEY: 'eyJ.legacy.jwt' })).toMatch(
      /both set, to different keys.*Keep VITE_SUPABASE_PUBLISHABLE_KEY/,
    )
  })

  it('defaults to the local backend’s publishable key, never a secret one', () => {
    expect(localPublishableKey).toBe(PUBLISHABLE_KEY)
    expect(localPublishableKey).not.toBe(SECRET_KEY)
  })
})
