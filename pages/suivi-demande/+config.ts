import type { Config } from 'vike/types'
import { pageDescription, pageTitle } from '../../features/visit-actions/texts'
import { site } from '../../lib/site'

// Reached only from the links of the visit e-mails: kept out of search engines (+Head.tsx) and out of
// the sitemap (it is not in lib/routes.ts).
export default {
  title: `${pageTitle} | ${site.brand}`,
  description: pageDescription,
} satisfies Config
