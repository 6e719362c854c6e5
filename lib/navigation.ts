// Navigation is data: the header, the mobile drawer and the footer read it. The labels are in
// lib/content/navigation.ts.
import { serviceTabs } from './content/serviceTabs'
import { catalogue, servicesInCategory } from './content/catalogue'
import {
  aboutLabel,
  priceGuideLabel,
  allRepairsLabel,
  contactPageLabel,
  creationColumnTitle,
  homeLabel,
  houseColumnTitle,
  legalNoticeLabel,
  privacyPolicyLabel,
  repairColumnTitle,
  servicesLabel,
  servicesOverviewLabel,
  termsOfSaleLabel,
  trackingLinksLabel,
  workshopLabel,
} from './content/navigation'

export interface NavLink {
  label: string
  href: string
}

export const servicesMenu: NavLink[] = [
  { label: servicesOverviewLabel, href: '/services' },
  ...catalogue.filter((service) => service.headerMenu).map((service) => ({ label: service.name, href: service.path })),
]

export const mainNav = {
  home: { label: homeLabel, href: '/' },
  services: { label: servicesLabel, href: '/services' },
  about: { label: aboutLabel, href: '/a-propos' },
  contact: { label: contactPageLabel, href: '/contact' },
} as const

/** The drawer's Services accordion: one group per catalogue tab. */
export const mobileServiceGroups = serviceTabs.map((tab) => ({
  label: tab.label,
  links: servicesInCategory(tab.category).map((s) => ({ label: s.name, href: s.path })),
}))

export const aboutLinks: NavLink[] = [
  { label: workshopLabel, href: '/a-propos' },
  { label: contactPageLabel, href: '/contact' },
]

export const legalLinks: NavLink[] = [
  { label: legalNoticeLabel, href: '/mentions-legales' },
  { label: privacyPolicyLabel, href: '/politique-de-confidentialite' },
  { label: termsOfSaleLabel, href: '/cgv' },
  { label: priceGuideLabel, href: '/tarifs' },
]

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: creationColumnTitle,
    links: servicesInCategory('creation').map((s) => ({ label: s.name, href: s.path })),
  },
  {
    title: servicesLabel,
    links: servicesInCategory('service').map((s) => ({ label: s.name, href: s.path })),
  },
  {
    title: repairColumnTitle,
    links: [...servicesInCategory('repair').map((s) => ({ label: s.name, href: s.path })), { label: allRepairsLabel, href: '/reparations' }],
  },
  {
    title: houseColumnTitle,
    links: [mainNav.about, { label: trackingLinksLabel, href: '/suivre-ma-demande' }, mainNav.contact],
  },
]

/** Whether a header link is the current page (a section link is active on its sub-pages). */
export function isActiveLink(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/'
  return currentPath === href || currentPath.startsWith(`${href}/`)
}
