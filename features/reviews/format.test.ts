import { describe, expect, it } from 'vitest'
import { reviewerName, truncateReview, relativeReviewTime } from './format'

describe('truncating a review', () => {
  it('leaves a text of 200 characters or fewer untouched', () => {
    const text = 'a'.repeat(200)
    expect(truncateReview(text)).toBe(text)
    expect(truncateReview('Très belle restauration.')).toBe('Très belle restauration.')
  })

  it('cuts a longer text at 200 characters and appends an ellipsis', () => {
    const result = truncateReview('b'.repeat(201))
    expect(result).toBe('b'.repeat(200) + '…')
  })

  it('drops the spaces before the ellipsis when the cut falls after a word', () => {
    const text = 'a'.repeat(197) + '   suite du texte'
    expect(truncateReview(text)).toBe('a'.repeat(197) + '…')
  })

  it('honours a custom maximum', () => {
    expect(truncateReview('Bague ressoudée avec soin', 5)).toBe('Bague…')
    expect(truncateReview('Bague', 5)).toBe('Bague')
  })

  it('never splits an emoji in two', () => {
    expect(truncateReview('ab💍cd', 3)).toBe('ab💍…')
    expect(truncateReview('ab💍', 3)).toBe('ab💍')
  })
})

describe('reviewer name', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(reviewerName('Claire Dubois')).toBe('Claire D.')
  })

  it('keeps a single name as it is', () => {
    expect(reviewerName('Claire')).toBe('Claire')
  })

  it('ignores extra spaces around and between the words', () => {
    expect(reviewerName('  Claire    Dubois  ')).toBe('Claire D.')
    expect(reviewerName('  Claire  ')).toBe('Claire')
  })

  it('keeps a hyphenated first name whole', () => {
    expect(reviewerName('Jean-Marc Lefèvre')).toBe('Jean-Marc L.')
  })

  it('takes the initial of the last word when there are several', () => {
    expect(reviewerName('Marie Anne de la Tour')).toBe('Marie T.')
  })

  it('writes the initial in capitals, accents included', () => {
    expect(reviewerName('claire dubois')).toBe('claire D.')
    expect(reviewerName('Hugo Élie')).toBe('Hugo É.')
  })

  it('gives an empty string for a blank name', () => {
    expect(reviewerName('   ')).toBe('')
  })
})

describe('review date', () => {
  const now = Date.parse('2026-11-27T12:00:00+01:00')
  const ago = (days: number) => new Date(now - days * 86_400_000).toISOString()

  it('says how long ago the review was written, from its date and the moment it is shown', () => {
    expect(relativeReviewTime(ago(0), now)).toBe('aujourd’hui')
    expect(relativeReviewTime(ago(1), now)).toBe('hier')
    expect(relativeReviewTime(ago(3), now)).toBe('il y a 3 jours')
    expect(relativeReviewTime(ago(16), now)).toBe('il y a 2 semaines')
    expect(relativeReviewTime(ago(63), now)).toBe('il y a 2 mois')
    expect(relativeReviewTime(ago(800), now)).toBe('il y a 2 ans')
  })

  it('ages with the clock: the same review reads older a month later', () => {
    const written = ago(10)
    expect(relativeReviewTime(written, now)).toBe('la semaine dernière')
    expect(relativeReviewTime(written, now + 30 * 86_400_000)).toBe('le mois dernier')
  })
})
