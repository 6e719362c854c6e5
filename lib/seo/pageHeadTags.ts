// The head tags that change from page to page beyond the title and the description (which
// vike-react sets itself, on the first page and after each client-side navigation): the canonical
// address, og:url and the page's own JSON-LD. pages/+Head.tsx writes them into the prerendered
// HTML, after the shop's JSON-LD (the same on every page), and ./followHead.ts rewrites them after a
// client-side navigation, from this one definition.
import { absoluteUrl } from '../site'

export interface PageHeadSource {
  urlPathname: string
  is404?: boolean | null
  /** The page's own JSON-LD blocks, set by lib/pageData/pageHead.ts and passed to the client. */
  jsonLd?: object[]
}

/** The page's one address, without a trailing slash; none for the not-found page. */
export const canonicalUrl = ({ urlPathname, is404 }: PageHeadSource) => (is404 ? undefined : absoluteUrl(urlPathname.replace(/(.)\/+$/, '$1')))

/** The page's own JSON-LD blocks, which follow the shop's in the head. */
export const pageJsonLd = ({ jsonLd }: PageHeadSource): object[] => jsonLd ?? []

declare global {
  namespace Vike {
    interface PageContext {
      jsonLd?: object[]
    }
  }
}
