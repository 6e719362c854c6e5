import { describe, expect, it } from 'vitest'
import { daysSince, frenchVatNumber, isFictionPhone, isValidSiren } from './validators'

describe('the checks of legal and contact facts', () => {
  it('accepts a SIREN whose Luhn sum is right and refuses one digit off', () => {
    // The SIREN of INSEE's own example, La Poste's 356 000 000, and their neighbours.
    expect(isValidSiren('356 000 000')).toBe(true)
    expect(isValidSiren('552 081 317')).toBe(true)
    expect(isValidSiren('552 081 318')).toBe(false)
    expect(isValidSiren('123 456 789')).toBe(false)
    expect(isValidSiren('12345678')).toBe(false)
  })

  it('computes the VAT key of a SIREN as the tax office does', () => {
    expect(frenchVatNumber('552 081 317')).toBe('FR03552081317')
    expect(frenchVatNumber('356000000')).toBe('FR39356000000')
  })

  it('recognises the phone blocks reserved for fiction, in any spacing', () => {
    expect(isFictionPhone('01 99 00 12 64')).toBe(true)
    expect(isFictionPhone('+33199001264')).toBe(true)
    expect(isFictionPhone('06 39 98 00 00')).toBe(true)
    expect(isFictionPhone('01 45 20 12 64')).toBe(false)
  })

  it('counts days in Paris time', () => {
    expect(daysSince('2026-11-20', new Date('2026-11-27T10:00:00Z'))).toBe(7)
    // 23:30 UTC on the 26th is already the 27th in Paris.
    expect(daysSince('2026-11-27', new Date('2026-11-26T23:30:00Z'))).toBe(0)
  })
})
