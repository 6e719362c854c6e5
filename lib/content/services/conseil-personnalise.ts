import type { ServiceEntry, ServicePage } from '../types.ts'
import { foundedYear, ratingSentence, street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'conseil-personnalise',
  group: 'joaillerie',
  name: 'Conseil personnalisé',
  category: 'service',
  contactService: 'création',
  featured: true,
  headerMenu: true,
  icon: 'message-circle',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Un rendez-vous pour choisir une pierre, un métal, une forme, sans engagement.',
  art: 'gem',
  metaTitle: 'Conseil personnalisé en joaillerie à Paris 16ᵉ',
  metaDescription:
    'Choisir un diamant, accorder une alliance, offrir un bijou juste : un joaillier vous reçoit 45 à 60 minutes dans notre atelier du 16ᵉ pour vous guider.',
  hero: {
    eyebrow: 'Conseil personnalisé',
    title: 'Le regard d’un joaillier avant de choisir',
    intro:
      'Une pierre, un métal, une forme : les bons choix se font mieux avec quelqu’un qui les travaille chaque jour. Pendant 45 à 60 minutes, l’un de nos joailliers vous reçoit à l’atelier, vous écoute et vous aide à décider en toute clarté.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Poser une question', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['Rendez-vous de 45 à 60 minutes', 'Un joaillier de l’atelier, pas un vendeur', `${ratingSentence}`],
  },
  sections: [
    {
      id: 'notre-approche',
      kind: 'prose',
      title: 'Un conseil d’artisan',
      paragraphs: [
        `Ceux qui vous reçoivent sont ceux qui fabriquent. Ils savent comment une pierre réagit au sertissage, comment un or blanc vieillit, pourquoi une monture trop haute accroche les lainages. Ce savoir concret, accumulé depuis ${foundedYear}, est ce que nous mettons à votre service.`,
        'Nous prenons le temps de comprendre votre façon de vivre, vos goûts et votre budget avant de proposer quoi que ce soit. Vous repartez avec des repères clairs, que vous décidiez de créer avec nous ou non.',
      ],
    },
    {
      id: 'sujets-de-conseil',
      kind: 'features',
      title: 'Sur quoi nous vous conseillons',
      items: [
        {
          title: 'Le choix d’une pierre',
          description: 'Diamant, saphir, rubis, émeraude ou pierre fine : nous comparons devant vous couleur, pureté, taille et poids, loupe à la main.',
          icon: 'gem',
        },
        {
          title: 'Le métal et sa couleur',
          description:
            'Or jaune, rose ou blanc, platine : chaque métal a sa teinte, sa dureté et son entretien. Nous l’accordons à votre peau et à vos bijoux.',
          icon: 'palette',
        },
        {
          title: 'La forme et les proportions',
          description: 'Largeur d’anneau, hauteur de monture, longueur de chaîne : nous essayons avec vous ce qui flatte votre main, votre cou, votre visage.',
          icon: 'ruler',
        },
        {
          title: 'L’harmonie de vos bagues',
          description:
            'Une alliance qui épouse la bague de fiançailles, une bague qui se porte avec une montre : nous pensons l’ensemble, pas seulement la pièce.',
          icon: 'layers',
        },
        {
          title: 'Un cadeau juste',
          description: 'Pour une naissance, un anniversaire ou une demande en mariage, nous vous aidons à choisir sans connaître la taille ni tout deviner.',
          icon: 'gift',
        },
        {
          title: 'Vos bijoux existants',
          description:
            'Faut-il réparer, transformer, faire expertiser ou simplement entretenir ? Nous vous donnons un avis franc sur les pièces que vous apportez.',
          icon: 'eye',
        },
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Comment se déroule le rendez-vous',
      steps: [
        {
          title: 'Prise de rendez-vous',
          description:
            'Vous choisissez un créneau du mardi au samedi et nous dites en quelques mots ce qui vous amène, pour que nous préparions pierres et modèles.',
        },
        {
          title: 'Écoute',
          description: 'Nous commençons par vous écouter : l’occasion, vos habitudes, vos goûts, le budget que vous vous fixez.',
        },
        {
          title: 'Essais et comparaisons',
          description: 'Pierres sur papier, montures d’essai, échantillons de métaux : vous voyez et touchez avant de décider, sur 45 à 60 minutes.',
        },
        {
          title: 'Recommandations',
          description: 'Vous repartez avec nos recommandations et, si vous le souhaitez, une première estimation pour la suite de votre projet.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Combien de temps dure un rendez-vous ?',
          answer:
            'Entre 45 et 60 minutes, le temps d’écouter votre projet et de comparer pierres et montures sans précipitation. Si la discussion appelle un second rendez-vous, nous le fixons ensemble.',
        },
        {
          question: 'Le rendez-vous m’engage-t-il à commander ?',
          answer:
            'Non. Le rendez-vous sert à vous éclairer ; vous restez libre de la suite. Beaucoup de nos clients reviennent quelques semaines plus tard, une fois leur décision mûrie.',
        },
        {
          question: 'Dois-je venir avec une idée précise ?',
          answer:
            'Pas du tout. Une photographie, un bijou que vous aimez ou une simple envie suffisent. Notre rôle est justement de transformer une intuition en choix concrets.',
        },
        {
          question: 'Comment choisir une bague sans connaître la taille de doigt ?',
          answer:
            'Apportez une bague que la personne porte déjà au même doigt : nous la mesurons au baguier en quelques secondes. À défaut, nous vous indiquons comment relever la taille discrètement, et la remise à taille reste possible après la surprise.',
        },
        {
          question: 'Puis-je venir accompagné ?',
          answer:
            'Bien sûr, à deux ou en famille. Signalez-le simplement lors de la prise de rendez-vous afin que nous prévoyions le temps et la place nécessaires.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Réservez un moment avec un joaillier',
      text: `L’atelier vous reçoit au ${street}, Paris 16ᵉ, ${hoursOfTheWeek}, sur rendez-vous.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Nous écrire', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
