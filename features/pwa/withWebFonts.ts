// A page the service worker serves from its precache is given the web fonts from its first paint:
// they were precached with it, so the browser has them at hand as it lays the page out, and nothing
// moves (styles/fonts.css: `data-fonts` names the faces that wait for their file rather than the
// `optional` ones, which a busy phone could still miss).

/** The page with `data-fonts` on its <html>; anything but an HTML page as it came. */
export async function withWebFonts(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return response
  const html = (await response.text()).replace(/<html\b/, '<html data-fonts')
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers })
}
