import { account } from '../../lib/content/pages/account'
import { loadContentPage } from '../../lib/pages/contentPageData'

// https://vike.dev/data
export const data = () => loadContentPage(account)
