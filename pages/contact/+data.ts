import { contactPage } from '../../lib/content/pages/contact'
import { loadContentPage } from '../../lib/pages/contentPageData'

// https://vike.dev/data
export const data = () => loadContentPage(contactPage)
