// @ts-check
// Supabase Storage's error answers: HTTP 400 with the meaningful status in `statusCode`.
import { ApiError, isPostgresError } from './errors.mjs'
import { sendJson } from './http.mjs'

/** @param {string} statusCode @param {string} error @param {string} message @param {number} [status] */
export const storageError = (statusCode, error, message, status = 400) => new ApiError(status, { statusCode, error, message })
export const bucketNotFound = () => storageError('404', 'Bucket not found', 'Bucket not found')
export const objectNotFound = () => storageError('404', 'not_found', 'Object not found')

/** @param {import('node:http').ServerResponse} res @param {unknown} error */
export function sendStorageError(res, error) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (error instanceof ApiError) sendJson(res, error.status, error.body)
  else if (isPostgresError(error)) {
    if (error.code === '42501') {
      sendJson(res, 400, { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' })
    } else if (error.code === '23505') {
      sendJson(res, 400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' })
    } else if (error.code === '23503') {
      sendJson(res, 400, { statusCode: '409', error: 'InvalidRequest', message: 'The bucket you tried to delete is not empty' })
    } else sendJson(res, 400, { statusCode: '400', error: 'InvalidRequest', message: error.message })
  } else {
    sendJson(res, 500, { statusCode: '500', error: 'internal', message: error instanceof Error ? error.message : String(error) })
  }
}
