// @ts-check
// Reads a _headers file and applies it the way Cloudflare Pages does (Netlify reads the same file),
// so the local server sends what the CDN will: every rule whose pattern matches the request's path
// applies, and a header named by several matching rules gets their values joined with a comma.
// https://developers.cloudflare.com/pages/configuration/headers/

/** @typedef {{ pattern: string, headers: [string, string | null][] }} HeaderRule */

/** @param {string} text @returns {HeaderRule[]} */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    const rule = rules.at(-1)
    // `! Name` removes a header an earlier matching rule set (Cloudflare Pages' detach syntax).
    if (rule && line.trim().startsWith('!')) rule.headers.push([line.trim().slice(1).trim(), null])
    else if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** A splat (`*`) matches anything, slashes included; a placeholder (`:name`) one path segment.
 * @param {string} pattern @param {string} path */
export function matchesPattern(pattern, path) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`).test(path)
}

/** Headers for a request path: every matching rule, in file order; repeated names joined.
 * @param {HeaderRule[]} rules @param {string} path @returns {Record<string, string>} */
export function headersFor(rules, path) {
  /** @type {Map<string, [string, string]>} */
  const byName = new Map()
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue
    for (const [name, value] of rule.headers) {
      if (value === null) {
        byName.delete(name.toLowerCase())
        continue
      }
      const known = byName.get(name.toLowerCase())
      byName.set(name.toLowerCase(), known ? [known[0], `${known[1]}, ${value}`] : [name, value])
    }
  }
  return Object.fromEntries(byName.values())
}
