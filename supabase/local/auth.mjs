// @ts-check
// `/auth/v1`: the part of GoTrue the site's (disabled) account layer touches. Sign-up is
// closed and there are no password users; users exist only through tests (testing.mjs) or the
// service role's admin endpoint, and their sessions are refreshed, read and ended here with
// GoTrue's shapes.
import { randomBytes, randomUUID } from 'node:crypto'
import { ApiError } from './errors.mjs'
import { readBody, sendEmpty, sendJson } from './http.mjs'
import { sign } from './jwt.mjs'
import { bearerToken, callerFromToken } from './request-context.mjs'

const ACCESS_TOKEN_SECONDS = 3600

/** @param {number} status @param {string} errorCode @param {string} msg */
const authError = (status, errorCode, msg) => new ApiError(status, { code: status, error_code: errorCode, msg })

/**
 * GoTrue's user object from an auth.users row.
 * @param {Record<string, any>} row
 */
export function userObject(row) {
  /** @param {unknown} value */
  const iso = (value) => (value ? new Date(/** @type {string} */ (value)).toISOString() : undefined)
  return {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    confirmed_at: iso(row.email_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? { provider: 'email', providers: ['email'] },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: Boolean(row.is_anonymous),
  }
}

/**
 * Signs an access token and stores a new refresh token: GoTrue's session answer.
 * @param {import('./database.mjs').Executor} db  superuser
 * @param {Record<string, any>} row  the auth.users row
 * @param {{ jwtSecret: string, issuer: string, parent?: string | null, sessionId?: string }} options
 */
export async function issueSession(db, row, { jwtSecret, issuer, parent = null, sessionId = randomUUID() }) {
  const user = userObject(row)
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + ACCESS_TOKEN_SECONDS
  const accessToken = sign(
    {
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      iss: issuer,
      sub: user.id,
      email: user.email,
      phone: user.phone,
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: parent ? 'token_refresh' : 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    jwtSecret,
  )
  const refreshToken = randomBytes(16).toString('base64url')
  await db.query('insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id) values ($1::text, $2::text, false, $3::text, $4::uuid)', [
    refreshToken,
    user.id,
    parent,
    sessionId,
  ])
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  }
}

/** @param {{ db: import('./database.mjs').Database, jwtSecret: string }} options */
export function createAuthHandler({ db, jwtSecret }) {
  /** @param {import('node:http').IncomingMessage} req */
  async function currentUser(req) {
    const token = bearerToken(req)
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    const caller = callerFromToken(token, jwtSecret)
    if ('error' in caller) {
      throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${caller.message}`)
    }
    if (!caller.userId) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    const { rows } = await db.query('select * from auth.users where id::text = $1::text', [caller.userId])
    if (!rows[0]) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return rows[0]
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} path  the part after /auth/v1
   */
  return async function handleAuth(req, res, url, path) {
    const method = req.method ?? 'GET'
    const issuer = `http://${req.headers.host ?? '127.0.0.1'}/auth/v1`
    try {
      if (method === 'GET' && path === '/health') {
        sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' })
      } else if (method === 'GET' && path === '/settings') {
        sendJson(res, 200, {
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: true,
          mailer_autoconfirm: false,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        })
      } else if (method === 'GET' && path === '/user') {
        sendJson(res, 200, userObject(await currentUser(req)))
      } else if (method === 'POST' && path === '/token') {
        const body = await readJsonBody(req)
        const grantType = url.searchParams.get('grant_type')
        if (grantType === 'refresh_token') sendJson(res, 200, await refresh(String(body.refresh_token ?? ''), issuer))
        else if (grantType === 'password') throw authError(400, 'invalid_credentials', 'Invalid login credentials')
        else throw authError(400, 'validation_failed', 'unsupported_grant_type')
      } else if (method === 'POST' && path === '/logout') {
        await readBody(req, 1024 * 1024).catch(() => undefined)
        const caller = callerFromToken(bearerToken(req) ?? '', jwtSecret)
        if (!('error' in caller) && caller.userId) {
          await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1::text', [caller.userId])
        }
        sendEmpty(res, 204)
      } else if (method === 'POST' && path === '/admin/users') {
        requireServiceRole(req)
        sendJson(res, 200, userObject(await createUser(await readJsonBody(req))))
      } else if (method === 'POST' && ['/signup', '/otp', '/magiclink', '/recover', '/invite'].includes(path)) {
        await readBody(req, 1024 * 1024).catch(() => undefined)
        throw authError(422, 'signup_disabled', 'Signups not allowed for this instance')
      } else {
        throw authError(404, 'not_found', 'Not Found')
      }
    } catch (error) {
      if (error instanceof ApiError) sendJson(res, error.status, error.body)
      else sendJson(res, 500, { code: 500, error_code: 'unexpected_failure', msg: error instanceof Error ? error.message : String(error) })
    }
  }

  /** GoTrue lets only a token with an admin role (service_role) manage users. @param {import('node:http').IncomingMessage} req */
  function requireServiceRole(req) {
    const caller = callerFromToken(bearerToken(req) ?? '', jwtSecret)
    if ('error' in caller || caller.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed')
  }

  /**
   * `POST /admin/users` (supabase-js `auth.admin.createUser`): a user without password, confirmed
   * if `email_confirm` is true. No e-mail is sent, as in GoTrue's admin API.
   * @param {Record<string, unknown>} body
   */
  async function createUser(body) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    const object = (/** @type {unknown} */ value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {})
    const id = body.id === undefined ? randomUUID() : String(body.id)
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw authError(400, 'validation_failed', 'Invalid user id')
    const appMetadata = { provider: 'email', providers: ['email'], ...object(body.app_metadata) }
    const { rows: existing } = await db.query('select id::text from auth.users where lower(email) = $1::text or id = $2::uuid', [email, id])
    if (existing.some((row) => row.id === id.toLowerCase())) throw authError(422, 'user_already_exists', 'User already registered')
    if (existing[0]) throw authError(422, 'email_exists', 'A user with this email address has already been registered')
    const { rows } = await db.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1::uuid, 'authenticated', 'authenticated', $2::text, case when $3::boolean then now() end, $4::jsonb, $5::jsonb)
       returning *`,
      [id, email, body.email_confirm === true, JSON.stringify(appMetadata), JSON.stringify(object(body.user_metadata))],
    )
    return rows[0]
  }

  /** Rotates a refresh token: the old one is revoked, a new session pair is issued. @param {string} token @param {string} issuer */
  async function refresh(token, issuer) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
          where token = $1::text and not revoked returning user_id, session_id`,
        [token],
      )
      const stored = rows[0]
      if (!stored) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const users = await tx.query('select * from auth.users where id::text = $1::text', [stored.user_id])
      if (!users.rows[0]) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      await tx.query('update auth.users set last_sign_in_at = now() where id::text = $1::text', [stored.user_id])
      return issueSession(tx, users.rows[0], { jwtSecret, issuer, parent: token, sessionId: stored.session_id ?? undefined })
    })
  }
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Record<string, unknown>>} */
async function readJsonBody(req) {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8')
  try {
    const parsed = raw.trim() ? JSON.parse(raw) : {}
    return typeof parsed === 'object' && parsed !== null ? parsed : {}
  } catch {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON')
  }
}
