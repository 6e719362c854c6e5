// @ts-check
// HS256 JSON Web Tokens, the only algorithm the Supabase CLI's local stack signs with.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** @param {Buffer | string} input */
function base64url(input) {
  return Buffer.from(input).toString('base64url')
}

/**
 * @param {Record<string, unknown>} claims
 * @param {string} secret
 * @returns {string}
 */
export function sign(claims, secret) {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')
  return `${head}.${body}.${signature}`
}

/** Thrown for a token that is malformed, badly signed or expired. */
export class JwtError extends Error {
  /** @param {string} message @param {'malformed' | 'signature' | 'expired'} reason */
  constructor(message, reason) {
    super(message)
    this.reason = reason
  }
}

/**
 * Verifies signature and expiry; returns the claims.
 * @param {string} token
 * @param {string} secret
 * @param {number} [nowSeconds]
 * @returns {Record<string, unknown>}
 */
export function verify(token, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = token.split('.')
  if (parts.length !== 3) throw new JwtError('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ' + parts.length + ')', 'malformed')
  const [head, body, signature] = /** @type {[string, string, string]} */ (parts)
  /** @type {any} */
  let header
  /** @type {any} */
  let claims
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    throw new JwtError('JWSError (CompactDecodeError Invalid JSON)', 'malformed')
  }
  if (!header || header.alg !== 'HS256' || !claims || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new JwtError('JWSError JWSInvalidSignature', 'signature')
  }
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('JWSError JWSInvalidSignature', 'signature')
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) throw new JwtError('JWT expired', 'expired')
  return claims
}
