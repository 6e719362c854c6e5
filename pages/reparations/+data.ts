import { repairs } from '../../lib/content/pageContent/repairs'
import { loadContentPage } from '../../lib/pageData/contentPageData'

// https://vike.dev/data
export const data = () => loadContentPage(repairs)
