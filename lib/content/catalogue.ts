// The service catalogue: what menus, cards and the sitemap need to know of each service.
// It is small on purpose, since the header and footer ship it to every page; the pages' own
// copy lives in lib/content/services/ and only reaches the browser through that page's data.
import type { IconClass } from './types'

export type ServiceCategory = 'creation' | 'service' | 'repair'

export interface CatalogueEntry {
  slug: string
  path: `/services/${string}` | `/horlogerie/${string}`
  name: string
  summary: string
  category: ServiceCategory
  featured: boolean
  icon: IconClass
}

export const catalogue = [
  { slug: 'creation-sur-mesure', path: '/services/creation-sur-mesure', name: 'Création sur mesure', category: 'creation', featured: true, icon: 'i-lucide-gem',
    summary: 'Le bijou que vous imaginez, dessiné avec vous puis façonné à la main dans notre atelier.' },
  { slug: 'transformation-bijoux', path: '/services/transformation-bijoux', name: 'Transformation de bijoux', category: 'creation', featured: true, icon: 'i-lucide-recycle',
    summary: 'Donner une seconde vie à un bijou de famille en conservant son or et ses pierres.' },
  { slug: 'sertissage-pierres', path: '/services/sertissage-pierres', name: 'Sertissage de pierres', category: 'creation', featured: false, icon: 'i-lucide-diamond',
    summary: 'Griffes, clos, pavage, rail ou illusion : chaque pierre tenue avec justesse.' },
  { slug: 'gravure-personnalisee', path: '/services/gravure-personnalisee', name: 'Gravure personnalisée', category: 'creation', featured: false, icon: 'i-lucide-pen-tool',
    summary: 'Initiales, dates, armoiries : une gravure à la main ou au burin mécanique.' },
  { slug: 'conseil-personnalise', path: '/services/conseil-personnalise', name: 'Conseil personnalisé', category: 'service', featured: true, icon: 'i-lucide-message-circle',
    summary: 'Un rendez-vous pour choisir une pierre, un métal, une forme, sans engagement.' },
  { slug: 'expertise-gemmologique', path: '/services/expertise-gemmologique', name: 'Expertise gemmologique', category: 'service', featured: true, icon: 'i-lucide-microscope',
    summary: 'Identification, authenticité et estimation de vos pierres et bijoux.' },
  { slug: 'achat-or', path: '/services/achat-or', name: 'Achat d’or', category: 'service', featured: true, icon: 'i-lucide-coins',
    summary: 'Pesée et test devant vous, prix transparent, paiement par virement.' },
  { slug: 'enfilage-perles', path: '/services/enfilage-perles', name: 'Enfilage de perles', category: 'service', featured: false, icon: 'i-lucide-circle-dot',
    summary: 'Colliers renfilés sur soie, nœud entre chaque perle, fermoir contrôlé.' },
  { slug: 'reparation-bijoux', path: '/services/reparation-bijoux', name: 'Réparation de bijoux', category: 'repair', featured: true, icon: 'i-lucide-hammer',
    summary: 'Soudure, fermoirs, pierres, restauration complète : diagnostic gratuit sous 48 h.' },
  { slug: 'reparation-montres', path: '/horlogerie/reparation-montres', name: 'Réparation de montres', category: 'repair', featured: true, icon: 'i-lucide-watch',
    summary: 'Révision, réparation et étanchéité des montres mécaniques et à quartz.' },
  { slug: 'remise-a-taille', path: '/services/remise-a-taille', name: 'Remise à taille', category: 'repair', featured: false, icon: 'i-lucide-ruler',
    summary: 'Agrandir ou rétrécir une bague d’une à trois tailles, sans la dénaturer.' },
  { slug: 'entretien-polissage', path: '/services/entretien-polissage', name: 'Entretien et polissage', category: 'repair', featured: false, icon: 'i-lucide-sparkles',
    summary: 'Nettoyage, polissage, rhodiage et contrôle des sertis pour retrouver l’éclat.' },
  { slug: 'restauration-ancienne', path: '/horlogerie/restauration-ancienne', name: 'Restauration d’horlogerie ancienne', category: 'repair', featured: false, icon: 'i-lucide-hourglass',
    summary: 'Montres de poche, pendules et montres vintage remises en état dans le respect de l’époque.' },
  { slug: 'entretien-pendules', path: '/horlogerie/entretien-pendules', name: 'Entretien de pendules', category: 'repair', featured: false, icon: 'i-lucide-clock',
    summary: 'Révision des pendules, comtoises et carillons, à l’atelier ou à domicile.' },
  { slug: 'remplacement-piles', path: '/horlogerie/remplacement-piles', name: 'Remplacement de piles', category: 'repair', featured: false, icon: 'i-lucide-battery-charging',
    summary: 'Une pile neuve en une dizaine de minutes, joints et étanchéité vérifiés.' },
] as const satisfies readonly CatalogueEntry[]

export type ServiceSlug = (typeof catalogue)[number]['slug']

export function catalogueEntry(slug: string): CatalogueEntry {
  const entry = catalogue.find((e) => e.slug === slug)
  if (!entry) throw new Error(`Unknown service: ${slug}`)
  return entry
}

export const servicesInCategory = (category: ServiceCategory): CatalogueEntry[] =>
  catalogue.filter((entry) => entry.category === category)

export const isWatchService = (entry: CatalogueEntry) => entry.path.startsWith('/horlogerie/')
