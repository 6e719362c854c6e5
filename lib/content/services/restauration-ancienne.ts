import type { ServiceEntry, ServicePage } from '../types'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'restauration-ancienne',
  group: 'horlogerie',
  name: 'Restauration d’horlogerie ancienne',
  category: 'repair',
  contactService: 'horlogerie',
  featured: false,
  headerMenu: false,
  icon: 'hourglass',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Montres de poche, pendules et montres vintage remises en état dans le respect de l’époque.',
  art: 'hourglass',
  metaTitle: 'Restauration de montres et pendules anciennes',
  metaDescription:
    'Restauration de montres de poche, pendules, carillons et montres vintage à Paris 16ᵉ : pièces refaites à l’unité, cadrans, boîtiers, complications, dorure.',
  hero: {
    eyebrow: 'Horlogerie ancienne',
    title: 'Restauration d’horlogerie ancienne',
    intro:
      'Une montre de gousset reçue en héritage, une pendule de cheminée arrêtée depuis des décennies, un chronographe des années 1950 : nous les restaurons en respectant leur mécanique et leur histoire, et en conservant chaque élément d’origine qui peut l’être.',
    actions: [
      { label: 'Demander un devis gratuit', href: contactHref('horlogerie'), variant: 'primary' },
      { label: 'Toutes nos réparations', href: '/reparations', variant: 'secondary' },
    ],
    highlights: ['Pièces d’origine conservées', 'Pièces manquantes refaites à l’unité', 'Devis gratuit'],
  },
  sections: [
    {
      kind: 'features',
      id: 'domaines',
      title: 'Ce que nous restaurons',
      items: [
        {
          title: 'Montres de poche',
          description:
            'Savonnettes et lépines, échappements à cylindre ou à ancre, montres à clé : nous redonnons vie aux montres de gousset, de la révision du mouvement à la reprise de la charnière.',
          icon: 'watch',
        },
        {
          title: 'Pendules et carillons',
          description:
            'Pendules de cheminée, cartels, régulateurs, comtoises et carillons à plusieurs timbres retrouvent une marche régulière et une sonnerie juste.',
          icon: 'bell',
        },
        {
          title: 'Montres vintage',
          description:
            'Chronographes, montres de plongée et montres habillées du siècle dernier sont restaurées sans effacer leur patine, avec des fournitures d’époque lorsque nous pouvons en trouver.',
          icon: 'clock',
        },
      ],
    },
    {
      kind: 'features',
      id: 'savoir-faire',
      title: 'Nos savoir-faire de restauration',
      intro: 'Chaque intervention est réversible autant que possible, et nous vous présentons toujours les options avant de toucher à une pièce.',
      items: [
        {
          title: 'Fabrication de pièces introuvables',
          description:
            'Roues, pignons, axes de balancier ou ressorts qui n’existent plus sont taillés et tournés à l’unité, d’après la pièce usée ou les cotes relevées sur le mouvement.',
          icon: 'cog',
        },
        {
          title: 'Restauration de cadrans',
          description:
            'Émail fêlé, chiffres effacés, laque écaillée : selon l’état, nous stabilisons, retouchons ou faisons refaire le cadran, en privilégiant toujours la conservation.',
          icon: 'sparkles',
        },
        {
          title: 'Traitement des boîtiers',
          description:
            'Débosselage, reprise des charnières et des filetages, remplacement des glaces, polissage mesuré qui préserve les poinçons et la netteté des arêtes.',
          icon: 'hammer',
        },
        {
          title: 'Réglage des complications',
          description:
            'Quantièmes, phases de lune, chronographes et sonneries demandent un réglage fin de chaque rouage : nous les remettons en fonction pas à pas, puis les observons sur plusieurs jours.',
          icon: 'gauge',
        },
        {
          title: 'Dorure',
          description:
            'Les bronzes de pendule et les boîtiers plaqués usés sont nettoyés, puis redorés lorsque c’est justifié, en accord avec la teinte et l’époque de l’objet.',
          icon: 'crown',
        },
        {
          title: 'Remise en état des mouvements',
          description:
            'Démontage intégral, nettoyage, reprise des pivots et des trous usés, remplacement du ressort de barillet, huilage et réglage : le cœur de toute restauration.',
          icon: 'wrench',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'processus',
      title: 'Les étapes d’une restauration',
      steps: [
        {
          title: 'Examen de la pièce',
          description: 'Nous examinons l’objet avec vous, recueillons ce que vous savez de son histoire et relevons son état, pièce par pièce.',
        },
        {
          title: 'Devis détaillé',
          description:
            'Vous recevez un devis gratuit qui distingue l’indispensable du souhaitable, avec le délai prévu. Vous choisissez le niveau d’intervention.',
        },
        {
          title: 'Démontage et restauration',
          description:
            'Le mouvement est démonté, nettoyé et remis en état ; les pièces manquantes sont refaites, le cadran et le boîtier traités si vous l’avez souhaité.',
        },
        {
          title: 'Remontage et réglage',
          description: 'Après remontage, la marche et, le cas échéant, les complications et la sonnerie sont réglées avec précision.',
        },
        {
          title: 'Observation et restitution',
          description:
            'La pièce reste en observation plusieurs jours avant de vous être rendue, avec le descriptif des travaux effectués et une garantie de 12 mois.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'questions-frequentes',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Combien de temps demande une restauration ?',
          answer:
            'Tout dépend de l’état de la pièce et des éléments à refaire. Pour une montre à complication, comptez trois à huit semaines. Le délai est indiqué sur le devis et nous vous tenons informé en cours de travail.',
        },
        {
          question: 'Conservez-vous les pièces d’origine ?',
          answer:
            'Oui, c’est notre règle. Nous ne remplaçons une pièce que lorsqu’elle ne peut plus fonctionner, et nous vous rendons toujours celles que nous avons déposées.',
        },
        {
          question: 'Une pièce ancienne vaut-elle la peine d’être restaurée ?',
          answer:
            'La valeur marchande n’est pas le seul critère : beaucoup de nos clients restaurent une montre pour ce qu’elle représente. Lors de l’examen, nous vous disons franchement ce que la restauration apportera et ce qu’elle coûtera, pour que vous décidiez en connaissance de cause.',
        },
        {
          question: 'Ma pièce est-elle assurée pendant la restauration ?',
          answer:
            'Oui. Dès la remise du bon de dépôt, votre montre ou votre pendule est couverte par notre assurance pendant tout son séjour à l’atelier. Pour un objet de valeur, nous vous invitons à nous indiquer le montant à assurer.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Confiez-nous votre pièce ancienne',
      text: 'Envoyez-nous quelques photos et ce que vous savez de son histoire : nous vous proposons un rendez-vous pour l’examiner et établir un devis gratuit.',
      actions: [
        { label: 'Demander un devis gratuit', href: contactHref('horlogerie'), variant: 'primary' },
        { label: 'Toutes nos réparations', href: '/reparations', variant: 'secondary' },
      ],
    },
  ],
})
