import type { Config } from 'vike/types'
import { trackingPage } from '../../lib/content/pageContent/tracking'
import { site } from '../../lib/site'

// Reached only from a tracking link: kept out of search engines (+Head.tsx) and out of the sitemap
// (lib/routes.ts, `indexed: false`).
export default {
  title: `${trackingPage.metaTitle} | ${site.brand}`,
  description: trackingPage.metaDescription,
} satisfies Config
