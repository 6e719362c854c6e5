import { absoluteUrl } from '../site.ts'

export function sitemapXml(paths: readonly string[], lastModified: string): string {
  const urls = paths.map((path) => `  <url>\n    <loc>${absoluteUrl(path)}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`
}
