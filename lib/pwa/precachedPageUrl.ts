// Prerendered pages are files (contact/index.html) but visitors open clean URLs (/contact), and the
// host sends a page's security headers (lib/security/headers.ts: CSP and the rest) with those URLs
// only. The worker serves the very response it precached, so it precaches each page by its URL.

/** The URL a precached file is fetched and kept under: a page's clean URL, any other file as is. */
export function precachedPageUrl(file: string): string {
  const path = file.replace(/^\/+/, '')
  if (path === 'index.html') return '/'
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`
  return file
}
