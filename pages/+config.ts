import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'
import { fallbackDescription } from '../lib/content/layout'
import { absoluteUrl, site } from '../lib/site'

// https://vike.dev/config — every page is prerendered to static HTML, then hydrated.
export default {
  extends: [vikeReact],
  // contact.html rather than contact/index.html: Cloudflare Pages and Netlify serve /contact from it
  // as is, where a folder's index.html is answered with a redirect to /contact/ (docs/decisions/one-address-per-page.md).
  prerender: { noExtraDir: true },
  lang: 'fr',
  image: absoluteUrl('/og-image.jpg'),
  favicon: '/favicon.svg',
  description: fallbackDescription(site.brand, site.address.district, site.foundedYear),
  // The page's JSON-LD, for the head after a client-side navigation (lib/seo/followHead.ts).
  passToClient: ['jsonLd'],
  meta: {
    // A page sets this to hide the header's red 'Prendre rendez-vous' button (e.g. /contact).
    hideAppointmentButton: { env: { server: true, client: true } },
  },
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      hideAppointmentButton?: boolean
    }
    interface ConfigResolved {
      hideAppointmentButton?: boolean
    }
  }
}
