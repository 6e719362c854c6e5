import type { ServiceEntry, ServicePage } from '../types.ts'
import { experience, street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'transformation-bijoux',
  group: 'joaillerie',
  name: 'Transformation de bijoux',
  category: 'creation',
  contactService: 'création',
  featured: true,
  headerMenu: true,
  icon: 'recycle',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Donner une seconde vie à un bijou de famille en conservant son or et ses pierres.',
  art: 'ring',
  metaTitle: 'Transformation de bijoux anciens à Paris 16ᵉ',
  metaDescription:
    'Bague de famille devenue pendentif, alliances refondues, pierre remontée : nos joailliers transforment vos bijoux anciens en pièces à porter aujourd’hui.',
  hero: {
    eyebrow: 'Transformation de bijoux',
    title: 'Une seconde vie pour les bijoux qui comptent',
    intro:
      'Une bague de grand-mère trop datée, des boucles d’oreilles dépareillées, une broche que l’on ne porte plus : leurs pierres et leur or peuvent devenir un bijou que vous porterez chaque jour. Nos joailliers imaginent avec vous cette nouvelle forme, sans effacer l’histoire de la pièce.',
    actions: [
      { label: 'Discuter de votre projet', href: '/contact', variant: 'primary' },
      { label: 'Prendre rendez-vous', href: '/contact#rendez-vous', variant: 'appointment' },
    ],
    highlights: ['Transformation simple en 2 à 3 semaines', 'Vos pierres et votre or réemployés', `${experience} de savoir-faire`],
  },
  sections: [
    {
      id: 'pourquoi-transformer',
      kind: 'features',
      title: 'Pourquoi transformer vos bijoux ?',
      items: [
        {
          title: 'Valeur sentimentale',
          description:
            'Le diamant d’une bague de fiançailles, l’or d’une alliance transmise : ce qui compte est conservé et continue d’être porté, au lieu de dormir dans un écrin.',
          icon: 'heart',
        },
        {
          title: 'Économie et écologie',
          description: 'Réemployer vos pierres et votre or évite d’en extraire de nouveaux et réduit sensiblement le coût d’un bijou neuf de même qualité.',
          icon: 'leaf',
        },
        {
          title: 'Une pièce unique',
          description: 'Dessinée pour vous à partir de ce que vous possédez, votre nouvelle pièce n’existe nulle part ailleurs.',
          icon: 'sparkles',
        },
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Les étapes de votre transformation',
      steps: [
        {
          title: 'Consultation initiale',
          description:
            'Vous nous présentez vos bijoux et vos envies. Nous écoutons leur histoire et vos habitudes pour comprendre ce que vous aimeriez porter.',
        },
        {
          title: 'Évaluation technique',
          description: 'Nous examinons les pierres, le titre de l’or et l’état des montures pour savoir ce qui peut être réemployé et comment.',
        },
        {
          title: 'Proposition créative',
          description: 'Nos joailliers dessinent une ou plusieurs propositions, accompagnées d’un devis détaillé et d’un délai.',
        },
        {
          title: 'Réalisation',
          description:
            'Le bijou est façonné et serti à l’atelier : 2 à 3 semaines pour une transformation simple, 4 à 8 semaines pour une transformation complexe.',
        },
      ],
    },
    {
      id: 'possibilites',
      kind: 'features',
      title: 'Ce que vos bijoux peuvent devenir',
      items: [
        {
          title: 'Une bague en pendentif',
          description: 'La pierre centrale d’une bague que vous ne portez plus trouve sa place au creux du cou, sur une monture dessinée pour elle.',
          icon: 'heart',
        },
        {
          title: 'Des boucles d’oreilles en bague',
          description: 'Deux pierres assorties, orphelines de leurs boucles, réunies dans une bague « toi et moi » ou une trilogie.',
          icon: 'gem',
        },
        {
          title: 'Une pierre de famille remontée',
          description: 'Un diamant ou un saphir hérité, desserti de sa monture d’origine et remonté dans un dessin actuel.',
          icon: 'diamond',
        },
        {
          title: 'Une alliance refaite à partir de deux',
          description: 'Les alliances de vos parents ou grands-parents fondues ensemble pour n’en former qu’une, qui porte leurs deux histoires.',
          icon: 'circle',
        },
        {
          title: 'Une broche en collier',
          description: 'Une broche ancienne adaptée en pendentif ou en motif de collier, sans altérer son travail d’origine.',
          icon: 'link',
        },
        {
          title: 'Votre or fondu pour une pièce nouvelle',
          description: 'Chaînes cassées et bijoux dépareillés fondus, affinés si nécessaire, puis travaillés pour créer un bijou entièrement nouveau.',
          icon: 'flame',
        },
      ],
    },
    {
      id: 'temoignages',
      kind: 'testimonials',
      title: 'Ils ont transformé leurs bijoux',
      items: [
        {
          name: 'Claire Dubreuil',
          role: 'Bague de famille transformée',
          content:
            'La bague de ma grand-mère était trop chargée pour moi. L’atelier en a gardé le diamant et l’a monté sur un anneau fin que je porte tous les jours. Elle est toujours là, autrement.',
        },
        {
          name: 'Isabelle Fontaine',
          role: 'Broche devenue collier',
          content:
            'Une broche des années 1930 dont je ne savais que faire. Elle est devenue un pendentif superbe, et le travail d’origine a été entièrement respecté.',
        },
        {
          name: 'Antoine Mercier',
          role: 'Alliance refaite',
          content:
            'Nous avons fait fondre les alliances de mes grands-parents pour créer la mienne. Un projet émouvant, mené avec beaucoup d’écoute et de précision.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Combien de temps dure une transformation ?',
          answer:
            'Comptez 2 à 3 semaines pour une transformation simple, comme le remontage d’une pierre sur une monture nouvelle, et 4 à 8 semaines pour une transformation complexe, avec fonte de l’or et création complète. Le délai exact figure sur votre devis.',
        },
        {
          question: 'Mon or peut-il vraiment être réutilisé ?',
          answer:
            'Oui, dans la plupart des cas. Nous contrôlons d’abord son titre : un or de même titre se refond directement, un mélange de titres est affiné ou complété. Nous vous indiquons toujours le poids réemployé et celui qu’il faut ajouter.',
        },
        {
          question: 'Toutes les pierres peuvent-elles être desserties ?',
          answer:
            'Les pierres dures, comme le diamant, le saphir ou le rubis, se dessertissent sans difficulté. Les émeraudes, les opales ou les perles demandent plus de précautions : nous évaluons le risque et vous en parlons avant d’intervenir.',
        },
        {
          question: 'Combien coûte une transformation ?',
          answer:
            'Le prix dépend du travail d’atelier, du métal à ajouter et des éventuelles pierres complémentaires. Comme votre or et vos pierres sont réemployés, une transformation coûte en général nettement moins qu’une création neuve équivalente. Le devis détaille chaque poste.',
        },
        {
          question: 'Puis-je conserver une partie de l’ancien bijou ?',
          answer:
            'Bien sûr. Un motif, une gravure, un élément de monture peuvent être intégrés au nouveau dessin. Les éléments non utilisés vous sont rendus ou repris en déduction du devis, selon votre choix.',
        },
        {
          question: 'Combien de rendez-vous faut-il prévoir ?',
          answer:
            'Généralement deux ou trois : la consultation initiale, la présentation du dessin et du devis, puis la remise du bijou. Un essayage intermédiaire peut s’ajouter pour les pièces les plus complexes.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Apportez-nous vos bijoux endormis',
      text: `L’atelier vous reçoit au ${street}, Paris 16ᵉ, ${hoursOfTheWeek}. Venez avec les pièces que vous aimeriez transformer : nous les regarderons ensemble.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Discuter de votre projet', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
