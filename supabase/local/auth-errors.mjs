// @ts-check
// GoTrue's error body (`{ code, error_code, msg }`, which supabase-js turns into AuthApiError) and
// its reading of a JSON body.
import { ApiError } from './errors.mjs'
import { readBody } from './http.mjs'

/** @param {number} status @param {string} errorCode @param {string} msg */
export const authError = (status, errorCode, msg) => new ApiError(status, { code: status, error_code: errorCode, msg })

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Record<string, unknown>>} */
export async function readJsonBody(req) {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8')
  try {
    const parsed = raw.trim() ? JSON.parse(raw) : {}
    return typeof parsed === 'object' && parsed !== null ? parsed : {}
  } catch {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON')
  }
}
