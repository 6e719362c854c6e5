import type { Config } from 'vike/types'
import { visitActionsPage } from '../../lib/content/pageContent/visitActions'
import { site } from '../../lib/site'

// Reached only from the links of the visit e-mails: kept out of search engines (+Head.tsx) and out of
// the sitemap (lib/routes.ts, `indexed: false`).
export default {
  title: `${visitActionsPage.metaTitle} | ${site.brand}`,
  description: visitActionsPage.metaDescription,
} satisfies Config
