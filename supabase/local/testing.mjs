// @ts-check
// Helpers for tests: a signed-in user without going through sign-up (closed on the site).
import { randomUUID } from 'node:crypto'
import { issueSession } from './auth.mjs'

/**
 * Inserts a confirmed user into auth.users and opens a session for them.
 * @param {{ url: string, jwtSecret: string, query: (sql: string, params?: unknown[]) => Promise<any[]> }} backend
 * @param {{ email: string, first_name?: string, last_name?: string | null, id?: string }} user
 * @returns {Promise<{ user: ReturnType<typeof import('./auth.mjs').userObject>, accessToken: string, refreshToken: string }>}
 */
export async function createTestUser(backend, { email, first_name = '', last_name = null, id = randomUUID() }) {
  const metadata = { first_name, last_name }
  const [row] = await backend.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, last_sign_in_at)
     values ($1::uuid, 'authenticated', 'authenticated', $2::text, now(), $3::jsonb, $4::jsonb, now())
     returning *`,
    [id, email, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(metadata)],
  )
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
