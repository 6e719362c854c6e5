import { account } from '../../lib/content/pageContent/account'
import { loadContentPage } from '../../lib/pageData/contentPageData'

// https://vike.dev/data
export const data = () => loadContentPage(account)
