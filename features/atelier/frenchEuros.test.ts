import { expect, it } from 'vitest'
import { eurosWords, parseCents, parseEuros } from './frenchEuros'

it('reads prices typed the French way, and a dot too', () => {
  expect(parseEuros('68,50')).toBe(68.5)
  expect(parseEuros(' 68,5 ')).toBe(68.5)
  expect(parseEuros('1 234,56 €')).toBe(1234.56)
  expect(parseEuros('68.50')).toBe(68.5)
  expect(parseEuros('540')).toBe(540)
})

it('refuses a typo, a third decimal and an empty field', () => {
  expect(parseEuros('68,5o')).toBeNull()
  expect(parseEuros('68,505')).toBeNull()
  expect(parseEuros('')).toBeNull()
  expect(parseEuros('-3')).toBeNull()
})

it('gives the amount typed in cents, or null when it is not one', () => {
  expect(parseCents('15,50')).toBe(1550)
  expect(parseCents('0,29')).toBe(29)
  expect(parseCents('15,5o')).toBeNull()
})

it('writes a price with a decimal comma and two decimals', () => {
  expect(eurosWords(68.5)).toBe('68,50')
})
