// The head of every page. vike-react already emits title, description, og:title, og:description,
// og:image and twitter:card from the page's config. The tags that change from page to page come
// from lib/seo/pageHeadTags.ts, which lib/seo/followHead.ts reads again after a client-side
// navigation: this component runs on the server only. https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import { openingEndId } from '../lib/mainContent'
import { jewelryStoreJsonLd } from '../lib/structuredData'
import { calendarAsBuilt } from '../features/opening-hours/calendarAsBuilt'
import { weeklyHoursAsBuilt } from '../lib/hoursAsBuilt'
import { specialOpeningHours } from '../features/opening-hours/specialOpeningHours'
import { parisParts } from '../features/opening-hours/parisTime'
import { jsonLdScript } from '../lib/seo/jsonLdScript'
import { canonicalUrl, pageJsonLd } from '../lib/seo/pageHeadTags'
import { site } from '../lib/site'
import { isLaunchPreview } from '../lib/launchPreview'
import { buildTime } from '../lib/buildTime'
import { reviewProfileAsBuilt } from '../features/reviews/reviewProfileAsBuilt'

export default function Head() {
  const pageContext = usePageContext()
  const canonical = canonicalUrl(pageContext)
  // The weekly hours and the exceptions for the twelve months after the build's instant; +onBeforeRenderHtml.ts
  // read them, and the review figure with the Google profile the owner set.
  const shop = jewelryStoreJsonLd(weeklyHoursAsBuilt(), specialOpeningHours(calendarAsBuilt(), parisParts(buildTime())), reviewProfileAsBuilt() ?? undefined)
  return (
    <>
      {/* Nothing drawn before the header and the page's opening are whole: lib/mainContent.ts. */}
      <link rel="expect" href={`#${openingEndId}`} blocking="render" />
      {isLaunchPreview && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:site_name" content={site.brand} />
      <meta name="theme-color" content={site.themeColor} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {[shop, ...pageJsonLd(pageContext)].map(jsonLdScript)}
    </>
  )
}
