import { useState } from 'react'
import { maps } from '../../lib/maps'
import { site } from '../../lib/site'
import {
  directionsLabel,
  directionsNewTab,
  hoursLabel,
  mapConsentNotice,
  mapsLinkLabel,
  mapsLinkNewTab,
  mapTitle,
  metroLinePrefix,
  showMapLabel,
  workshopTitle,
} from './texts/asideTexts'
import { useConsent } from '../consent/ConsentProvider'
import { Icon } from '../../components/ui/Icon'
import { UpcomingClosures, type CalendarAsBuilt } from '../opening-hours/UpcomingClosures'

// The map is a third-party frame: it loads only with the matching consent or when the visitor asks
// for it. Until then a self-hosted preview stands in its place, at the same size.
export function WorkshopCard({ hours, calendar }: { hours: string; calendar: CalendarAsBuilt }) {
  const consented = useConsent(maps.consentCategory)
  const [asked, setAsked] = useState(false)
  const showMap = consented || asked
  return (
    <section aria-labelledby="atelier-titre" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
      <div className="relative aspect-[4/3] bg-ivory-200 sm:aspect-[16/9]">
        {showMap ? (
          <iframe
            title={mapTitle(site.brand, site.address.full)}
            src={maps.embedUrl}
            className="absolute inset-0 h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          <div className="absolute inset-0">
            <img src="/art/map.svg" alt="" width={800} height={450} className="h-full w-full object-cover" loading="lazy" decoding="async" />
            <div className="absolute inset-0 grid place-items-center bg-ink/25 p-4 text-center">
              <div className="max-w-xs rounded-xl bg-ivory/95 p-4 shadow-lg">
                <p className="text-sm text-ink">{mapConsentNotice}</p>
                <button type="button" className="btn-primary mt-3" onClick={() => setAsked(true)}>
                  <Icon name="map" className="h-4 w-4" />
                  {showMapLabel}
                </button>
              </div>
            </div>
          </div>
        )}
      </div>
      <div className="space-y-4 p-6">
        <h2 id="atelier-titre" className="heading-3">
          {workshopTitle}
        </h2>
        <address className="not-italic text-stone-600">
          {site.address.street}
          <br />
          {site.address.postalCode} {site.address.city}
        </address>
        <p className="flex flex-wrap gap-2 text-sm text-stone-600">
          {site.metro.map((m) => (
            <span key={m.line} className="inline-flex items-center gap-1.5 rounded-full bg-ivory-200 px-3 py-1">
              <span className="grid h-5 w-5 place-items-center rounded-full bg-ink text-xs font-bold text-ivory" aria-hidden="true">
                {m.line}
              </span>
              {metroLinePrefix}
              {m.line}, {m.station}
            </span>
          ))}
        </p>
        <p className="text-sm text-stone-600">
          <span className="font-medium text-ink">{hoursLabel}</span> {hours}
        </p>
        <UpcomingClosures {...calendar} />
        <div className="flex flex-wrap gap-3">
          <a href={maps.directionsUrl} className="btn-primary" target="_blank" rel="noopener noreferrer">
            <Icon name="navigation" className="h-4 w-4" />
            {directionsLabel} <span className="sr-only">{directionsNewTab}</span>
          </a>
          <a href={maps.searchUrl} className="btn-secondary" target="_blank" rel="noopener noreferrer">
            {mapsLinkLabel} <span className="sr-only">{mapsLinkNewTab}</span>
          </a>
        </div>
      </div>
    </section>
  )
}
