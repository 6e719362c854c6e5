// Links and the embedded map for the workshop's address (Google Maps URLs need no API key).
import { site } from './site'

const destination = encodeURIComponent(site.address.full)

export const maps = {
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${destination}`,
  searchUrl: `https://www.google.com/maps/search/?api=1&query=${destination}`,
  embedUrl: `https://www.google.com/maps?q=${destination}&output=embed&hl=fr`,
  /** The consent category that allows the map to load by itself. */
  consentCategory: 'embedded',
} as const
