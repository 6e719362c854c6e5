import { describe, expect, it } from 'vitest'
import { tabAt, tabForHash, tabIndex } from './tabHash'

describe('services tabs from the URL hash', () => {
  it('selects the tab named by the hash', () => {
    expect(tabForHash('#creation')).toBe('creation')
    expect(tabForHash('#expertise')).toBe('expertise')
    expect(tabForHash('#reparation')).toBe('reparation')
  })
  it('opens the repair tab for the watchmaking anchor', () => {
    expect(tabForHash('#horlogerie')).toBe('reparation')
  })
  it('falls back to creation for no or an unknown hash', () => {
    expect(tabForHash('')).toBe('creation')
    expect(tabForHash('#bijoux')).toBe('creation')
  })
  it('maps tabs to indexes and back', () => {
    expect(tabIndex('expertise')).toBe(1)
    expect(tabAt(2)).toBe('reparation')
    expect(tabAt(9)).toBe('creation')
  })
})
