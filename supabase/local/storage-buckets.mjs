// @ts-check
// Bucket routes. They read and write storage.buckets as the caller: with no policy for
// anon, a visitor lists no bucket and cannot create one, exactly as on hosted Supabase.
import { asCaller } from './request-context.mjs'
import { bucketNotFound, storageError } from './storage-errors.mjs'
import { isValidBucketName } from './storage-files.mjs'

const BUCKET_COLUMNS = 'id, name, owner, public, type, file_size_limit, allowed_mime_types, created_at, updated_at'

/**
 * @param {{
 *   db: import('./database.mjs').Database,
 *   files: ReturnType<typeof import('./storage-files.mjs').createFileStore>,
 *   caller: import('./request-context.mjs').Caller,
 *   method: string, id: string, action: string | undefined, url: URL,
 *   body: () => Promise<any>,
 * }} request
 */
export async function bucketRoutes({ db, files, caller, method, id, action, url, body }) {
  if (method === 'GET' && id === '') {
    const search = url.searchParams
    const limit = Math.max(0, Math.floor(Number(search.get('limit') ?? 1000) || 1000))
    const offset = Math.max(0, Math.floor(Number(search.get('offset') ?? 0) || 0))
    const rows = await asCaller(
      db,
      caller,
      async (tx) =>
        (
          await tx.query(
            `select coalesce(json_agg(b order by b.name), '[]')::text as body
         from (select ${BUCKET_COLUMNS} from storage.buckets where name ilike $1::text
               order by name limit ${limit} offset ${offset}) b`,
            [`%${search.get('search') ?? ''}%`],
          )
        ).rows,
    )
    return JSON.parse(rows[0]?.body ?? '[]')
  }
  if (method === 'GET') {
    const rows = await asCaller(
      db,
      caller,
      async (tx) =>
        (await tx.query(`select row_to_json(b)::text as body from (select ${BUCKET_COLUMNS} from storage.buckets where id = $1::text) b`, [id])).rows,
    )
    if (!rows[0]) throw bucketNotFound()
    return JSON.parse(rows[0].body)
  }
  if (method === 'POST' && id === '') {
    const input = await body()
    const bucketId = String(input.id ?? input.name ?? '')
    if (!isValidBucketName(bucketId)) throw storageError('400', 'Invalid Input', 'Bucket name invalid')
    await asCaller(db, caller, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1::text, $1::text, $2::uuid, $3::text, $4::boolean, $5::bigint, (select array_agg(value) from json_array_elements_text($6::json)))`,
        [bucketId, ownerOf(caller), caller.userId, Boolean(input.public), sizeLimit(input.file_size_limit), JSON.stringify(input.allowed_mime_types ?? [])],
      ),
    )
    return { name: bucketId }
  }
  if (method === 'PUT' && id !== '') {
    const input = await body()
    const { rowCount } = await asCaller(db, caller, (tx) =>
      tx.query(
        `update storage.buckets set public = coalesce($2::boolean, public), file_size_limit = $3::bigint,
         allowed_mime_types = (select array_agg(value) from json_array_elements_text($4::json)), updated_at = now()
       where id = $1::text`,
        [id, input.public ?? null, sizeLimit(input.file_size_limit), JSON.stringify(input.allowed_mime_types ?? [])],
      ),
    )
    if (rowCount === 0) throw bucketNotFound()
    return { message: 'Successfully updated' }
  }
  if (method === 'POST' && action === 'empty') {
    const names = await asCaller(db, caller, async (tx) =>
      (await tx.query('delete from storage.objects where bucket_id = $1::text returning name', [id])).rows.map((row) => String(row.name)),
    )
    await files.remove(id, names)
    return { message: 'Successfully emptied' }
  }
  if (method === 'DELETE' && id !== '') {
    const { rowCount } = await asCaller(db, caller, (tx) => tx.query('delete from storage.buckets where id = $1::text', [id]))
    if (rowCount === 0) throw bucketNotFound()
    await files.removeBucket(id)
    return { message: 'Successfully deleted' }
  }
  throw storageError('404', 'not_found', 'Route not found', 404)
}

/** @param {import('./request-context.mjs').Caller} caller */
function ownerOf(caller) {
  return caller.userId && /^[0-9a-f-]{36}$/i.test(caller.userId) ? caller.userId : null
}

/** A number of bytes, or a size such as "10MB" as the Storage API accepts. @param {unknown} value */
function sizeLimit(value) {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') return Math.floor(value)
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|kib|mib|gib)?\s*$/i.exec(String(value))
  if (!match) throw storageError('400', 'Invalid Input', `Invalid file size limit: ${value}`)
  const unit = (match[2] ?? 'b').toLowerCase()
  const factor = { b: 1, kb: 1000, mb: 1000 ** 2, gb: 1000 ** 3, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 }[unit] ?? 1
  return Math.floor(Number(match[1]) * factor)
}
