// The people the back office's tests act as: a member of the workshop (its role granted as
// `npm run atelier:invite` grants it) and a signed-in stranger without it.
import type { SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { createTestUser } from '../../../supabase/local/testing.mjs'
import type { TestBackend } from './backend'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

export interface WorkshopPeople {
  member: { email: string; client: SupabaseClient }
  stranger: SupabaseClient
}

/** A new member, signed in, and a new signed-in stranger, on `backend`. */
export async function workshopPeople(backend: TestBackend): Promise<WorkshopPeople> {
  const owner = await createTestUser(backend, { email: `proprietaire-${stamp()}@example.fr` })
  expect((await backend.service.rpc('grant_workshop_role', { member_email: owner.user.email })).error).toBeNull()
  const stranger = await createTestUser(backend, { email: `inconnu-${stamp()}@example.fr` })
  return {
    member: { email: owner.user.email!, client: backend.clientWithToken(owner.accessToken) },
    stranger: backend.clientWithToken(stranger.accessToken),
  }
}
