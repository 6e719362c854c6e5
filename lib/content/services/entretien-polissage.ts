import type { ServiceEntry, ServicePage } from '../types.ts'
import { street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'entretien-polissage',
  group: 'joaillerie',
  name: 'Entretien et polissage',
  category: 'repair',
  contactService: 'réparation',
  featured: false,
  headerMenu: false,
  icon: 'sparkles',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Nettoyage, polissage, rhodiage et contrôle des sertis pour retrouver l’éclat.',
  art: 'tools',
  metaTitle: 'Entretien, nettoyage et polissage de bijoux à Paris',
  metaDescription:
    'Nettoyage aux ultrasons, polissage, rhodiage de l’or blanc et contrôle des sertis : rendez leur éclat à vos bijoux, à entretenir tous les 12 à 18 mois.',
  hero: {
    eyebrow: 'Entretien et polissage',
    title: 'Rendre à vos bijoux leur premier éclat',
    intro:
      'Porté chaque jour, un bijou se ternit, se raye et ses griffes s’usent sans qu’on y prenne garde. Un entretien à l’atelier tous les 12 à 18 mois lui rend son éclat et vérifie que chaque pierre reste bien tenue.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Nous contacter', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['Un entretien conseillé tous les 12 à 18 mois', 'Contrôle des sertis à chaque passage', 'Soins adaptés à chaque pierre'],
  },
  sections: [
    {
      id: 'nos-soins',
      kind: 'features',
      title: 'Nos soins',
      items: [
        {
          title: 'Nettoyage aux ultrasons',
          description:
            'Les ultrasons puis un jet de vapeur délogent les dépôts de savon, de crème et de poussière logés sous les pierres, là où la brosse n’atteint pas.',
          icon: 'droplet',
          details: ['Nettoyage à la main pour les perles, émeraudes, opales et turquoises'],
        },
        {
          title: 'Polissage',
          description: 'Rayures et chocs du quotidien s’effacent sous les feutres et les pâtes de polissage, en retirant le moins de métal possible.',
          icon: 'sparkles',
          details: ['Finition miroir, satinée ou brossée selon l’aspect d’origine'],
        },
        {
          title: 'Rhodiage',
          description:
            'L’or blanc doit sa blancheur éclatante à une fine couche de rhodium. Quand elle s’use et laisse paraître une teinte jaune, nous la renouvelons.',
          icon: 'brush',
          details: ['À renouveler le plus souvent tous les 12 à 18 mois'],
        },
        {
          title: 'Contrôle des sertis',
          description: 'À la loupe, nous vérifions chaque griffe et chaque serti. Une griffe usée est resserrée ou rechargée avant que la pierre ne se perde.',
          icon: 'search',
          details: ['Intervention proposée sur devis si nécessaire'],
        },
      ],
    },
    {
      id: 'quand-revenir',
      kind: 'checklist',
      title: 'Les signes qu’il est temps de nous rendre visite',
      intro: 'En dehors de l’entretien conseillé tous les 12 à 18 mois, certains signes ne doivent pas attendre.',
      items: [
        'Une pierre bouge ou émet un léger cliquetis quand vous secouez le bijou',
        'Une griffe accroche les vêtements ou les cheveux',
        'Votre bague en or blanc prend une teinte jaune',
        'Les pierres ont perdu leur brillance, même après un lavage',
        'Un fermoir se ferme mal ou s’ouvre tout seul',
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Le déroulement d’un entretien',
      steps: [
        {
          title: 'Examen à la loupe',
          description: 'Devant vous, nous regardons l’état du métal, des pierres, des griffes et des fermoirs, et vous disons ce que nous recommandons.',
        },
        {
          title: 'Nettoyage',
          description: 'Ultrasons et vapeur pour les pièces qui le supportent, nettoyage à la main pour les pierres et les matières fragiles.',
        },
        {
          title: 'Polissage et rhodiage',
          description: 'Si vous le souhaitez, le bijou est poli puis, pour l’or blanc, rhodié afin de retrouver sa blancheur.',
        },
        {
          title: 'Contrôle final',
          description: 'Chaque serti est vérifié une dernière fois avant que nous vous rendions le bijou, avec nos conseils pour le porter longtemps.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'À quelle fréquence faire entretenir un bijou ?',
          answer:
            'Nous conseillons un passage à l’atelier tous les 12 à 18 mois pour un bijou porté chaque jour, comme une bague de fiançailles ou une alliance. Un bijou porté plus rarement peut attendre davantage, mais un contrôle des sertis reste prudent.',
        },
        {
          question: 'Le polissage use-t-il mon bijou ?',
          answer:
            'Tout polissage retire une infime pellicule de métal, c’est pourquoi nous le dosons avec soin. Sur une pièce ancienne ou finement ciselée, nous pouvons nous limiter à un nettoyage pour préserver les détails et la patine.',
        },
        {
          question: 'Toutes les pierres supportent-elles les ultrasons ?',
          answer:
            'Non. Les diamants, saphirs et rubis les supportent bien, mais les émeraudes, les opales, les turquoises et les perles se nettoient à la main. Nous identifions chaque pierre avant de choisir la méthode.',
        },
        {
          question: 'Combien de temps dure un rhodiage ?',
          answer:
            'Selon le port et le frottement, la couche de rhodium tient en général 12 à 18 mois sur une bague, davantage sur des boucles d’oreilles ou un pendentif. Le renouveler ne présente aucun risque pour le bijou.',
        },
        {
          question: 'Comment entretenir mes bijoux entre deux visites ?',
          answer:
            'Retirez-les pour le sport, le ménage et la piscine, et mettez-les après parfum et crème. Un bain d’eau tiède savonneuse et une brosse souple suffisent pour les pierres dures ; rangez chaque pièce séparément pour éviter les rayures.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Offrez un soin à vos bijoux',
      text: `Passez à l’atelier, ${street}, ${hoursOfTheWeek}, ou prenez rendez-vous pour un examen sans attente.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Nous contacter', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
