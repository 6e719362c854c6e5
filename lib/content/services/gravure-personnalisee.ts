import type { ServiceEntry, ServicePage } from '../types.ts'
import { street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'gravure-personnalisee',
  group: 'joaillerie',
  name: 'Gravure personnalisée',
  category: 'creation',
  contactService: 'création',
  featured: false,
  headerMenu: false,
  icon: 'pen-tool',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Initiales, dates, armoiries : une gravure à la main ou au burin mécanique.',
  art: 'engraving',
  metaTitle: 'Gravure de bijoux à la main et à la machine à Paris',
  metaDescription:
    'Initiales, date, armoiries ou message : gravure à la main au burin ou à la machine sur alliances, chevalières et médailles, réalisée en 3 à 7 jours à Paris.',
  hero: {
    eyebrow: 'Gravure personnalisée',
    title: 'Quelques mots gravés pour toujours',
    intro:
      'Une date à l’intérieur d’une alliance, des initiales sur une médaille, des armoiries sur une chevalière : la gravure donne au bijou sa part d’intime. Nos graveurs travaillent au burin comme à la machine et vous remettent votre pièce sous 3 à 7 jours.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Demander un devis', href: contactHref(entry.slug), variant: 'secondary' },
    ],
    highlights: ['Gravure à la main ou à la machine', 'Réalisée sous 3 à 7 jours', 'Maquette validée avant gravure'],
  },
  sections: [
    {
      id: 'nos-gravures',
      kind: 'features',
      title: 'Ce que nous gravons',
      items: [
        {
          title: 'Gravure à la main',
          description: 'Au burin et à l’échoppe, le graveur taille le métal trait par trait. Le sillon accroche la lumière et donne à la lettre sa profondeur.',
          icon: 'pen-tool',
        },
        {
          title: 'Gravure à la machine',
          description: 'Pour une écriture manuscrite reproduite fidèlement, un texte très fin ou un métal très dur, la machine assure une régularité parfaite.',
          icon: 'zap',
        },
        {
          title: 'Choix des lettres',
          description: 'Anglaise, romaine, bâton ou gothique : nous vous montrons chaque style gravé sur métal pour choisir en connaissance de cause.',
          icon: 'type',
        },
        {
          title: 'Dates et initiales',
          description: 'Une date de mariage, deux prénoms, un monogramme entrelacé : les classiques de l’alliance et de la médaille, composés avec soin.',
          icon: 'calendar',
        },
        {
          title: 'Armoiries et chevalières',
          description: 'Blasons, devises et monogrammes gravés sur le plateau d’une chevalière, en relief ou en creux inversé pour servir de cachet.',
          icon: 'stamp',
        },
        {
          title: 'Dessins et écritures',
          description: 'Un motif, une empreinte digitale, quelques mots de la main d’un proche : nous reproduisons le tracé que vous nous confiez.',
          icon: 'pen-line',
        },
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'De votre texte à la gravure',
      steps: [
        {
          title: 'Choix du texte et du style',
          description: 'Nous regardons ensemble la place disponible sur le bijou et choisissons le texte, la typographie et la technique.',
        },
        {
          title: 'Maquette',
          description: 'Nous vous soumettons une maquette à l’échelle, que vous validez lettre par lettre : aucune gravure ne commence sans votre accord.',
        },
        {
          title: 'Gravure',
          description: 'Le graveur réalise la gravure à la main ou à la machine, puis reprend les arêtes pour un tracé net et doux au toucher.',
        },
        {
          title: 'Contrôle et remise',
          description: 'Nous contrôlons la gravure à la loupe et vous remettons le bijou sous 3 à 7 jours, selon la technique choisie.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Quel est le délai pour une gravure ?',
          answer:
            'Comptez 3 à 7 jours selon la technique et la complexité : une date à la machine demande moins de temps que des armoiries gravées à la main. Le délai exact vous est confirmé à la validation de la maquette.',
        },
        {
          question: 'Combien de caractères peut-on graver dans une alliance ?',
          answer:
            'Tout dépend de la largeur et du tour de doigt. Un anneau fin accueille volontiers deux prénoms et une date ; un anneau large, une courte phrase. Nous vous montrons la maquette à l’échelle pour juger de la lisibilité.',
        },
        {
          question: 'Gravez-vous des bijoux achetés ailleurs ?',
          answer:
            'Oui, dès lors que le métal et l’épaisseur le permettent. Nous examinons le bijou avant de vous confirmer la faisabilité et la technique la plus adaptée.',
        },
        {
          question: 'Quelle différence entre gravure à la main et à la machine ?',
          answer:
            'La gravure à la main, au burin, donne un sillon vivant aux reflets changeants, idéal pour les armoiries et les monogrammes. La machine garantit une régularité parfaite pour les textes fins et reproduit fidèlement une écriture manuscrite.',
        },
        {
          question: 'Peut-on effacer ou modifier une gravure ?',
          answer:
            'Une gravure peu profonde peut souvent être effacée par polissage, si l’épaisseur du métal le permet. Nous vérifions d’abord cette épaisseur, pour ne jamais fragiliser le bijou.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Confiez-nous vos mots',
      text: `Apportez votre bijou à l’atelier, ${street}, ${hoursOfTheWeek} : nous étudions ensemble la gravure et vous remettons la maquette.`,
      actions: [
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
        { label: 'Demander un devis', href: contactHref(entry.slug), variant: 'secondary' },
      ],
    },
  ],
})
