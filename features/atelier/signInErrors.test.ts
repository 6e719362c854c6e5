import { describe, expect, it } from 'vitest'
import { CODE_LIFETIME_MS, MAX_WRONG_CODES, codeRequestOutcome, verifyOutcome } from './signInErrors'

describe('asking for a sign-in code', () => {
  it('answers an address that was not invited exactly as an invited one', () => {
    expect(codeRequestOutcome(null)).toEqual({ kind: 'sent' })
    expect(codeRequestOutcome({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' })).toEqual({ kind: 'sent' })
    expect(codeRequestOutcome({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' })).toEqual({ kind: 'sent' })
  })

  it('says in how many seconds a new code may be asked for', () => {
    const error = { status: 429, code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' }
    expect(codeRequestOutcome(error)).toEqual({ kind: 'wait', seconds: 42 })
  })

  it('tells the per-device limit and a network failure apart', () => {
    expect(codeRequestOutcome({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toEqual({ kind: 'tooManyRequests' })
    expect(codeRequestOutcome({ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' })).toEqual({ kind: 'offline' })
  })
})

describe('checking a code that failed', () => {
  const refused = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' }
  it('calls it wrong while it is young, expired once its hour is past', () => {
    expect(verifyOutcome(refused, 1, 60_000)).toBe('wrongCode')
    expect(verifyOutcome(refused, 1, CODE_LIFETIME_MS + 1)).toBe('expiredCode')
  })
  it('calls a code that already signed in on this device spent, young or old', () => {
    expect(verifyOutcome(refused, 1, 60_000, true)).toBe('spentCode')
    expect(verifyOutcome(refused, 1, CODE_LIFETIME_MS + 1, true)).toBe('spentCode')
    expect(verifyOutcome(refused, MAX_WRONG_CODES, 60_000, true)).toBe('tooManyWrong')
  })
  it('says the code is void after the fifth wrong try, as the server voids it', () => {
    expect(verifyOutcome(refused, MAX_WRONG_CODES - 1, 60_000)).toBe('wrongCode')
    expect(verifyOutcome(refused, MAX_WRONG_CODES, 60_000)).toBe('tooManyWrong')
  })
  it('tells too many checks from this device apart', () => {
    expect(verifyOutcome({ status: 429, code: 'over_request_rate_limit', message: '' }, 0, 0)).toBe('tooManyRequests')
  })
})
