// Signs in as the workshop's staff do: a code requested with supabase-js, read from the local inbox,
// traded for a session. Each call opens a new session in a client of its own.
import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { supabaseClient, type TestBackend } from './backend'
import { waitForEmails, type InboxEmail } from './inbox'

/** The code of the latest sign-in e-mail to `email` not in `seen`. */
export async function codeFromInbox(inboxUrl: string, email: string, seen: Set<string> = new Set()): Promise<{ code: string; message: InboxEmail }> {
  const emails = await waitForEmails(inboxUrl, 1, (message) => !seen.has(message.id) && message.to.some((to) => to.address === email), { settleMs: 0 })
  const message = emails.at(-1)
  if (!message) throw new Error(`aucun e-mail de code pour ${email}`)
  seen.add(message.id)
  const code = /\b(\d{6})\b/.exec(message.text)?.[1]
  if (!code) throw new Error(`pas de code à six chiffres dans l’e-mail : ${message.text}`)
  return { code, message }
}

/** Lets a new code go to `email` now, as if the last one had been sent more than a minute ago. */
export async function allowNewCode(backend: TestBackend, email: string): Promise<void> {
  await backend.query(`update auth.users set recovery_sent_at = recovery_sent_at - interval '2 minutes' where email = $1::text`, [email])
}

/** A new session for `email` (an invited user), in a client of its own. */
export async function signInByCode(
  backend: TestBackend,
  inboxUrl: string,
  email: string,
  seen: Set<string> = new Set(),
): Promise<{ client: SupabaseClient; session: Session }> {
  await allowNewCode(backend, email)
  const client = supabaseClient(backend.url, backend.publishableKey)
  const asked = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
  expect(asked.error).toBeNull()
  const { code } = await codeFromInbox(inboxUrl, email, seen)
  const verified = await client.auth.verifyOtp({ email, token: code, type: 'email' })
  expect(verified.error).toBeNull()
  const session = verified.data.session
  if (!session) throw new Error('pas de session après le code')
  return { client, session }
}

/** The claims of an access token. */
export function claimsOf(accessToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}
