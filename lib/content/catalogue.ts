// The service catalogue: what menus, cards, the sitemap and the contact form need to know of each service.
// It is small on purpose, since the header and footer ship it to every page; card summaries
// (serviceSummaries.ts) and the pages' own copy (services/) reach the browser only through a
// page's data.
import type { ContactServiceId } from '../contact/serviceOptions'
import type { IconClass } from './types'

export type ServiceCategory = 'creation' | 'service' | 'repair'

export interface CatalogueEntry {
  slug: string
  path: `/services/${string}` | `/horlogerie/${string}`
  name: string
  category: ServiceCategory
  /** The contact form's choice for this service, which its `?service=<slug>` links preselect. */
  contactService: ContactServiceId
  featured: boolean
  icon: IconClass
}

export const catalogue = [
  {
    slug: 'creation-sur-mesure',
    path: '/services/creation-sur-mesure',
    name: 'Création sur mesure',
    category: 'creation',
    contactService: 'création',
    featured: true,
    icon: 'i-lucide-gem',
  },
  {
    slug: 'transformation-bijoux',
    path: '/services/transformation-bijoux',
    name: 'Transformation de bijoux',
    category: 'creation',
    contactService: 'création',
    featured: true,
    icon: 'i-lucide-recycle',
  },
  {
    slug: 'sertissage-pierres',
    path: '/services/sertissage-pierres',
    name: 'Sertissage de pierres',
    category: 'creation',
    contactService: 'réparation',
    featured: false,
    icon: 'i-lucide-diamond',
  },
  {
    slug: 'gravure-personnalisee',
    path: '/services/gravure-personnalisee',
    name: 'Gravure personnalisée',
    category: 'creation',
    contactService: 'création',
    featured: false,
    icon: 'i-lucide-pen-tool',
  },
  {
    slug: 'conseil-personnalise',
    path: '/services/conseil-personnalise',
    name: 'Conseil personnalisé',
    category: 'service',
    contactService: 'création',
    featured: true,
    icon: 'i-lucide-message-circle',
  },
  {
    slug: 'expertise-gemmologique',
    path: '/services/expertise-gemmologique',
    name: 'Expertise gemmologique',
    category: 'service',
    contactService: 'expertise',
    featured: true,
    icon: 'i-lucide-microscope',
  },
  { slug: 'achat-or', path: '/services/achat-or', name: "Achat d'or", category: 'service', contactService: 'achat-or', featured: true, icon: 'i-lucide-coins' },
  {
    slug: 'enfilage-perles',
    path: '/services/enfilage-perles',
    name: 'Enfilage de perles',
    category: 'service',
    contactService: 'enfilage-perles',
    featured: false,
    icon: 'i-lucide-circle-dot',
  },
  {
    slug: 'reparation-bijoux',
    path: '/services/reparation-bijoux',
    name: 'Réparation de bijoux',
    category: 'repair',
    contactService: 'réparation',
    featured: true,
    icon: 'i-lucide-hammer',
  },
  {
    slug: 'reparation-montres',
    path: '/horlogerie/reparation-montres',
    name: 'Réparation de montres',
    category: 'repair',
    contactService: 'horlogerie',
    featured: true,
    icon: 'i-lucide-watch',
  },
  {
    slug: 'remise-a-taille',
    path: '/services/remise-a-taille',
    name: 'Remise à taille',
    category: 'repair',
    contactService: 'taille',
    featured: false,
    icon: 'i-lucide-ruler',
  },
  {
    slug: 'entretien-polissage',
    path: '/services/entretien-polissage',
    name: 'Entretien et polissage',
    category: 'repair',
    contactService: 'réparation',
    featured: false,
    icon: 'i-lucide-sparkles',
  },
  {
    slug: 'restauration-ancienne',
    path: '/horlogerie/restauration-ancienne',
    name: "Restauration d'horlogerie ancienne",
    category: 'repair',
    contactService: 'horlogerie',
    featured: false,
    icon: 'i-lucide-hourglass',
  },
  {
    slug: 'entretien-pendules',
    path: '/horlogerie/entretien-pendules',
    name: 'Entretien de pendules',
    category: 'repair',
    contactService: 'horlogerie',
    featured: false,
    icon: 'i-lucide-clock',
  },
  {
    slug: 'remplacement-piles',
    path: '/horlogerie/remplacement-piles',
    name: 'Remplacement de piles',
    category: 'repair',
    contactService: 'horlogerie',
    featured: false,
    icon: 'i-lucide-battery-charging',
  },
] as const satisfies readonly CatalogueEntry[]

export type ServiceSlug = (typeof catalogue)[number]['slug']

export function catalogueEntry(slug: string): CatalogueEntry {
  const entry = catalogue.find((e) => e.slug === slug)
  if (!entry) throw new Error(`Unknown service: ${slug}`)
  return entry
}

export const servicesInCategory = (category: ServiceCategory): CatalogueEntry[] => catalogue.filter((entry) => entry.category === category)
