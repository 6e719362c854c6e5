// https://vike.dev/data — the pieces the build wrote, in the owner's order.
import { showcaseRoute } from '../../lib/content/pageContent/showcase'
import { applyPageHead } from '../../lib/pageData/pageHead'
import { publishedPieces } from '../../lib/pageData/showcaseData'

export function data() {
  const route = applyPageHead(showcaseRoute.path)
  return { breadcrumb: route.breadcrumb ?? null, pieces: publishedPieces().map(({ id, caption, image }) => ({ id, caption, image })) }
}

export type ShowcasePageData = ReturnType<typeof data>
