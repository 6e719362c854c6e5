import { expect, it } from 'vitest'
import { shownPieces, type StoredPiece } from './livePieces'
import type { ShownPiece } from './ShowcaseGrid'

const built = (id: string, caption: string, sample?: true): ShownPiece => ({
  id,
  caption,
  image: { name: `realisations/${id}`, width: 1600, height: 1200, widths: [480, 800, 1280, 1600] },
  ...(sample && { sample }),
})
const row = (id: string, caption: string, service = 'création'): StoredPiece => ({
  id,
  caption,
  service,
  photo: `${id}.jpg`,
  photo_width: 900,
  photo_height: 1200,
})

it('drops a piece no longer published, keeps a built one with its copies and its caption now, in the owner’s order', () => {
  const pieces = shownPieces([built('a', 'Bague'), built('b', 'Broche')], [row('b', 'Broche en or rose'), row('a', 'Bague')], undefined, new Map())
  expect(pieces.map((piece) => [piece.id, piece.caption, piece.image.name])).toEqual([
    ['b', 'Broche en or rose', 'realisations/b'],
    ['a', 'Bague', 'realisations/a'],
  ])
})

it('shows a piece published since the build from its stored photo, at the size the table keeps, or leaves it out when the photo could not be read', () => {
  const pieces = shownPieces([], [row('c', 'Collier'), row('d', 'Pendentif')], undefined, new Map([['c.jpg', 'blob:c']]))
  expect(pieces).toEqual([{ id: 'c', caption: 'Collier', image: { name: '', width: 900, height: 1200, widths: [] }, photo: 'blob:c' }])
})

it('keeps only the service’s pieces on its page, and a test build’s sample pieces first', () => {
  const pieces = shownPieces(
    [built('s', 'Échantillon', true)],
    [row('e', 'Montre', 'horlogerie'), row('f', 'Alliance')],
    'création',
    new Map([['f.jpg', 'blob:f']]),
  )
  expect(pieces.map((piece) => piece.id)).toEqual(['s', 'f'])
})
