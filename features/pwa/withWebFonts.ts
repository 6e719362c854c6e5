// A page the service worker serves from its precache is given the web fonts from its first paint:
// they were precached with it, so the browser has them at hand as it lays the page out, and nothing
// moves when they apply (styles/fonts.css). Preloaded, an `optional` face is waited for (briefly)
// before the first layout; not preloaded, Chromium uses it only if already in memory. Pages from
// the network, on a first visit, keep the fallbacks.

/** The page with `data-fonts` on its <html> and the fonts preloaded; anything but an HTML page as it came. */
export async function withWebFonts(response: Response, fontUrls: readonly string[]): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html') || fontUrls.length === 0) return response
  const preloads = fontUrls.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`).join('')
  const html = (await response.text()).replace(/<html\b/, '<html data-fonts').replace(/<head>/, `<head>${preloads}`)
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
}
