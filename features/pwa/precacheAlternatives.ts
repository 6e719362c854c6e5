import { precachedPageUrl } from './precachedPageUrl'

/** Precache keys a request may stand for: /a/b/ and /a/b.html are the page /a/b. */
export function precacheAlternatives(url: URL): URL[] {
  const path = url.pathname
  if (path.length > 1 && path.endsWith('/')) return [new URL(path.replace(/\/+$/, ''), url.origin)]
  const page = precachedPageUrl(path)
  return page === path ? [] : [new URL(page, url.origin)]
}
