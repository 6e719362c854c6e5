import { describe, expect, it } from 'vitest'
import { reviewDate, reviewerName, truncateReview } from './format'

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
  it('shows the relative time Google gave', () => {
    expect(reviewDate({ relative_time_description: 'il y a 2 mois' })).toBe('il y a 2 mois')
  })

  it('says "Récent" when there is no relative time', () => {
    expect(reviewDate({ relative_time_description: null })).toBe('Récent')
    expect(reviewDate({ relative_time_description: '' })).toBe('Récent')
    expect(reviewDate({ relative_time_description: '   ' })).toBe('Récent')
  })
})
