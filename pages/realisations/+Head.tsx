import { useData } from 'vike-react/useData'
import type { ShowcasePageData } from './+data'

// Added to the head every page has (pages/+Head.tsx): until the owner has published a piece, the
// page is kept out of search engines (and of the sitemap: vite/postPrerender.ts).
export default function Head() {
  const { searchable } = useData<ShowcasePageData>()
  return searchable ? null : <meta name="robots" content="noindex" />
}
