import type { ServiceEntry, ServicePage } from '../types.ts'
import { street } from '../facts.ts'
import { hoursOfTheWeek } from '../../hoursAsBuilt.ts'
import { contactHref } from '../../contactHref.ts'

/** What menus, cards and the contact form know of the service: shipped to every page, so small. */
export const entry = {
  slug: 'reparation-bijoux',
  group: 'joaillerie',
  name: 'Réparation de bijoux',
  category: 'repair',
  contactService: 'réparation',
  featured: true,
  headerMenu: false,
  icon: 'hammer',
} as const satisfies ServiceEntry

/** The page itself, its card summary and illustration: read at build time only (a function, so
 *  that no bundle keeps any of it for the facts its text quotes). */
export const page = (): ServicePage => ({
  summary: 'Soudure, fermoirs, pierres, restauration complète : diagnostic gratuit sous 48 h.',
  art: 'tools',
  metaTitle: 'Réparation de bijoux à Paris 16ᵉ, devis gratuit',
  metaDescription:
    'Chaîne cassée, pierre perdue, fermoir usé : diagnostic et devis gratuits sous 48 h, soudure simple en 24 à 48 h, réparations garanties 12 mois à Paris 16ᵉ.',
  hero: {
    eyebrow: 'Réparation de bijoux',
    title: 'Vos bijoux réparés avec le soin qu’ils méritent',
    intro:
      'Une chaîne rompue, une griffe qui cède, un fermoir qui ne tient plus : nos joailliers réparent vos bijoux à l’atelier, quels que soient leur âge et leur provenance. Le diagnostic et le devis sont gratuits, et chaque réparation est garantie 12 mois.',
    actions: [
      { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      { label: 'Nous contacter', href: '/contact', variant: 'secondary' },
    ],
    highlights: ['Devis et diagnostic gratuits sous 48 h', 'Service express en 24 h', 'Réparations garanties 12 mois'],
  },
  sections: [
    {
      id: 'nos-reparations',
      kind: 'features',
      title: 'Nos réparations',
      intro: 'Toutes nos interventions sont réalisées à l’atelier, par les joailliers qui fabriquent nos créations.',
      items: [
        {
          title: 'Soudure',
          description: 'Chaîne rompue, anneau fendu, maillon ouvert : nous ressoudons au métal d’origine pour une reprise solide et invisible.',
          icon: 'flame',
          details: ['Soudure simple en 24 à 48 h', 'Service express en 24 h'],
        },
        {
          title: 'Remplacement de pierres',
          description: 'Une pierre perdue ou ébréchée est remplacée par une pierre de même nature, choisie pour s’accorder aux autres en taille et en couleur.',
          icon: 'gem',
          details: ['Diagnostic gratuit sous 48 h', 'Garantie 12 mois'],
        },
        {
          title: 'Restauration complète',
          description:
            'Pour un bijou ancien ou très abîmé : reprise des soudures et des sertis, remplacement des pièces usées, polissage et finitions d’origine.',
          icon: 'hammer',
          details: ['5 à 10 jours ouvrés', 'Garantie 12 mois'],
        },
        {
          title: 'Fermoirs et systèmes',
          description:
            'Fermoirs de colliers et de bracelets, poussoirs et tiges de boucles d’oreilles, charnières : nous réparons ou remplaçons chaque mécanisme.',
          icon: 'lock',
          details: ['Devis gratuit', 'Garantie 12 mois'],
        },
        {
          title: 'Renforcement préventif',
          description:
            'Griffes usées rechargées, anneau aminci renforcé, chaînette de sécurité ajoutée : nous intervenons avant que le bijou ne se brise ou qu’une pierre ne tombe.',
          icon: 'shield-check',
          details: ['Contrôle compris dans le diagnostic gratuit'],
        },
      ],
    },
    {
      id: 'deroulement',
      kind: 'steps',
      title: 'Comment se déroule une réparation',
      steps: [
        {
          title: 'Dépôt à l’atelier',
          description: 'Vous nous confiez votre bijou ; nous le décrivons devant vous et vous remettons un récépissé.',
        },
        {
          title: 'Diagnostic gratuit',
          description: 'Sous 48 h, nos joailliers examinent le bijou à la loupe et repèrent, au-delà de la casse visible, les fragilités à traiter.',
        },
        {
          title: 'Devis et validation',
          description: 'Nous vous adressons un devis gratuit et détaillé, avec le délai prévu. Rien n’est entrepris sans votre accord.',
        },
        {
          title: 'Réparation',
          description: 'La réparation est réalisée à l’atelier : 24 à 48 h pour une soudure simple, 5 à 10 jours ouvrés pour une restauration complète.',
        },
        {
          title: 'Contrôle et restitution',
          description: 'Après un dernier contrôle et un nettoyage, nous vous rendons le bijou, garanti 12 mois.',
        },
      ],
    },
    {
      id: 'temoignages',
      kind: 'testimonials',
      title: 'Ils nous ont confié leurs réparations',
      items: [
        {
          name: 'Nathalie Roux',
          role: 'Cliente depuis 2015',
          content:
            'Je confie toutes mes réparations à l’atelier depuis des années. La dernière, une chaîne très fine cassée en deux endroits, m’a été rendue le lendemain, sans trace de la soudure.',
        },
        {
          name: 'Philippe Garnier',
          role: 'Restauration d’une bague ancienne',
          content:
            'La bague de ma mère avait perdu deux pierres et une griffe. Le diagnostic a été clair, le devis respecté, et la bague a retrouvé son allure d’origine.',
        },
        {
          name: 'Camille Lefèvre',
          role: 'Paris 16ᵉ',
          content:
            'Un fermoir de bracelet qui s’ouvrait tout seul. On m’a expliqué le problème, proposé deux solutions, et le bracelet tient parfaitement depuis.',
        },
      ],
    },
    {
      id: 'questions-frequentes',
      kind: 'faq',
      title: 'Questions fréquentes',
      items: [
        {
          question: 'Le devis est-il payant ?',
          answer: 'Non, le diagnostic et le devis sont gratuits et ne vous engagent à rien. Vous recevez votre devis sous 48 h après le dépôt du bijou.',
        },
        {
          question: 'Quels sont les délais de réparation ?',
          answer:
            'Une soudure simple demande 24 à 48 h et une restauration complète 5 à 10 jours ouvrés. Pour une urgence, notre service express répare en 24 h les interventions qui le permettent. Le délai exact figure sur votre devis.',
        },
        {
          question: 'Réparez-vous les bijoux achetés ailleurs ?',
          answer:
            'Oui, nous réparons les bijoux de toutes provenances, anciens comme récents. Nous vous signalons seulement, au diagnostic, si une pièce présente une fragilité qui limite ce que l’on peut faire.',
        },
        {
          question: 'Mes réparations sont-elles garanties ?',
          answer: 'Oui, chaque réparation est garantie 12 mois. Si l’intervention présente un défaut pendant cette période, nous la reprenons à l’atelier.',
        },
        {
          question: 'Respectez-vous le caractère des bijoux anciens ?',
          answer:
            'C’est une exigence de l’atelier. Nous conservons autant que possible les éléments d’origine, utilisons un métal de même titre et reprenons les finitions de l’époque, pour que la réparation se fasse oublier.',
        },
      ],
    },
    {
      id: 'rendez-vous',
      kind: 'cta',
      title: 'Un bijou à réparer ?',
      text: `Déposez-le à l’atelier, ${street}, ${hoursOfTheWeek} : diagnostic et devis gratuits sous 48 h.`,
      actions: [
        { label: 'Demander un diagnostic', href: contactHref('réparation'), variant: 'primary' },
        { label: 'Prendre rendez-vous', href: contactHref(entry.slug, 'rendez-vous'), variant: 'appointment' },
      ],
    },
  ],
})
