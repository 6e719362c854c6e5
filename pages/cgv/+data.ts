import { termsOfSale } from '../../lib/content/pages/legal'
import { loadLegalPage } from '../../lib/pages/contentPageData'

// https://vike.dev/data
export const data = () => loadLegalPage(termsOfSale)
