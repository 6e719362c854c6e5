// @ts-check
// Helpers for tests: a signed-in user without going through sign-up (closed on the site).
import { randomUUID } from 'node:crypto'
import { issueSession } from './auth.mjs'

/** @typedef {{ url: string, jwtSecret: string, query: (sql: string, params?: unknown[]) => Promise<any[]> }} Backend */

/**
 * Inserts a confirmed user into auth.users and opens a session for them.
 * @param {Backend} backend
 * @param {{ email: string, first_name?: string, last_name?: string | null, id?: string }} user
 */
export async function createTestUser(backend, { email, first_name = '', last_name = null, id = randomUUID() }) {
  const metadata = { first_name, last_name }
  await backend.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, last_sign_in_at)
     values ($1::uuid, 'authenticated', 'authenticated', $2::text, now(), $3::jsonb, $4::jsonb, now())`,
    [id, email, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(metadata)],
  )
  return createTestSession(backend, id)
}

/**
 * A new session (a row of auth.sessions) for an existing user, as a sign-in would open it.
 * @param {Backend} backend
 * @param {string} userId
 * @returns {Promise<{ user: ReturnType<typeof import('./auth.mjs').userObject>, accessToken: string, refreshToken: string }>}
 */
export async function createTestSession(backend, userId) {
  const [row] = await backend.query('select * from auth.users where id = $1::uuid', [userId])
  const executor = {
    /** @param {string} sql @param {unknown[]} [params] */
    query: async (sql, params) => {
      const rows = await backend.query(sql, params)
      return { rows, rowCount: rows.length }
    },
    exec: async (/** @type {string} */ sql) => {
      await backend.query(sql)
    },
  }
  const session = await issueSession(executor, row, { jwtSecret: backend.jwtSecret, issuer: `${backend.url}/auth/v1` })
  return { user: session.user, accessToken: session.access_token, refreshToken: session.refresh_token }
}
