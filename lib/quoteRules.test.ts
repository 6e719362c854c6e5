import { describe, expect, it } from 'vitest'
import { quoteDelayWords } from './content/quoteDelay'
import { quoteAmountWords, quoteLimits, quoteProblems } from './quoteRules'

describe('a quote’s rules', () => {
  it('accepts a usual quote and the limits themselves', () => {
    expect(quoteProblems({ cents: 45_000, delayDays: 21, note: 'Remise en état du fermoir' })).toEqual([])
    expect(quoteProblems({ cents: 1, delayDays: 1, note: 'x' })).toEqual([])
    expect(quoteProblems({ cents: quoteLimits.maxCents, delayDays: quoteLimits.maxDelayDays, note: 'n'.repeat(quoteLimits.note) })).toEqual([])
  })

  it('names each field at fault, in the form’s order', () => {
    expect(quoteProblems({ cents: 0, delayDays: 0, note: '  ' })).toEqual(['amount', 'delay', 'note'])
    expect(quoteProblems({ cents: null, delayDays: null, note: 'n'.repeat(quoteLimits.note + 1) })).toEqual(['amount', 'delay', 'note'])
    expect(quoteProblems({ cents: quoteLimits.maxCents + 1, delayDays: 2.5, note: 'ok' })).toEqual(['amount', 'delay'])
  })

  it('writes the amount in French euros, TTC as typed', () => {
    expect(quoteAmountWords(1_234_500)).toBe('12\u202f345,00\u00a0€')
    expect(quoteAmountWords(6850)).toBe('68,50\u00a0€')
  })

  it('says a delay in weeks when it is whole weeks, in days otherwise', () => {
    expect(quoteDelayWords(21)).toBe('3\u00a0semaines')
    expect(quoteDelayWords(7)).toBe('1\u00a0semaine')
    expect(quoteDelayWords(10)).toBe('10\u00a0jours')
    expect(quoteDelayWords(1)).toBe('1\u00a0jour')
  })
})
