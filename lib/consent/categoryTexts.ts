import type { ConsentCategory } from './consent'

export const consentCategoryTexts: { category: ConsentCategory; label: string; description: string }[] = [
  {
    category: 'necessary',
    label: 'Cookies nécessaires',
    description: 'Indispensables au fonctionnement du site et à la mémorisation de vos choix ; ils ne peuvent pas être désactivés.',
  },
  {
    category: 'analytics',
    label: 'Cookies analytiques',
    description: "Nous aident à comprendre, de façon anonyme, comment le site est consulté afin de l'améliorer.",
  },
  { category: 'marketing', label: 'Cookies marketing', description: 'Permettent de vous proposer ailleurs des contenus en rapport avec nos créations.' },
  {
    category: 'preferences',
    label: 'Cookies de préférences',
    description: 'Mémorisent vos préférences et autorisent les contenus intégrés, comme la carte Google Maps.',
  },
]
