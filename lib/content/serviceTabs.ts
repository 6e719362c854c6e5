// The tabs of /services, which also group the services in the mobile drawer: shipped to every page.
import type { ServiceCategory } from './types'

// The tabs' section and tab list, as screen readers name them (features/service-tabs/ServiceTabs.tsx):
// plain constants, which the build inlines where they are used (vite.config.ts, inlineConst).
export const serviceTabsLabel = 'Nos services par domaine'
export const serviceTabListLabel = 'Domaines'

export type ServiceTabKey = 'creation' | 'expertise' | 'reparation'

export const serviceTabs: readonly { key: ServiceTabKey; category: ServiceCategory; label: string; intro: string }[] = [
  {
    key: 'creation',
    category: 'creation',
    label: 'Création',
    intro: 'Dessiner, façonner, transformer : des bijoux pensés avec vous et réalisés à la main dans notre atelier.',
  },
  {
    key: 'expertise',
    category: 'service',
    label: 'Expertise',
    intro: 'Conseil, estimation et achat : l’œil du gemmologue et la transparence d’une maison familiale.',
  },
  {
    key: 'reparation',
    category: 'repair',
    label: 'Réparation',
    intro: 'Bijoux, montres et pendules : diagnostic gratuit sous 48 h, travail soigné et garanti.',
  },
]
