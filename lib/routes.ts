// The route table: every prerendered URL with its head and breadcrumb. Prerendering, menus,
// breadcrumbs, the sitemap and the tests all read it. https://vike.dev/onBeforePrerenderStart
import { site } from './site.ts'
import { repairsCrumbLabel, servicesCrumbLabel } from './content/navigation.ts'
import { about } from './content/pageContent/about.ts'
import { contactPage } from './content/pageContent/contact.ts'
import { home } from './content/pageContent/home.ts'
import { legalNotice, privacyPolicy, termsOfSale } from './content/pageContent/legal.ts'
import { repairs } from './content/pageContent/repairs.ts'
import { servicesOverview } from './content/pageContent/servicesOverview.ts'
import { servicePages, type FullService } from './content/services/index.ts'
import { visitActionsPage } from './content/pageContent/visitActions.ts'
import { atelierPage } from './content/pageContent/atelier.ts'
import { priceGuidePage } from './content/pageContent/priceGuide.ts'
import { trackingPage } from './content/pageContent/tracking.ts'
import { trackingLinksPage } from './content/pageContent/trackingLinks.ts'
import { showcaseRoute } from './content/pageContent/showcase.ts'

export interface Crumb {
  label: string
  href: string
}

export interface RouteMeta {
  path: string
  /** Full document title. */
  title: string
  description: string
  /** The page's visible h1. */
  h1: string
  /** Trail after the home icon, current page last; absent where no breadcrumb shows. */
  breadcrumb?: Crumb[]
  /** false: a page reached only from an e-mail's link or by the workshop's staff, kept out of the sitemap and of search engines.
   *  'with-pieces': in them only once the owner has published a finished piece (the build knows: lib/pageData/showcaseData.ts). */
  indexed?: false | 'with-pieces'
}

const withBrand = (title: string) => `${title} | ${site.brand}`
const servicesCrumb: Crumb = { label: servicesCrumbLabel, href: '/services' }

function serviceBreadcrumb({ path, group, name, breadcrumbVia }: FullService): Crumb[] | undefined {
  if (breadcrumbVia) return [servicesCrumb, breadcrumbVia, { label: name, href: path }]
  if (group === 'joaillerie') return [servicesCrumb, { label: name, href: path }]
  return undefined
}

export const routes: readonly RouteMeta[] = [
  { path: '/', title: `${site.brand} | ${home.metaTitle}`, description: home.metaDescription, h1: home.hero.title },
  {
    path: '/services',
    title: withBrand(servicesOverview.metaTitle),
    description: servicesOverview.metaDescription,
    h1: servicesOverview.hero.title,
    breadcrumb: [servicesCrumb],
  },
  ...servicePages.map((service) => ({
    path: service.path,
    title: withBrand(service.metaTitle),
    description: service.metaDescription,
    h1: service.hero.title,
    breadcrumb: serviceBreadcrumb(service),
  })),
  ...[repairs, priceGuidePage, about, contactPage].map((page) => ({
    path: page.path,
    title: withBrand(page.metaTitle),
    description: page.metaDescription,
    h1: page.hero.title,
    breadcrumb: page === repairs ? [servicesCrumb, { label: repairsCrumbLabel, href: '/reparations' }] : undefined,
  })),
  {
    path: showcaseRoute.path,
    title: withBrand(showcaseRoute.metaTitle),
    description: showcaseRoute.metaDescription,
    h1: showcaseRoute.metaTitle,
    indexed: 'with-pieces',
  },
  ...[privacyPolicy, legalNotice, termsOfSale].map((page) => ({
    path: page.path,
    title: withBrand(page.metaTitle),
    description: page.metaDescription,
    h1: page.title,
  })),
  {
    path: visitActionsPage.path,
    title: withBrand(visitActionsPage.metaTitle),
    description: visitActionsPage.metaDescription,
    h1: visitActionsPage.title,
    indexed: false,
  },
  {
    path: trackingLinksPage.path,
    title: withBrand(trackingLinksPage.metaTitle),
    description: trackingLinksPage.metaDescription,
    h1: trackingLinksPage.title,
  },
  {
    path: trackingPage.path,
    title: withBrand(trackingPage.metaTitle),
    description: trackingPage.metaDescription,
    h1: trackingPage.title,
    indexed: false,
  },
  {
    path: atelierPage.path,
    title: withBrand(atelierPage.metaTitle),
    description: atelierPage.metaDescription,
    h1: atelierPage.title,
    indexed: false,
  },
]

export function routeFor(path: string): RouteMeta | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  return routes.find((route) => route.path === clean)
}

/** The paths search engines are given, in the sitemap: /realisations only when it has pieces. */
export const searchablePaths = (hasPieces: boolean) =>
  routes.filter((route) => route.indexed !== false && (route.indexed !== 'with-pieces' || hasPieces)).map((route) => route.path)
