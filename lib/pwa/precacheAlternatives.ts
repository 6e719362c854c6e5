/** Precache keys a clean URL may stand for: /a/b and /a/b/ are both /a/b/index.html. */
export function precacheAlternatives(url: URL): URL[] {
  const path = url.pathname
  if (path.endsWith('/')) return [new URL(`${path}index.html`, url.origin)]
  if (/\.[a-z0-9]+$/i.test(path)) return []
  return [new URL(`${path}/index.html`, url.origin), new URL(`${path}.html`, url.origin)]
}
