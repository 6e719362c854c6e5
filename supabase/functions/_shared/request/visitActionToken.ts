// The signed links of the workshop's e-mail and of the visitor's: each token allows one action on one
// contact message until it expires, and nothing else. Plain TypeScript on Web Crypto (Deno, Node and
// browsers have it), shared by the Edge Functions and their tests.
// Written by hand rather than as a JWT library: the token carries four fields, one HMAC-SHA-256
// (crypto.subtle signs and verifies it, in constant time) and no algorithm choice to get wrong.

const workshopActions = ['confirm', 'propose', 'acknowledge', 'close'] as const
const visitorActions = ['accept', 'cancel'] as const
export type VisitAction = (typeof workshopActions)[number] | (typeof visitorActions)[number]

export interface VisitActionClaims {
  /** The contact message's uuid. */
  message: string
  action: VisitAction
  /** When the token stops working. */
  expiresAt: Date
  /** For 'accept': the slot proposed, 'YYYY-MM-DDTHH:MM' in Paris time (a newer proposal needs a newer link). */
  slot?: string
}

/** How long the workshop's links work. The visitor's work until their visit. */
export const WORKSHOP_LINK_DAYS = 30

const encoder = new TextEncoder()

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (character) => character.charCodeAt(0))
  } catch {
    return null
  }
}

const hmacKey = (secret: string) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

export async function signVisitAction(claims: VisitActionClaims, secret: string): Promise<string> {
  const payload = { m: claims.message, a: claims.action, e: Math.floor(claims.expiresAt.getTime() / 1000), ...(claims.slot ? { s: claims.slot } : {}) }
  const body = base64url(encoder.encode(JSON.stringify(payload)))
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body)))
  return `${body}.${base64url(signature)}`
}

export type TokenRefusal = 'malformed' | 'forged' | 'expired'

/** The claims of a token this secret signed and that has not expired, or why it is refused. */
export async function verifyVisitAction(
  token: string,
  secret: string,
  now = new Date(),
): Promise<{ ok: true; claims: VisitActionClaims } | { ok: false; refusal: TokenRefusal }> {
  const [body, signature, extra] = token.split('.')
  const signatureBytes = signature === undefined ? null : fromBase64url(signature)
  if (!body || !signatureBytes || extra !== undefined) return { ok: false, refusal: 'malformed' }
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), signatureBytes, encoder.encode(body)))) return { ok: false, refusal: 'forged' }
  let payload: { m?: unknown; a?: unknown; e?: unknown; s?: unknown }
  try {
    payload = JSON.parse(new TextDecoder().decode(fromBase64url(body) ?? new Uint8Array())) as typeof payload
  } catch {
    return { ok: false, refusal: 'malformed' }
  }
  const actions: readonly string[] = [...workshopActions, ...visitorActions]
  if (typeof payload.m !== 'string' || typeof payload.a !== 'string' || !actions.includes(payload.a) || typeof payload.e !== 'number')
    return { ok: false, refusal: 'malformed' }
  if (payload.e * 1000 <= now.getTime()) return { ok: false, refusal: 'expired' }
  return {
    ok: true,
    claims: {
      message: payload.m,
      action: payload.a as VisitAction,
      expiresAt: new Date(payload.e * 1000),
      ...(typeof payload.s === 'string' ? { slot: payload.s } : {}),
    },
  }
}
