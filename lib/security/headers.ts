// HTTP headers of the deployed site, written to dist/client/_headers (the format Netlify and
// Cloudflare Pages read) and served identically by the project's own server.

/** Origin of the only third-party frame, loaded after consent or on request. */
const mapOrigin = 'https://www.google.com'

/** The inline elements the CSP allows, each by its hash (`'sha256-…'`): sonner's stylesheet
 * (vite/inlineStyleHashes.ts) and the pages' bootstrap script (vite/deferScripts.ts). */
export interface InlineHashes {
  styles: readonly string[]
  scripts: readonly string[]
}

const noInline: InlineHashes = { styles: [], scripts: [] }

function contentSecurityPolicy(supabaseUrl: string, inline: InlineHashes = noInline): string {
  const supabase = new URL(supabaseUrl).origin
  return [
    "default-src 'none'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
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

/** Transport rules and who may embed a response, for every response: no other site may load the
 * site's scripts, styles, fonts or images into its pages (`Cross-Origin-Resource-Policy`). */
const transportHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const

/** What a browser applies to a document or a worker. */
function documentHeaders(supabaseUrl: string, inline: InlineHashes = noInline): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl, inline),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}

/** Sent with every response, the 404 included. Documents and the service worker need the whole set;
 * on scripts, styles, images and fonts browsers ignore what only documents use, and HTTP/2 and
 * HTTP/3 send a header repeated on one connection as a short index, so one rule for every path
 * costs little. It is also the only rule that reaches a CDN's 404: Cloudflare Pages and Netlify
 * answer an unknown path with 404.html's content at that path, where a `/404.html` rule does not
 * apply. */
function securityHeaders(supabaseUrl: string, inline: InlineHashes = noInline): Record<string, string> {
  return { ...transportHeaders, ...documentHeaders(supabaseUrl, inline) }
}

const immutable = 'public, max-age=31536000, immutable'

/** Cloudflare reads at most 100 rules of a _headers file (Pages and Workers static assets). */
const MAX_RULES = 100

/** The _headers file (Netlify and Cloudflare Pages read it): one rule for every path with the
 * security headers, then one rule per file that never changes under its name (the hashed assets and
 * versioned fonts the build wrote, as `/assets/…` and `/fonts/…` paths), cached for a year.
 * Everything else keeps the CDN's default, which makes the browser revalidate every time
 * (Cloudflare Pages and Netlify send `public, max-age=0, must-revalidate`; the local server does the
 * same). Rules name files, not `/assets/*`: a CDN applies a path's rules to the 404 it answers
 * there too, and a missing asset (an old page asking for a file a new deploy removed) must get the
 * 404 page's document headers and no year-long cache. No header is named by two rules a path can
 * match: Cloudflare joins such values with a comma and Netlify keeps one, and they would disagree. */
export function headersFile(supabaseUrl: string, inline: InlineHashes, immutableFiles: readonly string[]): string {
  const block = (path: string, headers: Record<string, string>, detached: string[] = []) =>
    [path, ...detached.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')
  // A hashed asset needs none of the document headers: Cloudflare Pages detaches them (`! Name`), so
  // each script, style and font does not carry a kilobyte of CSP on an HTTP/1.1 connection.
  const documentOnly = Object.keys(documentHeaders(supabaseUrl, inline))
  const files = [...immutableFiles].sort()
  if (files.length + 1 > MAX_RULES)
    throw new Error(`_headers would hold ${files.length + 1} rules; Cloudflare reads ${MAX_RULES}: merge chunks or fonts to keep under it`)
  return (
    [block('/*', securityHeaders(supabaseUrl, inline)), ...files.map((path) => block(path, { 'Cache-Control': immutable }, documentOnly))].join('\n\n') + '\n'
  )
}
