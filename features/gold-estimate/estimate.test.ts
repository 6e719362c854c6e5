import { describe, expect, it } from 'vitest'
import { estimateGoldValue, fineness, formatEuros, parseWeight } from './estimate'

describe('gold estimate', () => {
  it('uses the French hallmark fineness for each purity', () => {
    expect(fineness(9)).toBe(375)
    expect(fineness(14)).toBe(583)
    expect(fineness(18)).toBe(750)
    expect(fineness(22)).toBe(917)
    expect(fineness(24)).toBe(1000)
  })

  it('multiplies weight, fineness and the price of fine gold, to the cent', () => {
    expect(estimateGoldValue(10, 18, 100)).toBe(750)
    expect(estimateGoldValue(10, 24, 98.5)).toBe(985)
    expect(estimateGoldValue(3.3, 9, 98.5)).toBe(121.89)
    expect(estimateGoldValue(1, 14, 100)).toBe(58.3)
  })

  it('reads weights typed with a comma or a dot, and refuses the rest', () => {
    expect(parseWeight('12,5')).toBe(12.5)
    expect(parseWeight(' 7.25 ')).toBe(7.25)
    expect(parseWeight('0')).toBeNull()
    expect(parseWeight('-3')).toBeNull()
    expect(parseWeight('abc')).toBeNull()
    expect(parseWeight('5001')).toBeNull()
    expect(parseWeight('')).toBeNull()
  })

  it('formats amounts in euros the French way', () => {
    expect(formatEuros(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €')
  })
})
