// @ts-check
// The workshop's members, as `npm run atelier:invite` and `npm run atelier:revoke` change them: with
// supabase-js and the project's secret key, on the local backend by default, on a hosted project
// when SUPABASE_URL and SUPABASE_SECRET_KEY are both given (as the deploy's variables name them).
// The role itself is the database's (public.grant_workshop_role / revoke_workshop_role); the
// user's app_metadata.role only tells the back office what to show before it asks.
import { createClient } from '@supabase/supabase-js'
import { SECRET_KEY } from '../../supabase/local/keys.mjs'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A message for the person who ran the command; it ends the command with exit code 1. */
export class MemberError extends Error {}

// supabase-js 2.109 builds its Realtime client at once, and Node 20 has no WebSocket: these
// commands never use Realtime, so it gets a transport that is never built.
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used here')
  }
}

/**
 * The project to act on: SUPABASE_URL and SUPABASE_SECRET_KEY together, or the local backend
 * (SUPABASE_PORT, default 54321) with its public secret key.
 * @param {NodeJS.ProcessEnv} env
 */
export function projectFromEnv(env) {
  const url = env.SUPABASE_URL?.trim()
  const secretKey = env.SUPABASE_SECRET_KEY?.trim()
  if (url && secretKey) return { url: url.replace(/\/+$/, ''), secretKey, local: false }
  if (url || secretKey) {
    throw new MemberError('Pour un projet en ligne, donnez SUPABASE_URL et SUPABASE_SECRET_KEY ensemble (voir docs/deploy.md).')
  }
  return { url: `http://127.0.0.1:${env.SUPABASE_PORT || 54321}`, secretKey: SECRET_KEY, local: true }
}

/** @param {{ url: string, secretKey: string }} project */
function adminClient({ url, secretKey }) {
  return createClient(url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: /** @type {any} */ (NoRealtime) },
  })
}

/** @param {string} email */
function address(email) {
  const trimmed = (email ?? '').trim().toLowerCase()
  if (!EMAIL.test(trimmed))
    throw new MemberError(`«\u00a0${email ?? ''}\u00a0» n’est pas une adresse e-mail. Exemple\u00a0: npm run atelier:invite -- prenom@exemple.fr`)
  return trimmed
}

/** What went wrong, in words for the person who ran the command. @param {{ url: string }} project @param {unknown} error */
function failure(project, error) {
  // supabase-js gives Auth's errors as Error objects with a status, the database's as plain objects.
  const { status, name, message } = /** @type {{ status?: number, name?: string, message?: string }} */ (error ?? {})
  const reason = message ?? String(error)
  if (status === 401 || status === 403) return new MemberError(`La clé secrète est refusée par ${project.url}\u00a0: vérifiez SUPABASE_SECRET_KEY.`)
  if (name === 'AuthRetryableFetchError' || /fetch failed|ECONNREFUSED/i.test(reason)) {
    return new MemberError(`Supabase ne répond pas sur ${project.url}. En local, lancez d’abord npm start (ou npm run supabase:local).`)
  }
  return new MemberError(`Supabase a refusé l’opération sur ${project.url}\u00a0: ${reason}`)
}

/** The Auth user with this address, or null: the admin API lists users by page. @param {ReturnType<typeof adminClient>} client @param {string} email */
async function findUser(client, email) {
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 1000 })
    if (error) throw error
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email)
    if (user) return user
    if (data.users.length < 1000) return null
  }
}

/**
 * Creates the user (confirmed, no password) or finds them, then grants the workshop's role.
 * @param {{ url: string, secretKey: string }} project @param {string} email
 * @returns {Promise<{ email: string, userId: string, created: boolean }>}
 */
export async function inviteMember(project, email) {
  const member = address(email)
  const client = adminClient(project)
  try {
    const created = await client.auth.admin.createUser({ email: member, email_confirm: true })
    let user = created.data.user
    if (created.error) {
      if (created.error.code !== 'email_exists') throw created.error
      user = await findUser(client, member)
      if (!user) throw created.error
      // Invited before the address was confirmed (or by another tool): a code needs it confirmed.
      if (!user.email_confirmed_at) await client.auth.admin.updateUserById(user.id, { email_confirm: true })
    }
    if (!user) throw new Error('no user in the answer')
    const granted = await client.rpc('grant_workshop_role', { member_email: member })
    if (granted.error) throw { ...granted.error, status: granted.status }
    const marked = await client.auth.admin.updateUserById(user.id, { app_metadata: { role: 'workshop' } })
    if (marked.error) throw marked.error
    return { email: member, userId: user.id, created: !created.error }
  } catch (error) {
    throw failure(project, error)
  }
}

/**
 * Takes the workshop's role back; the database ends the user's sessions at once.
 * @param {{ url: string, secretKey: string }} project @param {string} email
 * @returns {Promise<{ email: string, wasMember: boolean }>}
 */
export async function revokeMember(project, email) {
  const member = address(email)
  const client = adminClient(project)
  try {
    const revoked = await client.rpc('revoke_workshop_role', { member_email: member })
    if (revoked.error) throw { ...revoked.error, status: revoked.status }
    const user = await findUser(client, member)
    if (user) {
      const unmarked = await client.auth.admin.updateUserById(user.id, { app_metadata: { role: null } })
      if (unmarked.error) throw unmarked.error
    }
    return { email: member, wasMember: revoked.data === true }
  } catch (error) {
    throw failure(project, error)
  }
}
