import { expect, it } from 'vitest'
import { ratingLabel, ratingScore, ratingSentence } from '../../lib/content/facts'
import type { Figure } from '../../lib/content/types'
import { withReviewProfile } from './withReviewProfile'

const page: { figures: Figure[]; highlights: string[]; sections: { kind: string; paragraphs: string[] }[] } = {
  figures: [
    { value: 'Plus de 60 ans', label: 'd’expérience' },
    { value: ratingScore, label: ratingLabel },
  ],
  highlights: ['Pesée devant vous', ratingSentence],
  sections: [{ kind: 'prose', paragraphs: [`Noté ${ratingScore} par nos clients.`] }],
}
const profile = (profileUrl: string | null, reviewUrl: string | null) => ({
  rating: { value: 4.7, count: 87, source: 'Google' },
  profileUrl,
  reviewUrl,
  isSample: false,
})

it('puts the database’s figure wherever the content gives the owner’s facts’ one, and the links beside the figure', () => {
  const shown = withReviewProfile(page, profile('https://g.page/r/atelier', 'https://g.page/r/atelier/review'))
  expect(shown.figures).toEqual([
    { value: 'Plus de 60 ans', label: 'd’expérience' },
    {
      value: '4,7/5',
      label: 'de note moyenne sur 87 avis Google',
      links: [
        { label: 'Voir notre fiche Google', href: 'https://g.page/r/atelier' },
        { label: 'Laisser un avis', href: 'https://g.page/r/atelier/review' },
      ],
    },
  ])
  expect(shown.highlights).toEqual(['Pesée devant vous', 'Note 4,7 sur 5 (87 avis Google)'])
  expect(shown.sections[0]?.paragraphs).toEqual(['Noté 4,7/5 par nos clients.'])
})

it('adds no link the owner has not set, and leaves the data as it is without a figure in the database', () => {
  expect(withReviewProfile(page, profile(null, null)).figures[1]).toEqual({ value: '4,7/5', label: 'de note moyenne sur 87 avis Google' })
  expect(withReviewProfile(page, profile(null, 'https://g.page/r/atelier/review')).figures[1]?.links).toEqual([
    { label: 'Laisser un avis', href: 'https://g.page/r/atelier/review' },
  ])
  expect(withReviewProfile(page, null)).toBe(page)
})
