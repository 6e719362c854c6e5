// @ts-check
// `/auth/v1`: the part of GoTrue the site uses. Sign-up is closed and there are no password users:
// users are created by the service role's admin endpoints (or tests, testing.mjs) and sign in with a
// code sent by e-mail (auth-otp.mjs). Every session is a row of auth.sessions, named by its access
// token's `session_id` claim; signing out deletes rows, and their refresh tokens go with them.
import { randomBytes, randomUUID } from 'node:crypto'
import { createAdmin } from './auth-admin.mjs'
import { authError, readJsonBody } from './auth-errors.mjs'
import { createOtp } from './auth-otp.mjs'
import { authSettings } from './auth-settings.mjs'
import { requestHeaders } from './clientAddress.mjs'
import { ApiError } from './errors.mjs'
import { readBody, sendEmpty, sendJson } from './http.mjs'
import { sign } from './jwt.mjs'
import { bearerToken, callerFromToken } from './request-context.mjs'

const ACCESS_TOKEN_SECONDS = 3600
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
 * Signs an access token and stores a new refresh token: GoTrue's session answer. Without
 * `sessionId` a new session is opened (a row of auth.sessions, with how it was opened); with it,
 * that session is refreshed and keeps its `amr`.
 * @param {import('./database.mjs').Executor} db  superuser
 * @param {Record<string, any>} row  the auth.users row
 * @param {{ jwtSecret: string, issuer: string, parent?: string | null, sessionId?: string, method?: string, userAgent?: string | null, ip?: string | null }} options
 */
export async function issueSession(db, row, { jwtSecret, issuer, parent = null, sessionId, method = 'password', userAgent = null, ip = null }) {
  const user = userObject(row)
  const now = Math.floor(Date.now() / 1000)
  const expiresAt = now + ACCESS_TOKEN_SECONDS
  /** @type {{ method: string, timestamp: number }[]} */
  let amr
  if (sessionId) {
    await db.query(`update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now() where id = $1::uuid`, [sessionId])
    const claims = await db.query('select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1::uuid order by created_at', [
      sessionId,
    ])
    amr = claims.rows.map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(new Date(claim.created_at).getTime() / 1000) }))
  } else {
    sessionId = randomUUID()
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
       values ($1::uuid, $2::uuid, now(), now(), 'aal1', $3::text, $4::inet)`,
      [sessionId, user.id, userAgent, ip],
    )
    await db.query(
      `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values ($1::uuid, $2::uuid, now(), now(), $3::text)`,
      [randomUUID(), sessionId, method],
    )
    amr = [{ method, timestamp: now }]
  }
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
      amr,
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

/**
 * @param {{
 *   db: import('./database.mjs').Database,
 *   jwtSecret: string,
 *   mail?: { smtpHost: string, smtpPort: number } | null,
 *   settings?: Partial<import('./auth-settings.mjs').AuthSettings>,
 * }} options
 */
export function createAuthHandler({ db, jwtSecret, mail = null, settings = {} }) {
  const otp = createOtp({ db, settings: authSettings(settings), mail })
  const admin = createAdmin({ db, userObject })

  /**
   * The signed-in caller and their session, as GoTrue's requireAuthentication loads them.
   * @param {import('node:http').IncomingMessage} req
   */
  async function currentSession(req) {
    const token = bearerToken(req)
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    const caller = callerFromToken(token, jwtSecret)
    if ('error' in caller) {
      throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${caller.message}`)
    }
    if (!caller.userId) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    if (!UUID.test(caller.userId)) throw authError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
    const { rows } = await db.query('select * from auth.users where id = $1::uuid', [caller.userId])
    if (!rows[0]) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    const sessionId = typeof caller.claims.session_id === 'string' ? caller.claims.session_id : null
    if (sessionId !== null) {
      if (!UUID.test(sessionId)) throw authError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID')
      const sessions = await db.query('select id from auth.sessions where id = $1::uuid', [sessionId])
      if (!sessions.rows[0]) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    return { user: rows[0], sessionId }
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
    const client = requestHeaders(req)['cf-connecting-ip'] ?? ''
    const opened = { jwtSecret, issuer, userAgent: req.headers['user-agent'] ?? null, ip: /^[0-9a-f.:]+$/i.test(client) ? client : null }
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
        sendJson(res, 200, userObject((await currentSession(req)).user))
      } else if (method === 'POST' && path === '/token') {
        const body = await readJsonBody(req)
        const grantType = url.searchParams.get('grant_type')
        if (grantType === 'refresh_token') sendJson(res, 200, await refresh(String(body.refresh_token ?? ''), issuer))
        else if (grantType === 'password') throw authError(400, 'invalid_credentials', 'Invalid login credentials')
        else throw authError(400, 'validation_failed', 'unsupported_grant_type')
      } else if (method === 'POST' && path === '/otp') {
        await otp.requestCode(req, client)
        sendJson(res, 200, {})
      } else if (method === 'POST' && path === '/verify') {
        const body = await readJsonBody(req)
        sendJson(res, 200, await otp.verifyCode(body, client, (tx, user) => issueSession(tx, user, { ...opened, method: 'otp' })))
      } else if (method === 'POST' && path === '/logout') {
        await readBody(req, 1024 * 1024).catch(() => undefined)
        await logout(req, url.searchParams.get('scope'))
        sendEmpty(res, 204)
      } else if (path === '/admin/users' || path.startsWith('/admin/users/')) {
        requireServiceRole(req)
        await admin(req, res, url, path.slice('/admin/users'.length))
      } else if (method === 'POST' && ['/signup', '/magiclink', '/recover', '/invite'].includes(path)) {
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
   * `POST /logout?scope=`: global (the default) deletes every session of the user, local this
   * one, others all but this one (GoTrue's logout.go); the refresh tokens go with their sessions.
   * @param {import('node:http').IncomingMessage} req @param {string | null} scope
   */
  async function logout(req, scope) {
    if (scope !== null && !['', 'global', 'local', 'others'].includes(scope)) {
      throw authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
    }
    const { user, sessionId } = await currentSession(req)
    if (sessionId && scope === 'local') await db.query('delete from auth.sessions where id = $1::uuid', [sessionId])
    else if (sessionId && scope === 'others') await db.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [user.id, sessionId])
    else {
      await db.query('delete from auth.sessions where user_id = $1::uuid', [user.id])
      await db.query('delete from auth.refresh_tokens where user_id = $1::text', [user.id])
    }
  }

  /** Rotates a refresh token of a session that still exists. @param {string} token @param {string} issuer */
  async function refresh(token, issuer) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `update auth.refresh_tokens as r set revoked = true, updated_at = now()
          where r.token = $1::text and not r.revoked and exists (select from auth.sessions s where s.id = r.session_id)
          returning r.user_id, r.session_id`,
        [token],
      )
      const stored = rows[0]
      if (!stored) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const users = await tx.query('select * from auth.users where id::text = $1::text', [stored.user_id])
      if (!users.rows[0]) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      return issueSession(tx, users.rows[0], { jwtSecret, issuer, parent: token, sessionId: stored.session_id })
    })
  }
}
