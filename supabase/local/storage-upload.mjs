// @ts-check
// Reads an upload as supabase-js sends it: multipart/form-data (a `cacheControl` field, an
// optional `metadata` field, then the file part) or the raw bytes with their content type.
import busboy from 'busboy'
import { PayloadTooLargeError, header, mediaType, readBody } from './http.mjs'

/** @typedef {{ data: Buffer, mimeType: string, cacheControl: string, userMetadata: Record<string, unknown> | null }} ReceivedFile */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit  bytes; beyond it PayloadTooLargeError (after draining the request)
 * @returns {Promise<ReceivedFile>}
 */
export async function receiveFile(req, limit) {
  const contentType = header(req, 'content-type') ?? ''
  if (mediaType(contentType) === 'multipart/form-data') return receiveMultipart(req, limit)
  const data = await readBody(req, limit)
  return {
    data,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: normaliseCacheControl(header(req, 'cache-control')),
    userMetadata: decodeMetadata(header(req, 'x-metadata'), 'base64'),
  }
}

/** @param {import('node:http').IncomingMessage} req @param {number} limit @returns {Promise<ReceivedFile>} */
function receiveMultipart(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Record<string, string>} */
    const fields = {}
    /** @type {Buffer[]} */
    const chunks = []
    let mimeType = ''
    let seenFile = false
    let tooLarge = false
    /** @type {ReturnType<typeof busboy>} */
    let parser
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: limit, files: 1 } })
    } catch (error) {
      reject(error)
      return
    }
    parser.on('field', (name, value) => {
      fields[name] = value
    })
    parser.on('file', (_name, stream, info) => {
      seenFile = true
      mimeType = info.mimeType
      stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk))
      stream.on('limit', () => {
        tooLarge = true
      })
    })
    parser.on('error', reject)
    parser.on('close', () => {
      if (tooLarge) reject(new PayloadTooLargeError())
      else if (!seenFile) reject(new Error('The multipart form has no file'))
      else {
        resolve({
          data: Buffer.concat(chunks),
          mimeType: mimeType || 'application/octet-stream',
          cacheControl: normaliseCacheControl(fields.cacheControl),
          userMetadata: decodeMetadata(fields.metadata, 'utf8'),
        })
      }
    })
    req.pipe(parser)
  })
}

/** `3600` and `max-age=3600` both mean max-age=3600. @param {string | undefined} value */
function normaliseCacheControl(value) {
  if (!value) return 'no-cache'
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value.trim()
}

/** @param {string | undefined} value @param {'base64' | 'utf8'} encoding */
function decodeMetadata(value, encoding) {
  if (!value) return null
  try {
    const parsed = JSON.parse(encoding === 'base64' ? Buffer.from(value, 'base64').toString('utf8') : value)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : null
  } catch {
    return null
  }
}

/**
 * `image/*` style wildcards as in storage-api.
 * @param {string} mimeType @param {string[] | null} allowed
 */
export function isAllowedMimeType(mimeType, allowed) {
  if (!allowed || allowed.length === 0) return true
  const type = mediaType(mimeType)
  return allowed.some((pattern) => {
    const wanted = pattern.trim().toLowerCase()
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted
  })
}
