// The finished pieces the build wrote (vite/showcasePhotos.ts), read when the pages are prerendered:
// server side only (+data hooks, the sitemap). No manifest, as in a build that has not written one,
// means no pieces.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { showcaseFolder, showcaseManifestName, type ShowcasePiece } from '../showcase.ts'

export function publishedPieces(publicDir = 'public'): ShowcasePiece[] {
  const manifest = join(publicDir, 'images', showcaseFolder, showcaseManifestName)
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as ShowcasePiece[]) : []
}

/** What a page shows of a piece, and no more: it is serialised into the page. A sample piece says so:
 *  the pages' correction after hydration keeps it (features/showcase/livePieces.ts). */
export const shownPiece = ({ id, caption, image, sample }: ShowcasePiece) => ({ id, caption, image, ...(sample && { sample }) })

/** The pieces of one service (a contact choice's id, as the owner picked it), in the owner's order. */
export const servicePieces = (contactService: string, publicDir?: string) =>
  publishedPieces(publicDir)
    .filter((piece) => piece.service === contactService)
    .map(shownPiece)
