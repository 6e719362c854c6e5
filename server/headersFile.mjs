// @ts-check
// Reads a Netlify/Cloudflare-style _headers file so the local server sends exactly what the CDN will.

/** @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule */

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
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** @param {string} pattern @param {string} path */
export function matchesPattern(pattern, path) {
  return pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path
}

/** Headers for a request path, later rules winning over earlier ones for the same name.
 * @param {HeaderRule[]} rules @param {string} path @returns {Record<string, string>} */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const result = {}
  for (const rule of rules) if (matchesPattern(rule.pattern, path)) for (const [k, v] of rule.headers) result[k] = v
  return result
}
