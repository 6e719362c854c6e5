import { useData } from 'vike-react/useData'
import { LegalArticle } from '../../components/articles/LegalArticle'
import type { LegalPageData } from '../../lib/pageData/contentPageData'

export default function Page() {
  return <LegalArticle {...useData<LegalPageData>()} />
}
