import type { Config } from 'vike/types'
import { trackingLinksPage } from '../../lib/content/pageContent/trackingLinks'
import { site } from '../../lib/site'

// Reached from the footer, on every page.
export default {
  title: `${trackingLinksPage.metaTitle} | ${site.brand}`,
  description: trackingLinksPage.metaDescription,
} satisfies Config
