// @ts-check
// Who is calling: the JWT from `Authorization: Bearer` (or the `apikey` header, which
// supabase-js always sends too), verified with the project's secret. A publishable key
// (sb_publishable_…) in their place acts as `anon` and a secret key (sb_secret_…) as
// `service_role`, as hosted Supabase's gateway does; a user's access token in Authorization still
// decides the role. Each request then runs in one transaction with the claims and role set
// locally, as PostgREST does, so grants and RLS policies decide what the caller may do.
import { JwtError, verify } from './jwt.mjs'
import { header } from './http.mjs'
import { API_KEY_ROLES } from './keys.mjs'
import { requestHeaders } from './clientAddress.mjs'

const isApiKey = (/** @type {string} */ value) => value.startsWith('sb_')

/** @param {import('node:http').IncomingMessage} req */
function authorizationToken(req) {
  const authorization = header(req, 'authorization')
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null
  return match?.[1] ?? null
}

/**
 * What hosted Supabase's gateway refuses before any service sees the request, with 401: an
 * sb_ key it does not know (a rotated or deleted one), and a secret key sent by a browser, which
 * it recognises by its User-Agent (every browser's starts with "Mozilla/").
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null} the refusal's message
 */
export function gatewayRefusal(req) {
  for (const key of [header(req, 'apikey'), authorizationToken(req)]) {
    if (!key || !isApiKey(key)) continue
    const role = API_KEY_ROLES.get(key)
    if (!role) return 'Invalid API key'
    if (role === 'service_role' && /^Mozilla\//.test(header(req, 'user-agent') ?? '')) return 'Forbidden use of secret API key in browser'
  }
  return null
}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

/** @typedef {{ token: string, claims: Record<string, unknown>, role: string, userId: string | null, headers?: Record<string, string> }} Caller */
/** @typedef {{ error: 'missing' | 'invalid' | 'expired' | 'role', message: string }} CallerError */

/** @param {import('node:http').IncomingMessage} req @returns {string | null} */
export function bearerToken(req) {
  return authorizationToken(req) ?? header(req, 'apikey') ?? null
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} secret
 * @returns {Caller | CallerError}
 */
export function resolveCaller(req, secret) {
  const token = bearerToken(req)
  if (!token) return { error: 'missing', message: 'No API key found in request' }
  const caller = callerFromToken(token, secret)
  return 'error' in caller ? caller : { ...caller, headers: requestHeaders(req) }
}

/**
 * @param {string} token
 * @param {string} secret
 * @returns {Caller | CallerError}
 */
export function callerFromToken(token, secret) {
  if (isApiKey(token)) {
    const role = API_KEY_ROLES.get(token)
    if (!role) return { error: 'invalid', message: 'Invalid API key' }
    return { token, claims: { role }, role, userId: null }
  }
  /** @type {Record<string, unknown>} */
  let claims
  try {
    claims = verify(token, secret)
  } catch (error) {
    if (error instanceof JwtError) return { error: error.reason === 'expired' ? 'expired' : 'invalid', message: error.message }
    throw error
  }
  // A token without a role claim gets the anonymous role, as in PostgREST.
  const role = typeof claims.role === 'string' ? claims.role : 'anon'
  if (!API_ROLES.has(role)) return { error: 'role', message: `JWT role "${role}" is not allowed` }
  const userId = typeof claims.sub === 'string' ? claims.sub : null
  return { token, claims, role, userId }
}

/**
 * Sets the caller's claims, role and request headers for the rest of the transaction, as
 * PostgREST does (`request.headers`: https://docs.postgrest.org/en/stable/references/transactions.html).
 * @param {import('./database.mjs').Executor} tx
 * @param {Caller} caller
 */
export async function actAs(tx, caller) {
  await tx.query(
    `select set_config('request.jwt.claims', $1::text, true),
            set_config('request.jwt.claim.sub', $2::text, true),
            set_config('request.jwt.claim.role', $3::text, true),
            set_config('request.headers', $4::text, true),
            set_config('role', $3::text, true)`,
    [JSON.stringify(caller.claims), caller.userId ?? '', caller.role, JSON.stringify(caller.headers ?? {})],
  )
}

/**
 * Runs `work` in one transaction as the caller.
 * @template T
 * @param {import('./database.mjs').Database} db
 * @param {Caller} caller
 * @param {(tx: import('./database.mjs').Executor) => Promise<T>} work
 * @returns {Promise<T>}
 */
export function asCaller(db, caller, work) {
  return db.transaction(async (tx) => {
    await actAs(tx, caller)
    return work(tx)
  })
}
