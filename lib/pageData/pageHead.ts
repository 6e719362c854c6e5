// Sets a prerendered page's title, description and JSON-LD from the route table.
// Called from +data hooks, which run at build time only. https://vike.dev/useConfig
import { useConfig } from 'vike-react/useConfig'
import { routeFor, type RouteMeta } from '../routes'
import { jsonLdScript } from '../seo/jsonLdScript'
import { breadcrumbJsonLd } from '../structuredData'

export function applyPageHead(path: string, jsonLd: object[] = []): RouteMeta {
  const route = routeFor(path)
  if (!route) throw new Error(`No route entry for ${path}`)
  const blocks = route.breadcrumb ? [breadcrumbJsonLd(route.breadcrumb), ...jsonLd] : jsonLd
  // eslint-disable-next-line react-hooks/rules-of-hooks -- vike-react's useConfig() is made to be called in +data hooks too (link above), not only in components.
  const config = useConfig()
  config({
    title: route.title,
    description: route.description,
    Head: blocks.map((block, index) => jsonLdScript(block, index)),
  })
  return route
}
