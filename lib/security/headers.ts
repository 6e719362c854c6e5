// HTTP headers of the deployed site, written to dist/client/_headers (the format Netlify and
// Cloudflare Pages read) and served identically by the project's own server.

/** Origin of the only third-party frame, loaded after consent or on request. */
export const mapOrigin = 'https://www.google.com'

export function contentSecurityPolicy(supabaseUrl: string, styleHashes: readonly string[] = []): string {
  const supabase = new URL(supabaseUrl).origin
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "font-src 'self'",
    `img-src 'self' data: blob: ${supabase}`,
    "media-src 'self'",
    `connect-src 'self' ${supabase}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${mapOrigin}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ')
}

/** Sent with every response. */
export const transportHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
} as const

/** Sent with documents and the service worker, the responses a browser applies them to. Scripts,
 * styles and images would only carry them as dead weight (about 1 KB each). */
export function documentHeaders(supabaseUrl: string, styleHashes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl, styleHashes),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}

const noCache = 'no-cache'
export const immutable = 'public, max-age=31536000, immutable'

/** The _headers file: transport headers everywhere; document headers and no caching on every page,
 * the 404 page and the service worker; long caching for hashed assets and the versioned fonts. */
export function headersFile(supabaseUrl: string, pagePaths: readonly string[], styleHashes: readonly string[] = []): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')
  const documents = ['/404.html', '/sw.js', ...pagePaths.flatMap((path) => (path === '/' ? ['/'] : [path, `${path}/`]))]
  const pageData = pagePaths.map((path) => (path === '/' ? '/index.pageContext.json' : `${path}/index.pageContext.json`))
  const forDocuments = { ...documentHeaders(supabaseUrl, styleHashes), 'Cache-Control': noCache }
  return (
    [
      block('/*', transportHeaders),
      block('/assets/*', { 'Cache-Control': immutable }),
      block('/fonts/*', { 'Cache-Control': immutable }),
      ...documents.map((path) => block(path, forDocuments)),
      ...['/manifest.webmanifest', ...pageData].map((path) => block(path, { 'Cache-Control': noCache })),
    ].join('\n\n') + '\n'
  )
}
