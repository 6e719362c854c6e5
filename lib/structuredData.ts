// schema.org data for search engines. https://developers.google.com/search/docs/appearance/structured-data
import { breadcrumbHomeLabel } from './content/sections'
import type { Crumb } from './routes'
import { absoluteUrl, site, siteUrl } from './site'
import { displayedFigures } from './owner'
import type { WeeklyHours } from './weeklyHours'

const storeId = `${siteUrl}/#boutique`

/** The review figure and the Google profile: the owner's from the database when the build read them, else the owner's facts' figure. */
interface StoreReviews {
  rating: { value: number; count: number }
  profileUrl?: string | null
}

const schemaDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** The week as schema.org says it: one entry per range, for the days that share it, Monday first. */
function openingHoursSpecification(hours: WeeklyHours) {
  const entries: { '@type': 'OpeningHoursSpecification'; dayOfWeek: string[]; opens: string; closes: string }[] = []
  for (const weekday of [1, 2, 3, 4, 5, 6, 0])
    for (const { opens, closes } of hours.week[weekday] ?? []) {
      const same = entries.find((entry) => entry.opens === opens && entry.closes === closes)
      if (same) same.dayOfWeek.push(schemaDays[weekday]!)
      else entries.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: [schemaDays[weekday]!], opens, closes })
    }
  return entries
}

/** `hours`: the weekly hours as built; `specialHours`: the calendar's closures and special openings
 *  (features/opening-hours), given by the page's head. */
export function jewelryStoreJsonLd(hours: WeeklyHours, specialHours: readonly object[] = [], reviews: StoreReviews = displayedFigures) {
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
    openingHoursSpecification: openingHoursSpecification(hours),
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
