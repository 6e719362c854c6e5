// @ts-check
// `/storage/v1`: buckets and objects as Supabase Storage serves them. Rows in storage.buckets
// and storage.objects are read and written as the caller, so RLS decides who may upload,
// list, overwrite or delete; an upload's bytes are published only once its row is committed.
// Errors use Storage's body `{ statusCode, error, message }` with HTTP 400, as hosted does.
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { PayloadTooLargeError, readBody, sendJson } from './http.mjs'
import { asCaller, resolveCaller } from './request-context.mjs'
import { bucketRoutes } from './storage-buckets.mjs'
import { bucketNotFound, objectNotFound, sendStorageError, storageError } from './storage-errors.mjs'
import { createFileStore, isValidObjectName } from './storage-files.mjs'
import { objectRoutes } from './storage-objects.mjs'
import { signedUrls } from './storage-signed.mjs'
import { isAllowedMimeType, receiveFile } from './storage-upload.mjs'

/** @typedef {import('./request-context.mjs').Caller} Caller */

/** @param {{ db: import('./database.mjs').Database, jwtSecret: string, storageDir: string, globalFileSizeLimit?: number }} options */
export function createStorageHandler({ db, jwtSecret, storageDir, globalFileSizeLimit = 50 * 1024 * 1024 }) {
  const files = createFileStore(storageDir)
  const signed = signedUrls({ db, jwtSecret })

  /** @param {import('node:http').IncomingMessage} req @returns {Caller} */
  function callerOf(req) {
    const caller = resolveCaller(req, jwtSecret)
    if (!('error' in caller)) return caller
    const messages = { missing: "headers must have required property 'authorization'", expired: 'jwt expired' }
    throw storageError('403', 'Unauthorized', messages[/** @type {'missing' | 'expired'} */ (caller.error)] ?? 'invalid signature')
  }

  /** Buckets are looked up with full rights, as storage-api does, before the caller's insert. @param {string} id */
  async function findBucket(id) {
    const { rows } = await db.query('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1::text', [id])
    return /** @type {{ id: string, public: boolean, file_size_limit: number | string | null, allowed_mime_types: string[] | null } | undefined} */ (rows[0])
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {Caller} caller
   * @param {string} bucketId @param {string} name @param {'insert' | 'upsert' | 'update'} mode
   */
  async function upload(req, caller, bucketId, name, mode) {
    if (!isValidObjectName(name)) throw storageError('400', 'InvalidKey', `Invalid key: ${name}`)
    const bucket = await findBucket(bucketId)
    if (!bucket) {
      await readBody(req, 0).catch(() => undefined)
      throw bucketNotFound()
    }
    const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit)
    const file = await receiveFile(req, Math.min(bucketLimit, globalFileSizeLimit)).catch((error) => {
      if (error instanceof PayloadTooLargeError) throw storageError('413', 'Payload too large', 'The object exceeded the maximum allowed size')
      throw storageError('400', 'InvalidRequest', error instanceof Error ? error.message : String(error))
    })
    if (!isAllowedMimeType(file.mimeType, bucket.allowed_mime_types)) {
      throw storageError('415', 'invalid_mime_type', `mime type ${file.mimeType} is not supported`)
    }
    const metadata = {
      eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
      size: file.data.length,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: file.data.length,
      httpStatusCode: 200,
    }
    const owner = caller.userId && /^[0-9a-f-]{36}$/i.test(caller.userId) ? caller.userId : null
    const version = randomUUID()
    const values = [bucketId, name, owner, caller.userId, JSON.stringify(metadata), version, JSON.stringify(file.userMetadata)]
    /** @type {{ staged: { publish: () => Promise<void>, discard: () => Promise<void> } | null }} */
    const pending = { staged: null }
    try {
      await asCaller(db, caller, async (tx) => {
        // No RETURNING: it would need a SELECT policy, which an upload-only bucket does not have.
        const { rowCount } = await tx.query(mode === 'update' ? UPDATE_OBJECT : mode === 'upsert' ? UPSERT_OBJECT : INSERT_OBJECT, values)
        if (rowCount === 0) throw objectNotFound()
        pending.staged = await files.stage(bucketId, name, file.data)
      })
    } catch (error) {
      await pending.staged?.discard()
      throw error
    }
    await pending.staged?.publish()
    /** @type {string} */
    let id = version
    if (mode !== 'insert') {
      const { rows } = await db.query('select id from storage.objects where bucket_id = $1::text and name = $2::text', [bucketId, name])
      id = String(rows[0]?.id ?? version)
    }
    return { Key: `${bucketId}/${name}`, Id: id }
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} bucketId @param {string} name @param {{ metadata: any, updated_at: Date | string } | undefined} row
   */
  async function serve(req, res, bucketId, name, row) {
    if (!row) throw objectNotFound()
    const path = files.pathOf(bucketId, name)
    const info = await stat(path).catch(() => null)
    if (!info) throw objectNotFound()
    const metadata = (typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata) ?? {}
    res.writeHead(200, {
      'Content-Type': metadata.mimetype ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Cache-Control': metadata.cacheControl ?? 'no-cache',
      ETag: metadata.eTag ?? '',
      'Last-Modified': new Date(row.updated_at).toUTCString(),
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    await new Promise((resolve, reject) => {
      createReadStream(path)
        .on('error', reject)
        .on('end', () => resolve(undefined))
        .pipe(res)
    })
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {string} path  the part after /storage/v1
   */
  return async function handleStorage(req, res, url, path) {
    const method = req.method ?? 'GET'
    const [area, first = '', ...more] = path
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment))
    const body = () => readJson(req)
    try {
      if (area === 'bucket') {
        sendJson(res, 200, await bucketRoutes({ db, files, caller: callerOf(req), method, id: first, action: more[0], url, body }))
      } else if (area === 'object' && first === 'sign' && method === 'POST') {
        const [bucketId = '', ...nameParts] = more
        sendJson(res, 200, await signed.create(callerOf(req), bucketId, nameParts.join('/'), await body()))
      } else if (area === 'object' && first === 'sign' && (method === 'GET' || method === 'HEAD')) {
        // A signed URL opens its one object to whoever holds it, until it expires: no key needed.
        const [bucketId = '', ...nameParts] = more
        const name = nameParts.join('/')
        await serve(req, res, bucketId, name, await signed.open(bucketId, name, url.searchParams.get('token')))
      } else if (area === 'object' && (method === 'GET' || method === 'HEAD') && first === 'public') {
        // Public buckets are served to anyone, without a token: no RLS involved; a private one is
        // answered as if it did not exist, as hosted Storage does.
        const [bucketId = '', ...nameParts] = more
        const bucket = await findBucket(bucketId)
        if (!bucket || !bucket.public) throw bucketNotFound()
        const name = nameParts.join('/')
        const { rows } = await db.query(SELECT_OBJECT, [bucketId, name])
        await serve(req, res, bucketId, name, rows[0])
      } else if (area === 'object' && (method === 'GET' || method === 'HEAD')) {
        const caller = callerOf(req)
        const [bucketId = '', ...nameParts] = first === 'authenticated' ? more : [first, ...more]
        const name = nameParts.join('/')
        const rows = await asCaller(db, caller, async (tx) => (await tx.query(SELECT_OBJECT, [bucketId, name])).rows)
        await serve(req, res, bucketId, name, rows[0])
      } else if (area === 'object') {
        const caller = callerOf(req)
        const name = more.join('/')
        const answer = await objectRoutes({
          db,
          files,
          caller,
          method,
          bucketId: first,
          name,
          req,
          body,
          upload: (mode) => upload(req, caller, first, name, mode),
        })
        sendJson(res, 200, answer)
      } else throw storageError('404', 'not_found', 'Route not found', 404)
    } catch (error) {
      if (!req.complete && !req.readableEnded) await readBody(req, 0).catch(() => undefined)
      sendStorageError(res, error)
    }
  }
}

const SELECT_OBJECT = 'select metadata, updated_at from storage.objects where bucket_id = $1::text and name = $2::text'

const INSERT_OBJECT = `
  insert into storage.objects (bucket_id, name, owner, owner_id, metadata, id, version, user_metadata)
  values ($1::text, $2::text, $3::uuid, $4::text, $5::jsonb, $6::uuid, $6::text, $7::jsonb)`

// Needs SELECT and UPDATE policies besides INSERT, as on hosted Storage.
const UPSERT_OBJECT = `${INSERT_OBJECT}
  on conflict (bucket_id, name) do update
    set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
        version = excluded.version, user_metadata = excluded.user_metadata,
        updated_at = now(), last_accessed_at = now()`

const UPDATE_OBJECT = `
  update storage.objects
     set owner = $3::uuid, owner_id = $4::text, metadata = $5::jsonb, version = $6::text,
         user_metadata = $7::jsonb, updated_at = now(), last_accessed_at = now()
   where bucket_id = $1::text and name = $2::text`

/** @param {import('node:http').IncomingMessage} req @returns {Promise<any>} */
async function readJson(req) {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8')
  if (!raw.trim()) return {}
  try {
    return JSON.parse(raw)
  } catch {
    throw storageError('400', 'InvalidRequest', 'Body is not valid JSON')
  }
}
