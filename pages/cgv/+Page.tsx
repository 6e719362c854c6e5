import { useData } from 'vike-react/useData'
import { LegalArticle } from '../../components/pages/LegalArticle'
import type { LegalPageData } from '../../lib/pages/contentPageData'

export default function Page() {
  return <LegalArticle {...useData<LegalPageData>()} />
}
