import { foundedYear } from '../facts.ts'

export const servicesOverview = {
  path: '/services',
  metaTitle: 'Nos services de joaillerie et d’horlogerie',
  metaDescription:
    'Création sur mesure, transformation, réparation, sertissage, expertise, achat d’or et horlogerie : tous les savoir-faire de notre atelier du 16ᵉ.',
  hero: {
    eyebrow: 'Nos savoir-faire',
    title: 'Nos services',
    intro: `Depuis ${foundedYear}, notre atelier de la rue Jean Bologne crée, répare et estime les bijoux et les montres de ses clients. Choisissez un domaine pour découvrir nos prestations.`,
  },
  featuredTitle: 'Services recommandés',
  otherTitle: 'Autres services',
  repairsLink: { label: 'Voir toutes nos réparations', href: '/reparations' },
  watchmakingTitle: 'Horlogerie',
  watchmakingIntro: 'Montres mécaniques, à quartz ou anciennes, pendules et carillons : notre horloger en prend soin.',
  specific: {
    title: 'Besoin d’un service spécifique ?',
    text: 'Une demande qui ne figure pas ici ? Décrivez-nous votre pièce : nous vous dirons franchement ce qu’il est possible de faire.',
    action: { label: 'Nous contacter', href: '/contact' },
  },
} as const
