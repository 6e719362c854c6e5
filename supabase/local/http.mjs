// @ts-check
// Small helpers over node:http shared by the three services.

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET,POST,PATCH,PUT,DELETE,OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, prefer, x-client-info, accept-profile, content-profile, x-upsert, cache-control, x-supabase-api-version, range, x-metadata, x-retry-count, x-forwarded-for, x-visit-action-token',
  'Access-Control-Expose-Headers': 'content-range, content-location, content-type, content-length, etag, location',
  'Access-Control-Max-Age': '86400',
}

/** @param {Request} req @param {Response} res */
export function applyCors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
  res.setHeader('Vary', 'Origin')
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value)
}

/** The body was larger than allowed. */
export class PayloadTooLargeError extends Error {}

/**
 * Reads the whole body, up to `limit` bytes; past it the rest is drained and discarded
 * so the client still receives the answer, then PayloadTooLargeError is thrown.
 * @param {import('node:stream').Readable} stream
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(stream, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let tooLarge = false
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > limit) tooLarge = true
      if (!tooLarge) chunks.push(chunk)
    })
    stream.on('end', () => (tooLarge ? reject(new PayloadTooLargeError()) : resolve(Buffer.concat(chunks))))
    stream.on('error', reject)
  })
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {unknown} body  serialised with JSON.stringify unless already a string of JSON
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
  res.end(text)
}

/** @param {Response} res @param {number} status @param {Record<string, string>} [headers] */
export function sendEmpty(res, status, headers = {}) {
  res.writeHead(status, headers)
  res.end()
}

/** Media type without parameters, lower-cased: `Text/Plain; charset=x` → `text/plain`. */
/** @param {string | undefined} value */
export function mediaType(value) {
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** @param {Request} req @param {string} name @returns {string | undefined} */
export function header(req, name) {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}
