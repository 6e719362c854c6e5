// Prerendered pages are files (contact.html) but visitors open clean URLs (/contact), and the host
// serves them there: Cloudflare Pages and Netlify redirect /contact.html to /contact. The worker
// serves the very response it precached, so it precaches each page by the URL the host serves it
// at, with the headers the host sends there.

/** The URL a precached file is fetched and kept under: a page's clean URL, any other file as is. */
export function precachedPageUrl(file: string): string {
  const path = file.replace(/^\/+/, '')
  if (path === 'index.html') return '/'
  if (path.endsWith('.html')) return `/${path.slice(0, -'.html'.length)}`
  return file
}
