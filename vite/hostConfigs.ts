// Each host's configuration, written by the build from the one _headers it wrote (the format
// Cloudflare reads): Vercel ignores _headers, and Netlify does not know its `! Name` lines.
// Written at build time rather than committed, because every value depends on the build: the CSP
// names the build's Supabase project and the hashes of the inline styles it ships.
// Cloudflare Workers reads _headers itself (wrangler.jsonc at the project's root).
import { stringify } from 'smol-toml'
import { parseHeadersFile, type HeaderRule } from '../server/headersFile.mjs'

/** Files of the published folder that are configuration, not pages: Cloudflare skips them. */
const hostConfigFiles = ['vercel.json', 'netlify.toml'] as const

/** `.assetsignore`: what `wrangler deploy` leaves out of the site (_headers is left out already):
 * the other hosts' files and Vite's manifest of the build. */
export const assetsIgnore = `${[...hostConfigFiles, '.vite'].join('\n')}\n`

/** A _headers path (`*` any run of characters, `:name` one segment) as a Vercel source. */
function vercelSource(pattern: string): string {
  return pattern.replace(/\*/g, '(.*)')
}

/** What a rule detaching headers covers, as the start of a path Vercel's source must not match: a
 * folder's splat (`/assets/*`) as its prefix (`assets/`), a file (`/assets/a.1.js`) as its whole path. */
function excludedPath(pattern: string): string {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  if (/^\/[^*:]+\/\*$/.test(pattern)) return escape(pattern.slice(1, -1))
  if (/^\/[^*:]+$/.test(pattern)) return `${escape(pattern.slice(1))}$`
  throw new Error(`_headers: a rule detaching headers must name a file or a folder's splat (/assets/*), not ${pattern}`)
}

/** Vercel applies every matching rule and has no detach: a header that a narrower rule detaches
 * goes to a source that leaves those folders out, so each path gets what Cloudflare sends it. */
function vercelHeaderRules(rules: HeaderRule[]) {
  const out: { source: string; headers: { key: string; value: string }[] }[] = []
  for (const rule of rules) {
    const bySource = new Map<string, { key: string; value: string }[]>()
    for (const [key, value] of rule.headers) {
      if (value === null) continue
      const detachers = rules.filter((other) => other !== rule && other.headers.some(([name, v]) => v === null && name.toLowerCase() === key.toLowerCase()))
      if (detachers.length > 0 && rule.pattern !== '/*') throw new Error(`_headers: only the /* rule's headers may be detached, not ${rule.pattern}'s`)
      const source = detachers.length ? `/((?!${detachers.map((d) => excludedPath(d.pattern)).join('|')}).*)` : vercelSource(rule.pattern)
      bySource.set(source, [...(bySource.get(source) ?? []), { key, value }])
    }
    for (const [source, headers] of bySource) out.push({ source, headers })
  }
  return out
}

/** vercel.json for `vercel deploy dist/client`: `/contact` from contact.html (cleanUrls, else 404),
 * `/contact/` and `/contact.html` 308 to `/contact`, 404.html for unknown paths (Vercel's default),
 * and the headers of _headers. https://vercel.com/docs/project-configuration */
export function vercelJson(headersText: string): string {
  const config = { cleanUrls: true, trailingSlash: false, headers: vercelHeaderRules(parseHeadersFile(headersText)) }
  return `${JSON.stringify(config, null, 2)}\n`
}

/** netlify.toml for a deploy of dist/client run from that folder. Netlify serves `/contact` from
 * contact.html and 404.html for unknown paths by default; it reads _headers too, where a value the
 * file also gives is replaced by this file's, and skips the `! Name` lines it does not know, so hashed
 * assets carry the document headers there as well. https://docs.netlify.com/manage/routing/headers/ */
export function netlifyToml(headersText: string): string {
  const headers = parseHeadersFile(headersText).map((rule) => ({
    for: rule.pattern,
    values: Object.fromEntries(rule.headers.filter((entry): entry is [string, string] => entry[1] !== null)),
  }))
  return `# Written by the build from _headers (vite/hostConfigs.ts).\n${stringify({ build: { publish: '.' }, headers })}\n`
}
