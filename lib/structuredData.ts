// schema.org data for search engines. https://developers.google.com/search/docs/appearance/structured-data
import { breadcrumbHomeLabel } from './content/sections'
import type { Crumb } from './routes'
import { absoluteUrl, site, siteUrl } from './site'
import { displayedFigures } from './owner'

const storeId = `${siteUrl}/#boutique`

/** The review figure and the Google profile: the owner's from the database when the build read them, else the owner's facts' figure. */
interface StoreReviews {
  rating: { value: number; count: number }
  profileUrl?: string | null
}

/** `specialHours`: the calendar's closures and special openings (features/opening-hours), given by the page's head. */
export function jewelryStoreJsonLd(specialHours: readonly object[] = [], reviews: StoreReviews = displayedFigures) {
  const [openH, openM] = site.hours.open.split(':')
  const [closeH, closeM] = site.hours.close.split(':')
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    '@id': storeId,
    name: site.brand,
    url: absoluteUrl('/'),
    image: absoluteUrl('/og-image.jpg'),
    logo: absoluteUrl('/icons/icon-512.png'),
    telephone: site.phone.e164,
    email: site.email,
    priceRange: site.priceRange,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: `${openH}:${openM}`,
        closes: `${closeH}:${closeM}`,
      },
    ],
    ...(specialHours.length > 0 && { specialOpeningHoursSpecification: specialHours }),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.rating.value, reviewCount: reviews.rating.count, bestRating: 5, worstRating: 1 },
    // The workshop's Google profile is another page about the same business.
    ...(reviews.profileUrl && { sameAs: [reviews.profileUrl] }),
  }
}

export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ label: breadcrumbHomeLabel, href: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  }
}

export function serviceJsonLd(service: { name: string; summary: string; path: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.summary,
    url: absoluteUrl(service.path),
    areaServed: { '@type': 'City', name: site.address.city },
    provider: { '@type': 'JewelryStore', '@id': storeId, name: site.brand },
  }
}
