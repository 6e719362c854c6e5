import type { ServiceEntry, ServicePage } from '../types.ts'
import { street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'enfilage-perles',
  group: 'joaillerie',
  name: 'Enfilage de perles',
  category: 'service',
  contactService: 'enfilage-perles',
  featured: false,
  headerMenu: false,
  icon: 'circle-dot',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Colliers renfilés sur soie, nœud entre chaque perle, fermoir contrôlé.',
  art: 'pearls',
  metaTitle: 'Enfilage et renfilage de colliers de perles à Paris',
  metaDescription:
    'Colliers de perles renfilés sur soie avec un nœud entre chaque perle, fermoirs contrôlés ou remplacés : un travail fait main dans notre atelier en 3 à 5 jours.',
  hero: {
    eyebrow: 'Enfilage de perles',
    title: 'Des perles renfilées à la main, nœud après nœud',
    intro:
      'Avec le temps, la soie d’un collier de perles se détend, se salit et finit par céder. Nos artisans renfilent vos perles sur une soie neuve, avec un nœud entre chacune, et vous rendent votre collier sous 3 à 5 jours ouvrés.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Nous contacter', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['Enfilage sur soie, nœud entre chaque perle', 'Rendu sous 3 à 5 jours ouvrés', 'Renfilage conseillé tous les 2 à 3 ans'],
  },
  sections: [
    {
      id: 'notre-savoir-faire',
      kind: 'features',
      title: 'Notre savoir-faire',
      items: [
        {
          title: 'Enfilage noué sur soie',
          description: 'Un nœud serré entre chaque perle les empêche de frotter l’une contre l’autre et, si le fil cède, évite qu’elles ne s’éparpillent.',
          icon: 'circle-dot',
          details: ['3 à 5 jours ouvrés'],
        },
        {
          title: 'Couleur et épaisseur de la soie',
          description: 'Nous choisissons une soie assortie à la teinte des perles et un diamètre ajusté à leur perçage, pour un tombé souple.',
          icon: 'palette',
        },
        {
          title: 'Fermoirs',
          description: 'Nous contrôlons le fermoir existant ou vous en proposons un nouveau, plus sûr ou plus facile à manier, en or ou en argent.',
          icon: 'lock',
        },
        {
          title: 'Longueur sur mesure',
          description: 'Raccourcir un collier, en faire un bracelet assorti, allonger un rang avec des perles choisies pour s’accorder aux vôtres.',
          icon: 'ruler',
        },
        {
          title: 'Colliers anciens et multirangs',
          description: 'Nous respectons l’ordre et le dégradé d’origine des perles, rang par rang, pour les colliers de famille les plus délicats.',
          icon: 'layers',
        },
        {
          title: 'Pierres et perles fines',
          description: 'Sautoirs de pierres fines, perles de culture ou perles fines : chaque matière reçoit le fil et le nœud qui lui conviennent.',
          icon: 'gem',
        },
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Comment nous renfilons votre collier',
      steps: [
        {
          title: 'Dépôt et examen',
          description: 'Devant vous, nous comptons les perles, mesurons le collier et vérifions le fermoir, puis vous remettons un récépissé.',
        },
        {
          title: 'Choix de la soie et du fermoir',
          description: 'Nous décidons avec vous de la couleur de la soie, de la longueur et d’un éventuel nouveau fermoir.',
        },
        {
          title: 'Enfilage noué à la main',
          description: 'Les perles sont nettoyées une à une, puis enfilées et nouées à la main dans leur ordre d’origine.',
        },
        {
          title: 'Contrôle et remise',
          description: 'Nous vérifions chaque nœud et le fermoir, et vous rendons votre collier sous 3 à 5 jours ouvrés, avec nos conseils d’entretien.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'À quelle fréquence faut-il renfiler un collier de perles ?',
          answer:
            'Tous les 2 à 3 ans pour un collier porté régulièrement. Si la soie paraît grisée, si des espaces apparaissent entre les nœuds ou si le collier s’allonge, n’attendez pas : c’est le signe qu’elle s’est détendue.',
        },
        {
          question: 'Quel est le délai ?',
          answer:
            'Nous rendons votre collier sous 3 à 5 jours ouvrés. Pour un collier à plusieurs rangs ou une modification de longueur, nous vous indiquons le délai précis au dépôt.',
        },
        {
          question: 'Pourquoi un nœud entre chaque perle ?',
          answer:
            'Le nœud protège la nacre, car les perles ne frottent plus les unes contre les autres. Et si le fil venait à rompre, vous ne perdriez au plus qu’une perle au lieu de tout le rang.',
        },
        {
          question: 'Pouvez-vous renfiler un collier sans nœuds ?',
          answer:
            'Oui, pour les perles de petit diamètre ou certaines pierres, un enfilage continu peut être préférable. Nous vous conseillons selon la matière et l’allure que vous souhaitez.',
        },
        {
          question: 'Comment entretenir mon collier de perles ?',
          answer:
            'Mettez-le en dernier, après parfum, laque et crème, et retirez-le en premier. Essuyez-le avec un chiffon doux après l’avoir porté et rangez-le à plat, jamais suspendu ni humide, à l’écart des autres bijoux.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Redonnez de la tenue à vos perles',
      text: `Déposez votre collier à l’atelier, ${street}, ${hoursOfTheWeek}, ou prenez rendez-vous pour en parler avec nos artisans.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Nous contacter', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
