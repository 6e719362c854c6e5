import type { ContentPage } from '../types'

export const contactPage: ContentPage = {
  path: '/contact',
  metaTitle: 'Contact et rendez-vous',
  metaDescription:
    "Écrivez-nous, appelez-nous ou passez à l'atelier, 12 rue Jean Bologne, Paris 16e : devis gratuit pour vos créations, réparations et expertises.",
  hero: {
    eyebrow: 'Contact',
    title: "Contactez l'atelier",
    intro:
      'Un projet de bijou, une réparation, une montre à réviser ? Décrivez-nous votre demande, joignez une photo si vous le souhaitez : nous vous répondons sous 24 heures ouvrées.',
    actions: [],
  },
  sections: [],
}
