// Navigation is data: the header, the mobile drawer and the footer read it.
import { serviceTabs } from './content/serviceTabs'
import { catalogue, servicesInCategory } from './content/catalogue'

export interface NavLink {
  label: string
  href: string
}

export const servicesMenu: NavLink[] = [
  { label: "Vue d'ensemble", href: '/services' },
  ...catalogue.filter((service) => service.headerMenu).map((service) => ({ label: service.name, href: service.path })),
]

export const mainNav = {
  home: { label: 'Accueil', href: '/' },
  services: { label: 'Services', href: '/services' },
  about: { label: 'La Maison', href: '/a-propos' },
  contact: { label: 'Contact', href: '/contact' },
} as const

/** The drawer's Services accordion: one group per catalogue tab. */
export const mobileServiceGroups = serviceTabs.map((tab) => ({
  label: tab.label,
  links: servicesInCategory(tab.category).map((s) => ({ label: s.name, href: s.path })),
}))

export const aboutLinks: NavLink[] = [
  { label: 'Notre atelier', href: '/a-propos' },
  { label: 'Contact', href: '/contact' },
]

export const legalLinks: NavLink[] = [
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Politique de confidentialité', href: '/politique-de-confidentialite' },
  { label: 'Conditions générales de vente', href: '/cgv' },
]

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Création',
    links: servicesInCategory('creation').map((s) => ({ label: s.name, href: s.path })),
  },
  {
    title: 'Services',
    links: servicesInCategory('service').map((s) => ({ label: s.name, href: s.path })),
  },
  {
    title: 'Réparation',
    links: [...servicesInCategory('repair').map((s) => ({ label: s.name, href: s.path })), { label: 'Toutes les réparations', href: '/reparations' }],
  },
  {
    title: 'La Maison',
    links: [mainNav.about, { label: 'Espace client', href: '/compte' }, mainNav.contact],
  },
]

/** Whether a header link is the current page (a section link is active on its sub-pages). */
export function isActiveLink(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/'
  return currentPath === href || currentPath.startsWith(`${href}/`)
}
