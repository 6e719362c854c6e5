// Sets a prerendered page's title, description and JSON-LD from the route table.
// Called from +data hooks, which run at build time only. https://vike.dev/useConfig
// The JSON-LD goes on pageContext (passed to the client, pages/+config.ts) rather than into
// useConfig's Head, which the client never sees: pages/+Head.tsx writes it into the HTML, and
// lib/seo/followHead.ts after a client-side navigation.
import { getPageContext } from 'vike/getPageContext'
import { useConfig } from 'vike-react/useConfig'
import { routeFor, type RouteMeta } from '../routes'
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
  })
  const pageContext = getPageContext({ asyncHook: false })
  if (!pageContext) throw new Error(`applyPageHead(${path}) called outside a +data hook`)
  pageContext.jsonLd = blocks
  return route
}
