// @ts-check
// `/auth/v1/admin/users`: the service role's user management (supabase-js auth.admin.*), with
// GoTrue's shapes (internal/api/admin.go): create, list by page, read, update (app_metadata and
// user_metadata merged key by key, a null value removing its key), delete.
import { randomUUID } from 'node:crypto'
import { authError, readJsonBody } from './auth-errors.mjs'
import { sendJson } from './http.mjs'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// GoTrue's defaultPerPage.
const PER_PAGE = 50

/** @param {unknown} value @returns {Record<string, unknown>} */
const object = (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : {})

/** GoTrue's UpdateAppMetaData: each key set, a null value deleting it. @param {unknown} current @param {unknown} updates */
function merged(current, updates) {
  const result = { ...object(current) }
  for (const [key, value] of Object.entries(object(updates))) {
    if (value === null) delete result[key]
    else result[key] = value
  }
  return result
}

/** Go's time.ParseDuration for the units an admin sends ("24h", "876000h", "30m", "1h30m"). @param {string} text */
function banSeconds(text) {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)]
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) {
    throw authError(400, 'validation_failed', `invalid format for ban duration: time: invalid duration "${text}"`)
  }
  return parts.reduce((total, [, value, unit]) => total + Number(value) * { h: 3600, m: 60, s: 1 }[/** @type {'h' | 'm' | 's'} */ (unit)], 0)
}

/**
 * @param {{ db: import('./database.mjs').Database, userObject: (row: Record<string, any>) => Record<string, unknown> }} options
 */
export function createAdmin({ db, userObject }) {
  /** @param {string} id */
  async function loadUser(id) {
    if (!UUID.test(id)) throw authError(404, 'validation_failed', 'user_id must be an UUID')
    const { rows } = await db.query('select * from auth.users where id = $1::uuid', [id])
    if (!rows[0]) throw authError(404, 'user_not_found', 'User not found')
    return rows[0]
  }

  /**
   * `POST /admin/users` (auth.admin.createUser): a user without password, confirmed if
   * `email_confirm` is true. No e-mail is sent, as in GoTrue's admin API.
   * @param {Record<string, unknown>} body
   */
  async function createUser(body) {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!EMAIL.test(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    const id = body.id === undefined ? randomUUID() : String(body.id)
    if (!UUID.test(id)) throw authError(400, 'validation_failed', 'Invalid user id')
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

  /**
   * `PUT /admin/users/{id}` (auth.admin.updateUserById).
   * @param {string} id @param {Record<string, unknown>} body
   */
  async function updateUser(id, body) {
    const user = await loadUser(id)
    const email = typeof body.email === 'string' && body.email ? body.email.trim().toLowerCase() : null
    if (email !== null && !EMAIL.test(email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    if (email !== null && email !== user.email) {
      const taken = await db.query('select 1 from auth.users where lower(email) = $1::text and id <> $2::uuid', [email, id])
      if (taken.rows[0]) throw authError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    const ban = typeof body.ban_duration === 'string' && body.ban_duration ? body.ban_duration : null
    const banUntil = ban === null ? user.banned_until : ban === 'none' ? null : new Date(Date.now() + banSeconds(ban) * 1000).toISOString()
    const { rows } = await db.query(
      `update auth.users
          set email = $2::text,
              email_confirmed_at = case when $3::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
              raw_app_meta_data = $4::jsonb, raw_user_meta_data = $5::jsonb, banned_until = $6::timestamptz, updated_at = now()
        where id = $1::uuid returning *`,
      [
        id,
        email ?? user.email,
        body.email_confirm === true,
        JSON.stringify(body.app_metadata === undefined ? user.raw_app_meta_data : merged(user.raw_app_meta_data, body.app_metadata)),
        JSON.stringify(body.user_metadata === undefined ? user.raw_user_meta_data : merged(user.raw_user_meta_data, body.user_metadata)),
        banUntil,
      ],
    )
    // A banned user is signed out everywhere (GoTrue: models.Logout when a ban is set).
    if (ban !== null && ban !== 'none') await db.query('delete from auth.sessions where user_id = $1::uuid', [id])
    return rows[0]
  }

  /**
   * `DELETE /admin/users/{id}` (auth.admin.deleteUser): the row and its sessions; with
   * `should_soft_delete`, the row stays marked deleted and its sessions go.
   * @param {string} id @param {Record<string, unknown>} body
   */
  async function deleteUser(id, body) {
    await loadUser(id)
    await db.transaction(async (tx) => {
      await tx.query('delete from auth.refresh_tokens where user_id = $1::text', [id])
      if (body.should_soft_delete === true) {
        await tx.query('delete from auth.sessions where user_id = $1::uuid', [id])
        await tx.query('update auth.users set deleted_at = coalesce(deleted_at, now()) where id = $1::uuid', [id])
      } else {
        await tx.query('delete from auth.users where id = $1::uuid', [id])
      }
    })
  }

  /**
   * Answers `/admin/users…`; the caller checked the service role.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {URL} url @param {string} path  after /admin/users
   */
  return async function handleAdmin(req, res, url, path) {
    const method = req.method ?? 'GET'
    const id = path.replace(/^\//, '')
    if (path === '' && method === 'POST') return sendJson(res, 200, userObject(await createUser(await readJsonBody(req))))
    if (path === '' && method === 'GET') return listUsers(res, url)
    if (id && !id.includes('/')) {
      if (method === 'GET') return sendJson(res, 200, userObject(await loadUser(id)))
      if (method === 'PUT') return sendJson(res, 200, userObject(await updateUser(id, await readJsonBody(req))))
      if (method === 'DELETE') {
        await deleteUser(id, await readJsonBody(req))
        return sendJson(res, 200, {})
      }
    }
    throw authError(404, 'not_found', 'Not Found')
  }

  /**
   * `GET /admin/users?page=&per_page=` (auth.admin.listUsers): newest first, with GoTrue's Link
   * and X-Total-Count headers, from which supabase-js reads nextPage, lastPage and total.
   * @param {import('node:http').ServerResponse} res @param {URL} url
   */
  async function listUsers(res, url) {
    const number = (/** @type {string} */ name, /** @type {number} */ fallback) => {
      const value = url.searchParams.get(name)
      if (value === null || value === '') return fallback
      if (!/^\d+$/.test(value)) throw authError(400, 'validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`)
      return Number(value)
    }
    const page = Math.max(1, number('page', 1))
    const perPage = number('per_page', PER_PAGE) || PER_PAGE
    const [{ rows: counted }, { rows }] = await Promise.all([
      db.query(`select count(*)::int as total from auth.users where aud = 'authenticated'`),
      db.query(`select * from auth.users where aud = 'authenticated' order by created_at desc, id limit $1::int offset $2::int`, [
        perPage,
        (page - 1) * perPage,
      ]),
    ])
    const total = counted[0]?.total ?? 0
    const pages = Math.ceil(total / perPage)
    // Go's url.Values.Encode sorts the keys: page comes before per_page, where supabase-js reads it.
    const link = (/** @type {number} */ to) => {
      const query = new URLSearchParams(url.searchParams)
      query.set('page', String(to))
      query.sort()
      return `<${url.pathname}?${query}>`
    }
    const links = [...(pages > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(pages)}; rel="last"`]
    sendJson(res, 200, { users: rows.map(userObject), aud: 'authenticated' }, { Link: links.join(', '), 'X-Total-Count': String(total) })
  }
}
