// @ts-check
// Errors the services answer with, and PostgREST's mapping of SQLSTATE to HTTP status
// (https://postgrest.org/en/stable/references/errors.html).

/** An answer decided by the server itself (not by the database). */
export class ApiError extends Error {
  /** @param {number} status @param {Record<string, unknown>} body @param {Record<string, string>} [headers] */
  constructor(status, body, headers = {}) {
    super(String(body.message ?? body.msg ?? body.error ?? status))
    this.status = status
    this.body = body
    this.headers = headers
  }
}

/**
 * A PostgREST-shaped error.
 * @param {number} status @param {string} code @param {string} message
 * @param {string | null} [details] @param {string | null} [hint]
 */
export function restError(status, code, message, details = null, hint = null) {
  return new ApiError(status, { code, details, hint, message })
}

/** @typedef {Error & { code: string, detail?: string, hint?: string, severity?: string }} PostgresError */

/** @param {unknown} error @returns {error is PostgresError} */
export function isPostgresError(error) {
  return (
    error instanceof Error &&
    typeof (/** @type {any} */ (error).code) === 'string' &&
    /^[0-9A-Z]{5}$/.test(/** @type {any} */ (error).code) &&
    'severity' in error
  )
}

/**
 * @param {string} code  SQLSTATE
 * @param {string} role  the caller's role
 */
export function statusForSqlState(code, role) {
  // A function's own status: RAISE with SQLSTATE 'PTxyz' answers HTTP xyz.
  const custom = /^PT([1-5][0-9]{2})$/.exec(code)
  if (custom) return Number(custom[1])
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  if (code === '42P17') return 500
  const klass = code.slice(0, 2)
  if (['08', '53'].includes(klass)) return 503
  if (['0L', '0P', '28'].includes(klass)) return 403
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass)) return 500
  if (klass === '54') return 413
  return 400
}

/** @param {PostgresError} error */
export function postgrestBody(error) {
  return { code: error.code, details: error.detail ?? null, hint: error.hint ?? null, message: error.message }
}
