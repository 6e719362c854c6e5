import type { ContentPage } from '../types'

export const account: ContentPage = {
  path: '/compte',
  metaTitle: 'Espace client',
  metaDescription:
    'L’espace client de la Maison Bologne est momentanément fermé. Pour un devis, un suivi de réparation ou un rendez-vous, contactez directement la boutique.',
  hero: {
    eyebrow: 'Compte',
    title: 'Espace client',
    intro: 'La fonctionnalité de compte utilisateur est actuellement désactivée. Pour toute demande, veuillez nous contacter directement.',
    actions: [{ label: 'Nous contacter', href: '/contact', variant: 'primary' }],
  },
  sections: [],
}
