// @ts-check
// Object routes other than downloads: upload and update, list, delete. All run as the
// caller; with insert-only policies a visitor can add a file but never list, overwrite or
// remove one.
import { asCaller } from './request-context.mjs'
import { storageError } from './storage-errors.mjs'

/**
 * @param {{
 *   db: import('./database.mjs').Database,
 *   files: ReturnType<typeof import('./storage-files.mjs').createFileStore>,
 *   caller: import('./request-context.mjs').Caller,
 *   method: string, bucketId: string, name: string,
 *   req: import('node:http').IncomingMessage,
 *   upload: (mode: 'insert' | 'upsert' | 'update') => Promise<{ Key: string, Id: string }>,
 *   body: () => Promise<any>,
 * }} request
 */
export async function objectRoutes({ db, files, caller, method, bucketId, name, req, upload, body }) {
  if (method === 'POST' && bucketId === 'list' && name !== '' && !name.includes('/')) {
    return list(db, caller, name, await body())
  }
  if (method === 'POST' && name !== '') {
    return upload(String(req.headers['x-upsert']).toLowerCase() === 'true' ? 'upsert' : 'insert')
  }
  if (method === 'PUT' && name !== '') return upload('update')
  if (method === 'DELETE') {
    const input = name === '' ? await body() : { prefixes: [name] }
    const prefixes = Array.isArray(input.prefixes) ? input.prefixes.map(String) : []
    const deleted = await asCaller(
      db,
      caller,
      async (tx) =>
        (
          await tx.query(
            `with d as (
         delete from storage.objects
          where bucket_id = $1::text and name in (select json_array_elements_text($2::json))
          returning id, bucket_id, name, owner, created_at, updated_at, last_accessed_at, metadata)
       select coalesce(json_agg(d), '[]')::text as body from d`,
            [bucketId, JSON.stringify(prefixes)],
          )
        ).rows,
    )
    const objects = JSON.parse(deleted[0]?.body ?? '[]')
    await files.remove(
      bucketId,
      objects.map((/** @type {{ name: string }} */ object) => object.name),
    )
    return name === '' ? objects : { message: 'Successfully deleted' }
  }
  throw storageError('404', 'not_found', 'Route not found', 404)
}

/**
 * Folders and files directly under `prefix`, as storage.search() returns them.
 * @param {import('./database.mjs').Database} db
 * @param {import('./request-context.mjs').Caller} caller
 * @param {string} bucketId
 * @param {{ prefix?: string, limit?: number, offset?: number, search?: string, sortBy?: { column?: string, order?: string } }} options
 */
async function list(db, caller, bucketId, options) {
  const prefix = String(options.prefix ?? '').replace(/^\/+|\/+$/g, '')
  const base = prefix === '' ? '' : `${prefix}/`
  const pattern = `${base.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const rows = await asCaller(
    db,
    caller,
    async (tx) =>
      (
        await tx.query(
          `select id, name, created_at, updated_at, last_accessed_at, metadata
       from storage.objects where bucket_id = $1::text and name like $2::text order by name`,
          [bucketId, pattern],
        )
      ).rows,
  )
  /** @param {unknown} value */
  const iso = (value) => (value ? new Date(/** @type {string} */ (value)).toISOString() : null)
  /** @type {Map<string, Record<string, unknown>>} */
  const entries = new Map()
  for (const row of rows) {
    const remainder = String(row.name).slice(base.length)
    const slash = remainder.indexOf('/')
    if (slash >= 0) {
      const folder = remainder.slice(0, slash)
      if (!entries.has(folder)) {
        entries.set(folder, { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })
      }
    } else {
      const metadata = typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata
      entries.set(remainder, {
        name: remainder,
        id: row.id,
        updated_at: iso(row.updated_at),
        created_at: iso(row.created_at),
        last_accessed_at: iso(row.last_accessed_at),
        metadata,
      })
    }
  }
  const search = String(options.search ?? '').toLowerCase()
  const descending = options.sortBy?.order === 'desc'
  const column = options.sortBy?.column ?? 'name'
  const sorted = [...entries.values()]
    .filter((entry) => String(entry.name).toLowerCase().includes(search))
    .sort((a, b) => {
      const left = String(a[column] ?? '')
      const right = String(b[column] ?? '')
      return (left < right ? -1 : left > right ? 1 : 0) * (descending ? -1 : 1)
    })
  const offset = Number(options.offset ?? 0) || 0
  const limit = Number(options.limit ?? 100) || 100
  return sorted.slice(offset, offset + limit)
}
