// The workshop's finished pieces as the site shows them (« Réalisations »): the owner publishes them
// from the back office; the build downloads each published photo and writes its responsive copies
// and this manifest (vite/showcasePhotos.ts), which the pages read when they are prerendered.
import type { ResponsiveImage } from './images.ts'

export interface ShowcasePiece {
  id: string
  caption: string
  /** A contact choice's id (lib/content/contactChoices.ts). */
  service: string
  /** The copies written, at these widths, with the largest's size. */
  image: ResponsiveImage
  /** A sample piece from tests/fixtures/showcase, written only by the test gate's build (vite/showcasePhotos.ts). */
  sample?: true
}

/** Whether the pieces include one the owner published: sample pieces alone keep /realisations out of search. */
export const hasOwnerPieces = (pieces: readonly Pick<ShowcasePiece, 'sample'>[]) => pieces.some((piece) => !piece.sample)

/** Where the copies go under public/images/, and the manifest beside them. */
export const showcaseFolder = 'realisations'
export const showcaseManifestName = 'pieces.json'

/** Widths a photo is written at, never wider than it is: a prepared photo is at most 2560 px. */
const stepWidths = [480, 800, 1280, 1920] as const

/** The widths of a photo `width` px wide: the steps below it, and its own width up to the last step. */
export function showcaseWidths(width: number): number[] {
  const largest = Math.min(width, stepWidths.at(-1)!)
  return [...stepWidths.filter((step) => step < largest), largest]
}
