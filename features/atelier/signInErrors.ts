// What an Auth answer means for the person signing in, from GoTrue's error codes (the hosted
// project's and the local backend's, supabase/local/auth-otp.mjs). Plain TypeScript.

/** The parts of supabase-js's AuthError the back office reads. */
export interface AuthFailure {
  name?: string
  status?: number
  code?: string
  message: string
}

export type CodeRequestOutcome = { kind: 'sent' } | { kind: 'wait'; seconds: number } | { kind: 'tooManyRequests' } | { kind: 'offline' } | { kind: 'failed' }

/** Asking for a code. An address that was not invited is answered as one that was (GoTrue refuses
 *  it with otp_disabled or signup_disabled and sends nothing): the screen must not tell them apart. */
export function codeRequestOutcome(error: AuthFailure | null): CodeRequestOutcome {
  if (!error) return { kind: 'sent' }
  if (error.code === 'otp_disabled' || error.code === 'signup_disabled') return { kind: 'sent' }
  if (error.code === 'over_email_send_rate_limit') {
    const seconds = Number(/(\d+)\s*seconds?/.exec(error.message)?.[1] ?? 60)
    return { kind: 'wait', seconds: Math.max(1, seconds) }
  }
  if (error.status === 429) return { kind: 'tooManyRequests' }
  if (!error.status || error.name === 'AuthRetryableFetchError') return { kind: 'offline' }
  return { kind: 'failed' }
}

/** After this many wrong tries the sign-in screen stops trying the code and asks for a new one (the
 *  local backend also voids it; hosted Auth limits verifications by their rate only). */
export const MAX_WRONG_CODES = 5
/** How long a code is valid: config.toml's [auth.email] otp_expiry. */
export const CODE_LIFETIME_MS = 3600 * 1000

export type VerifyOutcome = 'wrongCode' | 'expiredCode' | 'spentCode' | 'tooManyWrong' | 'tooManyRequests' | 'offline' | 'failed'

/** Checking a code that failed. GoTrue answers a wrong, an expired and a spent code alike
 *  (otp_expired): what the device knows tells them apart: how many tries, whether this code already
 *  signed in here (spentHere), how old the code asked for is. */
export function verifyOutcome(error: AuthFailure, wrongSoFar: number, codeAgeMs: number, spentHere = false): VerifyOutcome {
  if (error.code === 'otp_expired' || error.status === 403) {
    if (wrongSoFar >= MAX_WRONG_CODES) return 'tooManyWrong'
    if (spentHere) return 'spentCode'
    return codeAgeMs >= CODE_LIFETIME_MS ? 'expiredCode' : 'wrongCode'
  }
  if (error.status === 429) return 'tooManyRequests'
  if (!error.status || error.name === 'AuthRetryableFetchError') return 'offline'
  return 'failed'
}
