import { describe, expect, it } from 'vitest'
import { estimateSale, parseWeight } from './estimate'
import { caratsOf, formatEuros, priceRows } from './priceList'

const tax = { flatRate: 11, crdsRate: 0.5 }

describe('the gold estimate', () => {
  it('prices the weight at the title’s buying price, then withholds 11.5 %', () => {
    expect(estimateSale(10, 68.5, tax)).toEqual({ gross: 685, tax: 78.78, net: 606.22 })
    expect(estimateSale(3.3, 33.6, tax)).toEqual({ gross: 110.88, tax: 12.75, net: 98.13 })
    expect(estimateSale(1, 100, { flatRate: 11, crdsRate: 0 })).toEqual({ gross: 100, tax: 11, net: 89 })
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

describe('the price list', () => {
  it('names gold titles in thousandths with their carats, silver without, pieces by name', () => {
    const rows = priceRows({
      pricedOn: '2026-11-20',
      tax,
      prices: [
        { kind: 'gram', metal: 'or', fineness: 750, euros: 68.5 },
        { kind: 'gram', metal: 'or', fineness: 585, euros: 52.8 },
        { kind: 'gram', metal: 'argent', fineness: 925, euros: 0.72 },
        { kind: 'piece', metal: 'or', piece: 'Napoléon 20 francs', euros: 540 },
      ],
    })
    expect(rows.map((row) => row.label.replace(/\u00a0/g, ' '))).toEqual([
      'Or 750 ‰ (18 carats)',
      'Or 585 ‰ (14 carats)',
      'Argent 925 ‰',
      'Napoléon 20 francs (or d’investissement)',
    ])
    expect(rows.map((row) => [row.unit, row.euros, row.tax, row.net])).toEqual([
      ['le gramme', 68.5, 7.88, 60.62],
      ['le gramme', 52.8, 6.07, 46.73],
      ['le gramme', 0.72, 0.08, 0.64],
      ['la pièce', 540, 62.1, 477.9],
    ])
  })

  it('gives the hallmark titles their carats', () => {
    expect([999, 916, 750, 585, 375].map(caratsOf)).toEqual([24, 22, 18, 14, 9])
  })
})
