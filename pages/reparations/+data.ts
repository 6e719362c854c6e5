import { repairs } from '../../lib/content/pages/repairs'
import { loadContentPage } from '../../lib/pages/contentPageData'

// https://vike.dev/data
export const data = () => loadContentPage(repairs)
