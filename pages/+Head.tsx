// The head of every page. vike-react already emits title, description, og:title, og:description,
// og:image and twitter:card from the page's config. The tags that change from page to page come
// from lib/seo/pageHeadTags.ts, which lib/seo/followHead.ts reads again after a client-side
// navigation: this component runs on the server only. https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import { openingEndId } from '../lib/mainContent'
import { jsonLdScript } from '../lib/seo/jsonLdScript'
import { canonicalUrl, headJsonLd } from '../lib/seo/pageHeadTags'
import { site } from '../lib/site'

export default function Head() {
  const pageContext = usePageContext()
  const canonical = canonicalUrl(pageContext)
  return (
    <>
      {/* Nothing drawn before the header and the page's opening are whole: lib/mainContent.ts. */}
      <link rel="expect" href={`#${openingEndId}`} blocking="render" />
      {canonical && <link rel="canonical" href={canonical} />}
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:site_name" content={site.brand} />
      <meta name="theme-color" content={site.themeColor} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {headJsonLd(pageContext).map(jsonLdScript)}
    </>
  )
}
