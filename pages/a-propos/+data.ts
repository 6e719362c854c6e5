import { about } from '../../lib/content/pages/about'
import { loadContentPage } from '../../lib/pages/contentPageData'

// https://vike.dev/data
export const data = () => loadContentPage(about)
