import { expect, it } from 'vitest'
import { closureDays, closureDaysProblem } from './closureWords'

it('words one day and a range of days in French, years written', () => {
  expect(closureDays('2027-01-04', '2027-01-04')).toBe('le lundi 4 janvier 2027')
  expect(closureDays('2027-01-04', '2027-01-06')).toBe('du lundi 4 janvier 2027 au mercredi 6 janvier 2027')
})

it('refuses a range that ends before it starts, days past and more than a year, in French', () => {
  expect(closureDaysProblem('2027-01-06', '2027-01-04', '2027-01-01')).toMatch(/avant le premier/)
  expect(closureDaysProblem('', '', '2027-01-01')).toMatch(/premier jour/)
  expect(closureDaysProblem('2026-12-01', '', '2027-01-01')).toMatch(/passés/)
  expect(closureDaysProblem('2027-01-01', '2028-03-01', '2027-01-01')).toMatch(/un an/)
  expect(closureDaysProblem('2027-01-04', '', '2027-01-01')).toBeNull()
})
