// https://vike.dev/data — the pieces the build wrote, in the owner's order.
import { showcaseRoute } from '../../lib/content/pageContent/showcase'
import { applyPageHead } from '../../lib/pageData/pageHead'
import { publishedPieces, shownPiece } from '../../lib/pageData/showcaseData'
import { hasOwnerPieces } from '../../lib/showcase'

export function data() {
  const route = applyPageHead(showcaseRoute.path)
  const pieces = publishedPieces()
  // Sample pieces (the test gate's build) are shown, but keep the page out of search as none would.
  return { breadcrumb: route.breadcrumb ?? null, pieces: pieces.map(shownPiece), searchable: hasOwnerPieces(pieces) }
}

export type ShowcasePageData = ReturnType<typeof data>
