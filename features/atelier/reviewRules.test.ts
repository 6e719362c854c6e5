import { expect, it } from 'vitest'
import { isHttpsLinkOrEmpty, parseRatingValue, parseReviewCount } from './reviewRules'

it('takes an https link or none, and refuses any other scheme, a bare word or a space', () => {
  expect(isHttpsLinkOrEmpty('')).toBe(true)
  expect(isHttpsLinkOrEmpty('https://g.page/r/CabcDEF/review')).toBe(true)
  expect(isHttpsLinkOrEmpty(' https://maps.app.goo.gl/xyz ')).toBe(true)
  expect(isHttpsLinkOrEmpty('http://g.page/r/CabcDEF')).toBe(false)
  expect(isHttpsLinkOrEmpty('javascript:alert(1)')).toBe(false)
  expect(isHttpsLinkOrEmpty('https://localhost')).toBe(false)
  expect(isHttpsLinkOrEmpty('https://g.page/a b')).toBe(false)
  expect(isHttpsLinkOrEmpty(`https://g.page/${'a'.repeat(500)}`)).toBe(false)
})

it('reads an average the French way, one decimal at most, 1 to 5', () => {
  expect(parseRatingValue('4,9')).toBe(4.9)
  expect(parseRatingValue('4.9')).toBe(4.9)
  expect(parseRatingValue('5')).toBe(5)
  expect(parseRatingValue('5,5')).toBeNull()
  expect(parseRatingValue('0,9')).toBeNull()
  expect(parseRatingValue('4,85')).toBeNull()
  expect(parseRatingValue('')).toBeNull()
})

it('reads a count of reviews, spaces between thousands allowed', () => {
  expect(parseReviewCount('120')).toBe(120)
  expect(parseReviewCount('1 200')).toBe(1200)
  expect(parseReviewCount('0')).toBeNull()
  expect(parseReviewCount('12,5')).toBeNull()
})
