import type { Config } from 'vike/types'
import { atelierPage } from '../../lib/content/pageContent/atelier'
import { site } from '../../lib/site'

// The back office: a prerendered shell, everything else loaded by the page once it runs
// (features/atelier). Kept out of search engines (+Head.tsx) and of the sitemap (lib/routes.ts).
export default {
  title: `${atelierPage.metaTitle} | ${site.brand}`,
  description: atelierPage.metaDescription,
  hideAppointmentButton: true,
} satisfies Config
