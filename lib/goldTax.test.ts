import { describe, expect, it } from 'vitest'
import { formatPercent, netOfTax, taxOn, totalTaxRate } from './goldTax'

const tax = { flatRate: 11, crdsRate: 0.5 }

describe('the tax withheld from a gold buying price', () => {
  it('adds the CRDS to the flat tax', () => {
    expect(totalTaxRate(tax)).toBe(11.5)
    expect(totalTaxRate({ flatRate: 11, crdsRate: 0 })).toBe(11)
  })

  it('takes 11.5 % of the price, to the cent', () => {
    expect(taxOn(100, tax)).toBe(11.5)
    expect(taxOn(68.5, tax)).toBe(7.88) // 7.8775
    expect(taxOn(0.72, tax)).toBe(0.08) // 0.0828
    expect(taxOn(540, tax)).toBe(62.1)
  })

  it('leaves the seller the price minus that tax', () => {
    expect(netOfTax(100, tax)).toBe(88.5)
    expect(netOfTax(68.5, tax)).toBe(60.62)
    expect(netOfTax(540, tax)).toBe(477.9)
    // 10 g at 68.50 €: the tax is rounded first (78.775 → 78.78), so tax and net add up to the price.
    expect(netOfTax(685, tax)).toBe(606.22)
  })

  it('writes rates the French way', () => {
    expect(formatPercent(11.5)).toBe('11,5\u00a0%')
    expect(formatPercent(11)).toBe('11\u00a0%')
  })
})
