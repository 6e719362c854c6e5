import { about } from '../../lib/content/pageContent/about'
import { loadContentPage } from '../../lib/pageData/contentPageData'

// https://vike.dev/data
export const data = () => loadContentPage(about)
