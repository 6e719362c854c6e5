import { termsOfSale } from '../../lib/content/pageContent/legal'
import { loadLegalPage } from '../../lib/pageData/contentPageData'

// https://vike.dev/data
export const data = () => loadLegalPage(termsOfSale)
